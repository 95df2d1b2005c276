import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import type { LeaderboardFilters } from '../hooks/leaderboard-filters';
import { fetchLeaderboardPage, LeaderboardFormatError } from './leaderboard-api';

/** A 4xx or a malformed body will not change on a retry; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof LeaderboardFormatError) return false;
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < 1;
}

/** The board, a page at a time through the server's cursor ("Load more"). */
export function useLeaderboard(filters: LeaderboardFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.leaderboard.board(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchLeaderboardPage(filters, { cursor: pageParam, signal }),
    ...cursorPaging,
    // Switching a filter keeps the current board on screen until the new one arrives.
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
}

/** The catalogue's texts for a failed load ("Leaderboard"). */
export function leaderboardErrorMessage(error: unknown): string {
  return error instanceof LeaderboardFormatError
    ? 'Invalid leaderboard data format'
    : 'Failed to load leaderboard data';
}
