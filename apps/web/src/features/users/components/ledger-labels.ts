// The balance chart's text alternative.
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { formatNumber } from '@/lib/format';

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
