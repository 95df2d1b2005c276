// TanStack Query hooks of the predictions feature that Home's first load needs: the feed, the
// stats and the cards' vote. A call's page and a player's lists read through
// prediction-pages-api.ts; the other writes (create, edit, join, jump on, bet against) are in
// use-prediction-mutations.ts, loaded with the dialogs that make them.
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
import { cursorPaging } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import type { PredictionFilters } from '../hooks/prediction-filters';
import { afterPredictionWrite, afterRefusedWrite } from './prediction-cache';
import { fetchHomeStats, fetchPredictionPage, votePrediction } from './predictions-api';

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
