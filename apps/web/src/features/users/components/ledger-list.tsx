// The points history as a list (docs/rules/game.md ledger): what moved the balance, by how much, the
// balance after it and when — newest first, with "Load more".
import { TriangleAlert } from 'lucide-react';
import { LedgerRow } from '@/components/ledger-row';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { SkeletonRow } from '@/components/ui/skeleton';
import { useMyLedger } from '../api/use-profile';
import { loadedItems } from '@/lib/cursor-pages';

/** The signed-in player's ledger. */
export function LedgerList() {
  const ledger = useMyLedger(true);
  const entries = loadedItems(ledger.data);

  if (ledger.isPending) {
    return (
      <div role="status" aria-label="Loading points history" className="divide-y divide-line">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonRow
            key={i}
            className="py-3"
            mark="size-9"
            lines={['w-36', 'w-24']}
            end="h-8 w-16"
          />
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
      <LoadMore pages={ledger} className="mt-4">
        Load more history
      </LoadMore>
    </div>
  );
}
