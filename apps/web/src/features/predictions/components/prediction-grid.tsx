// The grid of prediction cards shared by the home feed and the profile pages: its loading and
// error states, the cards, and "Load more".
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { ListStates, type ListStatesOf, type Refetchable } from '@/components/ui/list-states';
import { LoadMore, type MorePages } from '@/components/ui/load-more';
import { cn } from '@/lib/cn';
import { PredictionCard, PredictionCardSkeleton } from './prediction-card';
import type { CardViewer, PredictionCardActions } from './prediction-card';

// grid-cols-1 (minmax(0, 1fr)), not an implicit auto column: a card never grows past the screen.
const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

function PredictionGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading predictions" className={gridClasses}>
      {Array.from({ length: count }, (_, i) => (
        <PredictionCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * Which of the grid's states to show: skeleton cards, 'Failed to load predictions' with Try
 * Again, the empty state, or the grid (`children`).
 */
export function PredictionListStates({
  skeletons,
  errorDescription,
  children,
  ...states
}: ListStatesOf<{ isPending: boolean; isError: boolean; isRefetching: boolean } & Refetchable> & {
  skeletons: number;
  errorDescription: string;
}) {
  const { query } = states;
  return (
    <ListStates
      {...states}
      loading={<PredictionGridSkeleton count={skeletons} />}
      error={
        <ErrorState
          icon={TriangleExclamationPoint}
          headingLevel="h3"
          title="Failed to load predictions"
          description={errorDescription}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      }
    >
      {children}
    </ListStates>
  );
}

type PredictionGridProps = {
  predictions: Prediction[];
  viewer: CardViewer;
  actions: PredictionCardActions;
  /** Accessible name: a label, or the id of the heading that names the list. */
  label?: string;
  labelledBy?: string;
  /** New results are on their way (e.g. after a filter change): dims the stale cards. */
  busy?: boolean;
  /** The paged query behind the list ("Load more predictions"). */
  pages: MorePages;
  /** A line above a card, by prediction id (the profile's position on it). */
  notes?: ReadonlyMap<string, ReactNode>;
};

export function PredictionGrid({
  predictions,
  viewer,
  actions,
  label,
  labelledBy,
  busy = false,
  pages,
  notes,
}: PredictionGridProps) {
  return (
    <>
      <ul
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        className={cn(gridClasses, 'transition-opacity', busy && 'opacity-60')}
      >
        {predictions.map((prediction) => (
          <li
            key={prediction.id}
            className={
              notes
                ? 'grid min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr] gap-2'
                : undefined
            }
          >
            {notes?.get(prediction.id) ?? null}
            <PredictionCard prediction={prediction} viewer={viewer} {...actions} />
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} size="lg">
        Load more predictions
      </LoadMore>
    </>
  );
}
