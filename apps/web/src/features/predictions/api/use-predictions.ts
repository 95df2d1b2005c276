// TanStack Query hooks of the predictions feature that Home's first load needs: the lists, one
// call, the stats, and the cards' vote. The other writes (create, edit, join, jump on, bet
// against) are in use-prediction-mutations.ts, loaded with the dialogs that make them.
import { HOME_RECENT_PREDICTIONS } from '@boldcall/shared/constants';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import type { PredictionFilters } from '../hooks/prediction-filters';
import { afterPredictionWrite, afterRefusedWrite } from './prediction-cache';
import {
  fetchHomeStats,
  fetchPrediction,
  fetchPlayerPositionPage,
  fetchPlayerPredictionPage,
  fetchPredictionPage,
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

/** One call (its page); a 404 is final (the query client retries no 4xx). */
export function usePrediction(id: string) {
  return useQuery({
    queryKey: queryKeys.predictions.detail(id),
    queryFn: ({ signal }) => fetchPrediction(id, signal),
  });
}

export function useHomeStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: ({ signal }) => fetchHomeStats(signal) });
}

/**
 * A vote on any prediction of a list (the cards' vote buttons), answered by the changed
 * prediction. It runs as a mutation of the query client (the same defaults as useMutation, paused
 * while offline), without useMutation's observer, which Home's first load would otherwise carry.
 */
export function useVoteOnPrediction() {
  const queryClient = useQueryClient();
  const [votingId, setVotingId] = useState<string | null>(null);
  return {
    /** Whether a vote on this prediction is on its way (its buttons wait). */
    isVoting: (id: string) => votingId === id,
    async vote(variables: { id: string; type: VoteType }): Promise<Prediction> {
      setVotingId(variables.id);
      try {
        const mutation = queryClient.getMutationCache().build(queryClient, {
          mutationFn: ({ id, type }: { id: string; type: VoteType }) => votePrediction(id, type),
          onSuccess: (updated) => afterPredictionWrite(queryClient, updated),
          onError: (error) => afterRefusedWrite(queryClient, error),
        });
        return await mutation.execute(variables);
      } finally {
        setVotingId((current) => (current === variables.id ? null : current));
      }
    },
  };
}
