// TanStack Query hooks of the predictions feature. Every action refreshes the lists, the stats
// and the signed-in user (so the balance in the navigation follows each points movement).
import { HOME_RECENT_PREDICTIONS } from '@boldcall/shared/constants';
import type { Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import type { PredictionFilters } from '../hooks/prediction-filters';
import {
  betAgainstPrediction,
  createPrediction,
  editPrediction,
  fetchHomeStats,
  fetchPlayerPositionPage,
  fetchPlayerPredictionPage,
  fetchPredictionPage,
  joinPrediction,
  jumpOnPrediction,
  predictionKeys,
  statsQueryKey,
  votePrediction,
} from './predictions-api';
import type { CreatePredictionBody } from './predictions-api';
import type { EditPredictionInput } from '@boldcall/shared/schemas/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';

/** The home grid: 9 at a time, more with "Load more" through the cursor. */
export function usePredictionFeed(filters: PredictionFilters) {
  return useInfiniteQuery({
    queryKey: predictionKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchPredictionPage(filters, { cursor: pageParam, limit: HOME_RECENT_PREDICTIONS, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Changing a filter keeps the current cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The predictions one player made, a few at a time (profile pages). */
export function usePlayerPredictions(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: predictionKeys.byPlayer(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchPlayerPredictionPage(userId, { cursor: pageParam, limit: pageSize, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every position one player holds, a few at a time (profile pages). */
export function usePlayerPositions(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: predictionKeys.positions(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchPlayerPositionPage(userId, { cursor: pageParam, limit: pageSize, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useHomeStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => fetchHomeStats(signal) });
}

/** Puts the server's fresh copy of one prediction into every cached list at once. */
function patchCachedPrediction(queryClient: QueryClient, updated: Prediction) {
  queryClient.setQueriesData<InfiniteData<PredictionList>>(
    { queryKey: predictionKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((p) => (p.id === updated.id ? updated : p)),
        })),
      },
  );
}

function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  return async (updated?: Prediction) => {
    if (updated) patchCachedPrediction(queryClient, updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: predictionKeys.all }),
      queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['leaderboard'] }),
    ]);
  };
}

export function useCreatePrediction() {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (body: CreatePredictionBody) => createPrediction(body),
    onSuccess: () => refresh(),
  });
}

export function useEditPrediction(id: string) {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (body: EditPredictionInput) => editPrediction(id, body),
    onSuccess: (updated) => refresh(updated),
  });
}

export function useJoinPrediction(id: string) {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (pointsWagered: number) => joinPrediction(id, pointsWagered),
    onSuccess: (updated) => refresh(updated),
  });
}

export function useVotePrediction(id: string) {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (voteType: VoteType) => votePrediction(id, voteType),
    onSuccess: (updated) => refresh(updated),
  });
}

export function useJumpOnPrediction(id: string) {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (wager: number) => jumpOnPrediction(id, wager),
    onSuccess: (updated) => refresh(updated),
  });
}

export function useBetAgainstPrediction(id: string) {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (wager: number) => betAgainstPrediction(id, wager),
    onSuccess: (updated) => refresh(updated),
  });
}
