// Moderation calls ("Moderation"): the admin flags, unflags, confirms or
// denies a response, or deletes; the creator or a joiner responds. Each success refreshes the
// lists, the stats and the signed-in user (a delete refunds points), as the other actions do.
import type { FlagAction } from '@boldcall/shared/rules/moderation';
import { deletedPredictionSchema } from '@boldcall/shared/schemas/admin';
import { predictionSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { predictionKeys, statsQueryKey } from './predictions-api';

const deletedSchema = deletedPredictionSchema.shape.data;

const path = (id: string) => `/predictions/${encodeURIComponent(id)}`;

export function flagPrediction(
  id: string,
  body: { action: FlagAction; adminComment?: string | undefined },
): Promise<Prediction> {
  return api.put(`${path(id)}/flag`, body, { schema: predictionSchema });
}

export function deletePrediction(id: string, adminComment: string | undefined) {
  return api.delete(path(id), adminComment ? { adminComment } : {}, { schema: deletedSchema });
}

export function respondToPrediction(id: string, response: string): Promise<Prediction> {
  return api.put(`${path(id)}/respond`, { response }, { schema: predictionSchema });
}

type ListCache = InfiniteData<PredictionList>;

function useRefreshAfterModeration() {
  const queryClient = useQueryClient();
  return async (change: { updated: Prediction } | { deletedId: string }) => {
    // Show the result at once in every cached list; the refetch below then confirms it.
    queryClient.setQueriesData<ListCache>({ queryKey: predictionKeys.lists() }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data:
                'deletedId' in change
                  ? page.data.filter((p) => p.id !== change.deletedId)
                  : page.data.map((p) => (p.id === change.updated.id ? change.updated : p)),
            })),
          }
        : data,
    );
    await Promise.all(
      [
        predictionKeys.all,
        statsQueryKey,
        currentUserQueryKey,
        ['leaderboard'],
        // Moderation notifies the people concerned; the admin panel lists predictions too.
        ['notifications'],
        ['admin'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

export function useFlagPrediction(id: string) {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: (body: { action: FlagAction; adminComment?: string | undefined }) =>
      flagPrediction(id, body),
    onSuccess: (updated) => refresh({ updated }),
  });
}

export function useDeletePrediction(id: string) {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: (adminComment: string | undefined) => deletePrediction(id, adminComment),
    onSuccess: () => refresh({ deletedId: id }),
  });
}

export function useRespondToPrediction(id: string) {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: (response: string) => respondToPrediction(id, response),
    onSuccess: (updated) => refresh({ updated }),
  });
}
