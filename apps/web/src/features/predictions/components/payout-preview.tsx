// The payout preview of the Join, Jump on, Bet against and Create forms: what the wager
// entered returns on a win and what it loses, from the shared settlement rules.
import type { StakePosition } from '@boldcall/shared/rules/payouts';
import { formatNumber } from '@/lib/format';
import { payoutFigures } from './payout-figures';

type PayoutPreviewProps = {
  position: StakePosition;
  /** The wager as typed (NaN while the box is empty). */
  wager: number;
  /**
   * `tiles`: the win and the loss side by side (the bet sheet); `sentence`: one line under the
   * create form, shown once a wager is entered.
   */
  variant?: 'tiles' | 'sentence';
};

export function PayoutPreview({ position, wager, variant = 'tiles' }: PayoutPreviewProps) {
  const figures = payoutFigures(position, wager);
  if (variant === 'sentence') {
    if (figures.wager === 0) return null;
    return (
      <p className="rounded-xl border border-line px-4 py-3 text-sm text-ink-muted">
        Right call: you get{' '}
        <strong className="font-bold text-success-ink">
          {formatNumber(figures.returned)} points
        </strong>{' '}
        back. Wrong call: you lose your {formatNumber(figures.wager)}.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div className="rounded-xl bg-green-50 px-4 py-3 dark:bg-green-500/10">
        <dt className="font-semibold text-ink-muted">{figures.winsOn}: you get back</dt>
        <dd className="mt-0.5 text-lg font-black text-success-ink tabular-nums">
          {formatNumber(figures.returned)} points
        </dd>
      </div>
      <div className="rounded-xl bg-red-50 px-4 py-3 dark:bg-red-500/10">
        <dt className="font-semibold text-ink-muted">{figures.losesOn}: you lose</dt>
        <dd className="mt-0.5 text-lg font-black text-danger-ink tabular-nums">
          {formatNumber(figures.wager)} points
        </dd>
      </div>
    </dl>
  );
}
