// Moderation calls ("Moderation"): the admin flags, unflags, confirms or
// denies a response, or deletes; the creator or a joiner responds. Each success refreshes what
// moderation changes (lib/invalidate-after.ts; a delete refunds points, the people concerned
// are notified, the admin panel lists predictions too).
import { deletedPredictionSchema } from '@boldcall/shared/schemas/admin';
import type { FlagPredictionInput } from '@boldcall/shared/schemas/admin';
import { predictionSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidate-after';
import { patchPredictionLists, type PredictionChange } from './prediction-cache';

const deletedSchema = deletedPredictionSchema.shape.data;

const path = (id: string) => `/predictions/${encodeURIComponent(id)}`;

export function flagPrediction(id: string, body: FlagPredictionInput): Promise<Prediction> {
  return api.put(`${path(id)}/flag`, body, { schema: predictionSchema });
}

export function deletePrediction(id: string, adminComment: string | undefined) {
  return api.delete(path(id), adminComment ? { adminComment } : {}, { schema: deletedSchema });
}

export function respondToPrediction(id: string, response: string): Promise<Prediction> {
  return api.put(`${path(id)}/respond`, { response }, { schema: predictionSchema });
}

/** Shows the result at once in every cached list, then refreshes what moderation changes. */
function useRefreshAfterModeration() {
  const queryClient = useQueryClient();
  return (change: PredictionChange) => {
    patchPredictionLists(queryClient, change);
    return invalidateAfter(queryClient, 'moderation');
  };
}

export function useFlagPrediction(id: string) {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: (body: FlagPredictionInput) => flagPrediction(id, body),
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
