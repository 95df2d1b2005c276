// One points movement (docs/rules/game.md ledger): what moved the balance, the call it belongs to
// (linked to the call's page), by how much, the balance after it and when. Used by the profile's
// history and the admin's user details.
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ledgerReasonLabel } from '@/lib/ledger-labels';
import { dateTime, formatNumber, signedAmount } from '@/lib/format';

export function LedgerRow({ entry, compact = false }: { entry: LedgerEntry; compact?: boolean }) {
  const gain = entry.amount > 0;
  const loss = entry.amount < 0;
  const Icon = gain ? ArrowUpRight : loss ? ArrowDownRight : Minus;
  // A jump-on bonus held or cancelled moves no balance: show the held change instead of 0.
  const heldOnly = entry.amount === 0 && entry.heldAmount !== 0;
  return (
    <li className={cn('flex items-center gap-3', compact ? 'py-2.5' : 'py-3 sm:gap-4')}>
      <span
        className={cn(
          'grid shrink-0 place-items-center',
          compact ? 'size-8 rounded-lg' : 'size-9 rounded-xl',
          gain && 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
          loss && 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
          !gain && !loss && 'bg-subtle text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-4" strokeWidth={2.5} />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate font-semibold', compact && 'text-sm')}>
          {ledgerReasonLabel(entry.reason)}
        </p>
        {entry.refText && entry.refId ? (
          <Link
            to={`/p/${encodeURIComponent(entry.refId)}`}
            className="line-clamp-1 text-sm text-ink-muted hover:text-ink hover:underline"
          >
            <span className="sr-only">Call: </span>
            {entry.refText}
          </Link>
        ) : null}
        <p className={cn('text-xs text-ink-muted', !compact && 'sm:text-sm')}>
          <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn(
            'font-extrabold tabular-nums',
            compact && 'text-sm',
            gain && 'text-success-ink',
            loss && 'text-danger-ink',
          )}
        >
          {heldOnly ? (
            <>
              {signedAmount(entry.heldAmount)} held
              <span className="sr-only"> bonus points</span>
            </>
          ) : (
            <>
              {signedAmount(entry.amount)}
              <span className="sr-only"> points</span>
            </>
          )}
        </p>
        <p className={cn('text-xs text-ink-muted tabular-nums', !compact && 'sm:text-sm')}>
          Balance {formatNumber(entry.balanceAfter)}
        </p>
      </div>
    </li>
  );
}
