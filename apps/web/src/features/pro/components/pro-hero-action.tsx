// The main button of the Home hero for a signed-in player ("Home", "User
// tier"): while fewer than 100 free launch upgrades remain (and some do), it claims the
// free Pro upgrade, names the count and pulses (not with reduced motion); a Pro player sees the
// Pro Member badge instead of any offer. Otherwise the page's own button (children) stays.
import { FREE_PRO_PULSE_BELOW } from '@boldcall/shared/constants';
import { Crown, PenLine } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useFreeUpgrades } from '../api/use-pro';
import { ProMemberBadge } from './pro-member-badge';

const UpgradeToProDialog = lazyDialog(
  () => import('./upgrade-to-pro-dialog').then((m) => m.UpgradeToProDialog),
  (props) => props.open,
);

type ProHeroActionProps = {
  /** The page's main button (Make a prediction). */
  children: ReactNode;
  /** Opens the create form: kept reachable as a secondary button while the claim shows. */
  onCreate(): void;
  onRequireSignIn(): void;
};

export function ProHeroAction({ children, onCreate, onRequireSignIn }: ProHeroActionProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { data: free } = useFreeUpgrades({ enabled: user !== null && !user.isPro });
  const remaining = free?.remainingFreeUpgrades ?? 0;
  const claimable =
    user !== null && !user.isPro && remaining > 0 && remaining < FREE_PRO_PULSE_BELOW;

  let actions: ReactNode = children;
  if (user?.isPro) {
    actions = (
      <>
        {children}
        <ProMemberBadge />
      </>
    );
  } else if (claimable) {
    actions = (
      <>
        <Button
          variant="accent"
          size="lg"
          onClick={() => setOpen(true)}
          className="motion-safe:animate-attention"
        >
          <Crown aria-hidden="true" className="size-5" />
          Claim free Pro — {formatNumber(remaining)} left
        </Button>
        <Button variant="glass" size="lg" onClick={onCreate}>
          <PenLine aria-hidden="true" className="size-5" />
          Make a prediction
        </Button>
      </>
    );
  }

  return (
    <>
      {actions}
      {/* Stays mounted when the player turns Pro, so its success banner can finish. */}
      <UpgradeToProDialog open={open} onOpenChange={setOpen} onRequireSignIn={onRequireSignIn} />
    </>
  );
}
