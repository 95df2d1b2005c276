// TanStack Query hooks of the predictions feature. Every action patches the changed prediction
// into the cached lists, then refreshes what a prediction write changes (lib/invalidate-after.ts:
// the lists, the stats, the leaderboard and the signed-in user, whose balance the navigation shows).
import { HOME_RECENT_PREDICTIONS } from '@boldcall/shared/constants';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type {
  CreatePredictionInput,
  EditPredictionInput,
  Prediction,
} from '@boldcall/shared/schemas/predictions';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import type { PredictionFilters } from '../hooks/prediction-filters';
import { patchPredictionLists } from './prediction-cache';
import {
  betAgainstPrediction,
  createPrediction,
  editPrediction,
  fetchHomeStats,
  fetchPrediction,
  fetchPlayerPositionPage,
  fetchPlayerPredictionPage,
  fetchPredictionPage,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from './predictions-api';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The home grid: 9 at a time, more with "Load more" through the cursor. */
export function usePredictionFeed(filters: PredictionFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.predictions.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchPredictionPage(filters, { cursor: pageParam, limit: HOME_RECENT_PREDICTIONS, signal }),
    ...cursorPaging,
    // Changing a filter keeps the current cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The predictions one player made, a few at a time (profile pages). */
export function usePlayerPredictions(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.predictions.byPlayer(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchPlayerPredictionPage(userId, { cursor: pageParam, limit: pageSize, signal }),
    ...cursorPaging,
  });
}

/** Every position one player holds, a few at a time (profile pages). */
export function usePlayerPositions(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.predictions.positions(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchPlayerPositionPage(userId, { cursor: pageParam, limit: pageSize, signal }),
    ...cursorPaging,
  });
}

/** One call (its page). A 404 is final: no retries. */
export function usePrediction(id: string) {
  return useQuery({
    queryKey: queryKeys.predictions.detail(id),
    queryFn: ({ signal }) => fetchPrediction(id, signal),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export function useHomeStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: ({ signal }) => fetchHomeStats(signal) });
}

/** A mutation answering the changed prediction: patched into the lists, then refreshed. */
function usePredictionMutation<V>(mutationFn: (variables: V) => Promise<Prediction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (updated) => {
      patchPredictionLists(queryClient, { updated });
      return invalidateAfter(queryClient, 'prediction');
    },
  });
}

export function useCreatePrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePredictionInput) => createPrediction(body),
    // A new prediction has no place in the cached lists yet: the refetch brings it.
    onSuccess: () => invalidateAfter(queryClient, 'prediction'),
  });
}

export function useEditPrediction(id: string) {
  return usePredictionMutation((body: EditPredictionInput) => editPrediction(id, body));
}

export function useJoinPrediction(id: string) {
  return usePredictionMutation((pointsWagered: number) => joinPrediction(id, pointsWagered));
}

export function useVotePrediction(id: string) {
  return usePredictionMutation((voteType: VoteType) => votePrediction(id, voteType));
}

export function useJumpOnPrediction(id: string) {
  return usePredictionMutation((wager: number) => jumpOnPrediction(id, wager));
}

export function useBetAgainstPrediction(id: string) {
  return usePredictionMutation((wager: number) => betAgainstPrediction(id, wager));
}
