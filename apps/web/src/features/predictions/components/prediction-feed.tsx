// Recent Predictions: search and filters, the grid with its four states (6 skeletons,
// error with Try Again, empty, no match), "Load more", and the card dialogs.
import { HOME_SKELETONS } from '@boldcall/shared/constants';
import { PenLine, SearchX, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionHeading } from '@/components/ui/section-heading';
import { loadedItems } from '@/lib/cursor-pages';
import { useCurrentUser } from '@/lib/current-user';
import { usePredictionFeed } from '../api/use-predictions';
import { hasActiveFilters, usePredictionFilters } from '../hooks/prediction-filters';
import { usePredictionDialogs } from '../hooks/use-prediction-dialogs';
import { PredictionFiltersBar } from './prediction-filters-bar';
import { PredictionGrid, PredictionListStates } from './prediction-grid';

type PredictionFeedProps = {
  /** Opens the create dialog (or asks a visitor to sign up). */
  onCreate(): void;
  /** A visitor pressed a side or a vote. */
  onRequireSignIn(): void;
};

export function PredictionFeed({ onCreate, onRequireSignIn }: PredictionFeedProps) {
  const { user } = useCurrentUser();
  const { filters: chosen, update, searchText, setSearchText, clear } = usePredictionFilters();
  // "Following" is a signed-in player's filter: a visitor's link with it lists everything.
  const filters = user ? chosen : { ...chosen, following: 'all' as const };
  const feed = usePredictionFeed(filters);
  const predictions = loadedItems(feed.data);
  const { actions, dialogs } = usePredictionDialogs(predictions, onRequireSignIn);
  const filtered = hasActiveFilters(filters);
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;

  const body = (
    <PredictionListStates
      query={feed}
      count={predictions.length}
      skeletons={HOME_SKELETONS}
      errorDescription="Something went wrong while loading the latest calls."
      empty={
        filtered ? (
          <EmptyState
            icon={SearchX}
            headingLevel="h3"
            title="No Matching Predictions"
            description={
              filters.following === 'true'
                ? 'Only calls by players you follow are shown: follow players from their profiles.'
                : 'Try adjusting your search terms or filters.'
            }
            action={
              <Button variant="outline" onClick={clear}>
                Clear Search & Filters
              </Button>
            }
          />
        ) : (
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
        )
      }
    >
      <PredictionGrid
        predictions={predictions}
        viewer={viewer}
        actions={actions}
        label="Predictions"
        busy={feed.isPlaceholderData}
        pages={feed}
      />
    </PredictionListStates>
  );

  return (
    <section aria-labelledby="recent-predictions-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="recent-predictions-title" eyebrow="The feed" size="lg">
          Recent Predictions
        </SectionHeading>
        {user ? (
          <Button onClick={onCreate} className="max-sm:hidden">
            <PenLine aria-hidden="true" className="size-4" />
            Make a prediction
          </Button>
        ) : null}
      </div>
      <PredictionFiltersBar
        filters={filters}
        showFollowing={user !== null}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
      />
      {body}

      {dialogs}
    </section>
  );
}
