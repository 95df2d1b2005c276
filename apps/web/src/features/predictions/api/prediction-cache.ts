// A changed (or deleted) prediction is shown at once in every cached list; the refetch that
// follows (lib/invalidate-after.ts) then confirms it.
import type { Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { markFirstSuccess } from '@/lib/first-success';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

export type PredictionChange = { updated: Prediction } | { deletedId: string };

export function patchPredictionLists(queryClient: QueryClient, change: PredictionChange): void {
  // The call's own page shows the change too.
  if ('updated' in change) {
    queryClient.setQueryData(queryKeys.predictions.detail(change.updated.id), change.updated);
  }
  queryClient.setQueriesData<InfiniteData<PredictionList>>(
    { queryKey: queryKeys.predictions.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data:
            'deletedId' in change
              ? page.data.filter((p) => p.id !== change.deletedId)
              : page.data.map((p) => (p.id === change.updated.id ? change.updated : p)),
        })),
      },
  );
}

/**
 * After a write that answered the changed prediction (edit, join, vote, jump on, bet against):
 * patched into the lists at once, then what it changed refreshed. A side taken (`stake`) is a
 * first success (the install banner waits for one).
 */
export function afterPredictionWrite(
  queryClient: QueryClient,
  updated: Prediction,
  { stake = false }: { stake?: boolean } = {},
): Promise<void> {
  if (stake) markFirstSuccess();
  patchPredictionLists(queryClient, { updated });
  return invalidateAfter(queryClient, 'prediction');
}

/**
 * A write refused because the call changed since it was shown (a 409: someone joined, it was
 * resolved …): refetch it so the card stops offering what is no longer possible.
 */
export function afterRefusedWrite(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && error.status === 409) {
    void invalidateAfter(queryClient, 'predictionNews');
  }
}
