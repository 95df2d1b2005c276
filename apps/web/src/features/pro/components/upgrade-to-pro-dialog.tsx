// Upgrade to Pro ("Dialogs on Home", "User tier"; docs/rules/game.md): the price,
// the benefits and the launch promotion's remaining count; Upgrade claims a free upgrade, a
// success banner shows and the dialog closes after 3 s. Errors show the server's message. When
// no free upgrade is left the dialog offers the Pro waitlist instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { PRO_PRICE_LABEL, SUCCESS_BANNER_MS } from '@boldcall/shared/constants';
import { PRO_MSG, waitlistJoinSchema } from '@boldcall/shared/schemas/pro';
import type { FreeUpgrades } from '@boldcall/shared/schemas/pro';
import { Crown, LogIn, MailCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormError, FormSuccess, TextField } from '@/components/ui/form-field';
import { GridLines } from '@/components/ui/hero';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { PROMOTION_EXHAUSTED } from '../api/pro-api';
import { useFreeUpgrades, useJoinWaitlist, useUpgradeToPro } from '../api/use-pro';
import { ProBenefits } from './pro-benefits';

type UpgradeToProDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A visitor pressed Upgrade: close this and ask them to sign in. */
  onRequireSignIn(): void;
};

export function UpgradeToProDialog({
  open,
  onOpenChange,
  onRequireSignIn,
}: UpgradeToProDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeading
          title="Upgrade to Pro"
          description="More points to play with, your own leagues and the PRO badge."
        >
          <div className="mb-1 grid size-12 place-items-center rounded-2xl bg-linear-to-br from-amber-300 to-yellow-500 text-amber-950 shadow-sm shadow-amber-900/20">
            <Crown aria-hidden="true" className="size-6" strokeWidth={2.25} />
          </div>
        </DialogHeading>
        {/* Mounted only while open, so every opening starts fresh. */}
        <UpgradeBody
          onClose={() => onOpenChange(false)}
          onRequireSignIn={() => {
            onOpenChange(false);
            onRequireSignIn();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function UpgradeBody({ onClose, onRequireSignIn }: { onClose(): void; onRequireSignIn(): void }) {
  const { user } = useCurrentUser();
  const freeUpgrades = useFreeUpgrades();
  const upgrade = useUpgradeToPro();
  const free = freeUpgrades.data ?? null;

  const closeAfterBanner = useEffectEvent(onClose);
  useEffect(() => {
    if (!upgrade.isSuccess) return;
    const timer = setTimeout(closeAfterBanner, SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [upgrade.isSuccess]);

  const refusal =
    isApiError(upgrade.error) && upgrade.error.code === PROMOTION_EXHAUSTED ? upgrade.error : null;
  const refusedExhausted = refusal !== null;
  const exhausted = refusedExhausted || (free !== null && free.remainingFreeUpgrades <= 0);

  let body;
  if (upgrade.isSuccess) {
    body = (
      <Done icon={Crown} onClose={onClose}>
        Welcome to Pro, {upgrade.data.user.username}! Your balance is now{' '}
        {formatNumber(upgrade.data.user.points)} points.
      </Done>
    );
  } else if (user?.isPro) {
    body = <Done onClose={onClose}>{PRO_MSG.alreadyPro}</Done>;
  } else if (exhausted) {
    body = (
      <WaitlistForm
        email={user?.email ?? ''}
        // The server's refusal carries the same text; the count alone gets the shared one.
        notice={refusal?.message ?? PRO_MSG.promotionExhausted}
        onClose={onClose}
      />
    );
  } else {
    body = (
      <>
        <FormError>{upgrade.error?.message}</FormError>
        <DialogFooter className="mt-0">
          <Button variant="outline" onClick={onClose}>
            Maybe later
          </Button>
          {user ? (
            <Button onClick={() => upgrade.mutate()} loading={upgrade.isPending}>
              {upgrade.isPending ? null : <Crown aria-hidden="true" className="size-4" />}
              {free?.freeUpgradesAvailable === false ? 'Upgrade to Pro' : 'Upgrade for free'}
            </Button>
          ) : (
            <Button onClick={onRequireSignIn}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign in to upgrade
            </Button>
          )}
        </DialogFooter>
      </>
    );
  }

  const isPro = upgrade.isSuccess || user?.isPro === true;
  return (
    <div className="mt-5 flex flex-col gap-5">
      {isPro ? null : <PricePanel free={free} exhausted={exhausted} />}
      {/* On the waitlist the form matters most: the benefits shrink to their titles. */}
      <ProBenefits compact={exhausted && !isPro} />
      {body}
    </div>
  );
}

function PricePanel({ free, exhausted }: { free: FreeUpgrades | null; exhausted: boolean }) {
  return (
    <div className="relative isolate overflow-hidden rounded-2xl bg-hero p-5 text-white">
      <GridLines />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="block text-xs font-bold tracking-[0.14em] text-volt-300 uppercase">
            BoldCall Pro
          </span>
          <span
            className={
              exhausted
                ? 'text-3xl font-black tracking-tight'
                : 'text-3xl font-black tracking-tight text-white/70 line-through decoration-volt-400 decoration-2'
            }
          >
            {PRO_PRICE_LABEL}
          </span>
        </p>
        {exhausted ? null : (
          <span className="rounded-full bg-volt-400 px-3 py-1 text-sm font-extrabold text-volt-950">
            Free during the launch
          </span>
        )}
      </div>
      {/* Exhausted: the waitlist notice below says so. */}
      {exhausted ? null : (
        <p aria-live="polite" className="mt-3 text-sm text-brand-100">
          {free === null ? (
            'The first upgrades of the launch are free.'
          ) : (
            <>
              Launch offer: the first {formatNumber(free.maxFreeUpgrades)} upgrades are free.{' '}
              <strong className="font-extrabold text-white">
                {formatNumber(free.remainingFreeUpgrades)} free{' '}
                {free.remainingFreeUpgrades === 1 ? 'upgrade' : 'upgrades'} left.
              </strong>
            </>
          )}
        </p>
      )}
    </div>
  );
}

const waitlistFormSchema = waitlistJoinSchema.pick({ email: true });

type WaitlistFormProps = { email: string; notice: string; onClose(): void };

function WaitlistForm({ email, notice, onClose }: WaitlistFormProps) {
  const join = useJoinWaitlist();
  const form = useForm({
    resolver: zodResolver(waitlistFormSchema),
    defaultValues: { email },
  });
  const { errors } = form.formState;

  if (join.isSuccess) {
    return (
      <Done icon={MailCheck} onClose={onClose}>
        {join.data.alreadyJoined
          ? `${join.data.email} is already on the waitlist. We'll e-mail you when Pro opens again.`
          : PRO_MSG.waitlistJoined}
      </Done>
    );
  }

  return (
    <form
      noValidate
      aria-label="Pro waitlist"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => join.mutate(values.email))}
    >
      <p className="rounded-xl border border-amber-400/50 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
        {notice}
      </p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormError>{join.error?.message}</FormError>
      <DialogFooter className="mt-0">
        <Button variant="outline" onClick={onClose}>
          Maybe later
        </Button>
        <Button type="submit" loading={join.isPending}>
          {join.isPending ? null : <MailCheck aria-hidden="true" className="size-4" />}
          Join the waitlist
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A step that worked: the green note (with its icon) and Close. */
function Done({
  icon: Icon,
  onClose,
  children,
}: {
  icon?: LucideIcon;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <>
      <FormSuccess>
        {Icon ? (
          <span className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{children}</span>
          </span>
        ) : (
          children
        )}
      </FormSuccess>
      <DialogFooter className="mt-0">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
