// The Pro offer on the leaderboard ("Leaderboard": upsell for Pro; the price): the price,
// free during the launch, and how many free upgrades are left. Drawn for the dark hero.
import { PRO_PRICE_LABEL } from '@boldcall/shared/constants';
import { Crown, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { GlassPanel } from '@/components/ui/hero';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useFreeUpgrades } from '../api/use-pro';
import { ProBenefits } from './pro-benefits';

type ProUpsellCardProps = { onUpgrade(): void; className?: string };

export function ProUpsellCard({ onUpgrade, className }: ProUpsellCardProps) {
  const { data: free } = useFreeUpgrades();
  // The leaderboard places the card once for phones and once for wider screens (one is hidden).
  const titleId = useId();
  const exhausted = free !== undefined && free.remainingFreeUpgrades <= 0;
  const claimed = free ? free.maxFreeUpgrades - free.remainingFreeUpgrades : 0;
  const claimedShare = free && free.maxFreeUpgrades > 0 ? claimed / free.maxFreeUpgrades : 1;

  return (
    <GlassPanel labelledBy={titleId} className={className}>
      <p className="inline-flex items-center gap-1.5 text-sm font-bold tracking-[0.14em] text-volt-300 uppercase">
        <Crown aria-hidden="true" className="size-4" strokeWidth={2.5} />
        BoldCall Pro
      </p>
      <h2 id={titleId} className="mt-2 text-2xl font-black tracking-tight">
        Go Pro, call bigger
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          className={cn(
            'text-2xl font-black tracking-tight',
            exhausted
              ? 'text-white'
              : 'text-white/70 line-through decoration-volt-400 decoration-2',
          )}
        >
          {PRO_PRICE_LABEL}
        </span>
        {exhausted ? null : (
          <span className="rounded-full bg-volt-400 px-3 py-1 text-sm font-extrabold text-volt-950">
            Free during the launch
          </span>
        )}
      </p>
      <ProBenefits compact tone="hero" className="mt-5 max-sm:hidden" />

      {free ? (
        <div className="mt-5">
          <p className="text-sm text-brand-100">
            {exhausted ? (
              'All free launch upgrades have been claimed.'
            ) : (
              <>
                <strong className="font-extrabold text-white">
                  {formatNumber(free.remainingFreeUpgrades)}
                </strong>{' '}
                of {formatNumber(free.maxFreeUpgrades)} free upgrades left
              </>
            )}
          </p>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-white/15">
            <div
              className="h-full rounded-full bg-volt-400"
              style={{ width: `${Math.round(claimedShare * 100)}%` }}
            />
          </div>
        </div>
      ) : null}

      <Button variant="accent" size="lg" className="mt-6 w-full" onClick={onUpgrade}>
        {exhausted ? (
          <MailCheck aria-hidden="true" className="size-5" />
        ) : (
          <Crown aria-hidden="true" className="size-5" />
        )}
        {exhausted ? 'Join the Pro waitlist' : 'Upgrade to Pro'}
      </Button>
    </GlassPanel>
  );
}
