// A changed (or deleted) prediction is shown at once in every cached list; the refetch that
// follows (lib/invalidate-after.ts) then confirms it.
import type { Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
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
