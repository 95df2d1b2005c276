// Recent Predictions (spec §2): search and filters, the grid with its four states (6 skeletons,
// error with Try Again, empty, no match), "Load more", and the card dialogs.
import { HOME_SKELETONS } from '@boldcall/shared/constants';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { ChevronDown, PenLine, SearchX, Sparkles, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { usePredictionFeed } from '../api/use-predictions';
import { hasActiveFilters, usePredictionFilters } from '../hooks/prediction-filters';
import { EditPredictionDialog } from './edit-prediction-dialog';
import { InteractDialog } from './interact-dialog';
import { JoinPredictionDialog } from './join-prediction-dialog';
import { PredictionCard, PredictionCardSkeleton } from './prediction-card';
import type { PredictionCardActions } from './prediction-card';
import { PredictionFiltersBar } from './prediction-filters-bar';

type PredictionFeedProps = {
  /** Opens the create dialog (or asks a visitor to sign up). */
  onCreate(): void;
  /** A visitor pressed Join or Interact. */
  onRequireSignIn(): void;
  onRespond?: PredictionCardActions['onRespond'];
  onModerate?: PredictionCardActions['onModerate'];
};

type OpenDialog = { kind: 'join' | 'interact' | 'edit'; prediction: Prediction } | null;

export function PredictionFeed({
  onCreate,
  onRequireSignIn,
  onRespond,
  onModerate,
}: PredictionFeedProps) {
  const { user } = useCurrentUser();
  const { filters, update, searchText, setSearchText, clear } = usePredictionFilters();
  const feed = usePredictionFeed(filters);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const predictions = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = hasActiveFilters(filters);
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  // The Interact dialog follows the live copy, so counts and "your vote" update in place.
  const live = (p: Prediction) => predictions.find((item) => item.id === p.id) ?? p;

  const requireUser = (kind: 'join' | 'interact') => (prediction: Prediction) => {
    if (!user) onRequireSignIn();
    else setDialog({ kind, prediction });
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  let body;
  if (feed.isPending) {
    body = (
      <div role="status" aria-label="Loading predictions" className={gridClasses}>
        {Array.from({ length: HOME_SKELETONS }, (_, i) => (
          <PredictionCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (feed.isError && predictions.length === 0) {
    body = (
      <EmptyState
        icon={TriangleExclamationPoint}
        tone="danger"
        headingLevel="h3"
        title="Failed to load predictions"
        description="Something went wrong while loading the latest calls."
        action={
          <Button onClick={() => feed.refetch()} loading={feed.isRefetching}>
            Try Again
          </Button>
        }
      />
    );
  } else if (predictions.length === 0 && filtered) {
    body = (
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        title="No Matching Predictions"
        description="Try adjusting your search terms or filters."
        action={
          <Button variant="outline" onClick={clear}>
            Clear Search & Filters
          </Button>
        }
      />
    );
  } else if (predictions.length === 0) {
    body = (
      <EmptyState
        icon={Sparkles}
        headingLevel="h3"
        title="No Predictions Yet"
        description="Be the first to make a bold prediction!"
        action={
          <Button onClick={onCreate}>
            <PenLine aria-hidden="true" className="size-4" />
            Make a prediction
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul
          aria-label="Predictions"
          aria-busy={feed.isPlaceholderData || undefined}
          className={cn(gridClasses, 'transition-opacity', feed.isPlaceholderData && 'opacity-60')}
        >
          {predictions.map((prediction) => (
            <li key={prediction.id}>
              <PredictionCard
                prediction={prediction}
                viewer={viewer}
                onJoin={requireUser('join')}
                onInteract={requireUser('interact')}
                onEdit={(p) => setDialog({ kind: 'edit', prediction: p })}
                onRespond={onRespond}
                onModerate={onModerate}
              />
            </li>
          ))}
        </ul>
        {feed.hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              onClick={() => feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage ? null : (
                <ChevronDown aria-hidden="true" className="size-5" />
              )}
              Load more predictions
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="recent-predictions-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.14em] text-brand-ink uppercase">The feed</p>
          <h2
            id="recent-predictions-title"
            className="mt-1 text-3xl font-black tracking-tight sm:text-4xl"
          >
            Recent Predictions
          </h2>
        </div>
        {user ? (
          <Button onClick={onCreate} className="max-sm:hidden">
            <PenLine aria-hidden="true" className="size-4" />
            Make a prediction
          </Button>
        ) : null}
      </div>
      <PredictionFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
      />
      {body}

      <JoinPredictionDialog
        prediction={dialog?.kind === 'join' ? dialog.prediction : null}
        onOpenChange={close}
      />
      <InteractDialog
        prediction={dialog?.kind === 'interact' ? live(dialog.prediction) : null}
        onOpenChange={close}
      />
      <EditPredictionDialog
        prediction={dialog?.kind === 'edit' ? dialog.prediction : null}
        onOpenChange={close}
      />
    </section>
  );
}

const gridClasses = 'grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';
