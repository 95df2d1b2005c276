// The points history as a list (DESIGN §5 ledger): what moved the balance, by how much, the
// balance after it and when — newest first, with "Load more".
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { ArrowDownRight, ArrowUpRight, ChevronDown, Minus, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useMyLedger } from '../api/use-profile';
import { ledgerReasonLabel, signedAmount } from './ledger-labels';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const gain = entry.amount > 0;
  const loss = entry.amount < 0;
  const Icon = gain ? ArrowUpRight : loss ? ArrowDownRight : Minus;
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4">
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-xl',
          gain && 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
          loss && 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
          !gain && !loss && 'bg-subtle text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-4" strokeWidth={2.5} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{ledgerReasonLabel(entry.reason)}</p>
        <p className="text-xs text-ink-muted sm:text-sm">
          <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn(
            'font-extrabold tabular-nums',
            gain && 'text-success-ink',
            loss && 'text-danger-ink',
          )}
        >
          {signedAmount(entry.amount)}
          <span className="sr-only"> points</span>
        </p>
        <p className="text-xs text-ink-muted tabular-nums sm:text-sm">
          Balance {formatNumber(entry.balanceAfter)}
        </p>
      </div>
    </li>
  );
}

/** The signed-in player's ledger. */
export function LedgerList() {
  const ledger = useMyLedger(true);
  const entries = ledger.data?.pages.flatMap((page) => page.data) ?? [];

  if (ledger.isPending) {
    return (
      <div role="status" aria-label="Loading points history" className="divide-y divide-line">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 py-3">
            <Skeleton className="size-9" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </div>
    );
  }
  if (ledger.isError && entries.length === 0) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-subtle px-4 py-3 text-sm">
        <p className="flex items-center gap-2 text-danger-ink">
          <TriangleAlert aria-hidden="true" className="size-4" />
          Failed to load your points history
        </p>
        <Button size="sm" variant="outline" onClick={() => ledger.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (entries.length === 0) {
    return <p className="py-6 text-center text-ink-muted">No points have moved yet.</p>;
  }
  return (
    <div>
      <ul aria-label="Points history" className="divide-y divide-line">
        {entries.map((entry) => (
          <LedgerRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {ledger.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => ledger.fetchNextPage()}
            loading={ledger.isFetchingNextPage}
          >
            {ledger.isFetchingNextPage ? null : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
            Load more history
          </Button>
        </div>
      ) : null}
    </div>
  );
}
