// The predictions one player made (profile and public profile pages), with the card dialogs.
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/current-user';
import { usePlayerPredictions } from '../api/use-predictions';
import { usePredictionDialogs } from '../hooks/use-prediction-dialogs';
import { PredictionGrid, PredictionGridSkeleton, PredictionsLoadError } from './prediction-grid';

/** Predictions per "Load more" on a profile. */
const PAGE_SIZE = 6;

type PlayerPredictionsProps = {
  userId: string;
  title: string;
  /** Beside the title (e.g. Make a prediction). */
  action?: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
  /** A visitor pressed Join or Interact. */
  onRequireSignIn(): void;
};

export function PlayerPredictions({
  userId,
  title,
  action,
  emptyTitle,
  emptyDescription,
  emptyAction,
  onRequireSignIn,
}: PlayerPredictionsProps) {
  const { user } = useCurrentUser();
  const list = usePlayerPredictions(userId, PAGE_SIZE);
  const predictions = list.data?.pages.flatMap((page) => page.data) ?? [];
  const { actions, dialogs } = usePredictionDialogs(predictions, onRequireSignIn);
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  const headingId = `player-predictions-${userId}`;

  let body;
  if (list.isPending) {
    body = <PredictionGridSkeleton count={3} />;
  } else if (list.isError && predictions.length === 0) {
    body = (
      <PredictionsLoadError
        description="Something went wrong while loading these predictions."
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (predictions.length === 0) {
    body = (
      <EmptyState
        icon={Sparkles}
        headingLevel="h3"
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  } else {
    body = (
      <PredictionGrid
        predictions={predictions}
        viewer={viewer}
        actions={actions}
        labelledBy={headingId}
        hasNextPage={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-black tracking-tight sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {body}
      {dialogs}
    </section>
  );
}
