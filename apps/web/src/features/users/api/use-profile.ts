// TanStack Query hooks of the profile pages: stats, the points ledger, accuracy over time and a
// player's predictions. The signed-in player's queries wait for a signed-in user.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';
import {
  fetchAccuracyHistory,
  fetchLedgerPage,
  fetchProfileById,
  fetchProfileByUsername,
} from './users-api';

/** Ledger rows per "Load more". */
export const LEDGER_LIST_PAGE = 10;
/** The balance chart plots up to this many of the latest movements (the server's maximum). */
export const LEDGER_CHART_LIMIT = 200;

/** The signed-in player's stats (points, accuracy, counts, rank, badges). */
export function useMyProfile(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.users.myProfile(userId ?? ''),
    queryFn: ({ signal }) => fetchProfileById(userId ?? '', signal),
    enabled: userId !== null,
  });
}

/** Anyone's public profile by username; a 404 leaves `isNotFound` true. */
export function usePlayerProfile(username: string) {
  const query = useQuery({
    queryKey: queryKeys.users.player(username),
    queryFn: ({ signal }) => fetchProfileByUsername(username, signal),
    enabled: username !== '',
  });
  const isNotFound = query.isError && isApiError(query.error) && query.error.status === 404;
  return { ...query, isNotFound };
}

export function useMyLedger(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.users.myLedgerList(),
    queryFn: ({ pageParam, signal }) =>
      fetchLedgerPage({ cursor: pageParam, limit: LEDGER_LIST_PAGE, signal }),
    ...cursorPaging,
    enabled,
  });
}

/** The latest movements for the balance chart, in one request. */
export function useMyLedgerForChart(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.users.myLedgerChart(),
    queryFn: ({ signal }) => fetchLedgerPage({ limit: LEDGER_CHART_LIMIT, signal }),
    enabled,
  });
}

/** Accuracy over time: the signed-in player's ('me') or another player's, by id. */
export function useAccuracyHistory(userId: string | 'me') {
  return useQuery({
    queryKey:
      userId === 'me' ? queryKeys.users.myAccuracy() : queryKeys.users.playerAccuracy(userId),
    queryFn: ({ signal }) => fetchAccuracyHistory(userId, signal),
  });
}
