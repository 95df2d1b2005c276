// Ledger reasons (LEDGER_REASONS in constants.ts) in words, for the points history.
import type { LedgerReason } from '@boldcall/shared/constants';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { formatNumber } from '@/lib/format';

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  signup: 'Sign-up bonus',
  pro_upgrade: 'Pro upgrade',
  pro_refresh: 'Monthly Pro refresh',
  prediction_wager: 'Prediction wager',
  join_wager: 'Joined a prediction',
  jump_wager: 'Jumped on a prediction',
  bet_wager: 'Bet against a prediction',
  jump_bonus: 'Jump-on bonus',
  payout: 'Payout',
  bet_forfeit: 'Won a bet against you',
  refund: 'Wager refunded',
  nfl_pick_wager: 'NFL pick wager',
  nfl_pick_payout: 'NFL pick payout',
  season_wager: 'Season predictor wager',
  season_payout: 'Season predictor payout',
  admin_adjustment: 'Adjustment by an admin',
};

/** An unknown (newer) reason shows readably rather than as a raw code. */
export function ledgerReasonLabel(reason: string): string {
  const known = (LEDGER_REASON_LABELS as Record<string, string>)[reason];
  if (known) return known;
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "+20" / "−5" (a real minus sign) / "0". */
export function signedAmount(amount: number): string {
  const abs = Math.abs(amount).toLocaleString('en-US');
  if (amount > 0) return `+${abs}`;
  if (amount < 0) return `\u2212${abs}`;
  return '0';
}

const dateOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The balance chart in one sentence, for screen readers. `entries` newest first. */
export function balanceSummary(entries: readonly LedgerEntry[]): string {
  const first = entries[entries.length - 1];
  const last = entries[0];
  if (!first || !last) return 'No points have moved yet.';
  const balances = entries.map((e) => e.balanceAfter);
  return (
    `Balance over the last ${formatNumber(entries.length)} point movements: ` +
    `${formatNumber(first.balanceAfter)} on ${dateOnly.format(new Date(first.createdAt))}, ` +
    `now ${formatNumber(last.balanceAfter)}. ` +
    `Highest ${formatNumber(Math.max(...balances))}, lowest ${formatNumber(Math.min(...balances))}.`
  );
}
