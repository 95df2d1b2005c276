import type { CreateLeagueInput } from '@boldcall/shared/schemas/leagues';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import {
  createLeague,
  deleteLeague,
  fetchLeague,
  fetchLeagueMembers,
  fetchLeagues,
  joinLeague,
  joinLeagueByCode,
  leaveLeague,
  regenerateInviteCode,
  removeLeagueMember,
} from './leagues-api';

/** A 4xx will not change on a retry. */
const retry = (failures: number, error: unknown) =>
  !(isApiError(error) && error.isClientError) && failures < 1;

/** Global, the player's leagues and the public ones, a page at a time. */
export function useLeagues() {
  return useInfiniteQuery({
    queryKey: queryKeys.leagues.list(),
    queryFn: ({ pageParam, signal }) => fetchLeagues(pageParam, signal),
    ...cursorPaging,
    retry,
  });
}

export function useLeague(id: string) {
  return useQuery({
    queryKey: queryKeys.leagues.detail(id),
    queryFn: ({ signal }) => fetchLeague(id, signal),
    retry,
  });
}

export function useLeagueMembers(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.leagues.members(id),
    queryFn: ({ pageParam, signal }) => fetchLeagueMembers(id, pageParam, signal),
    ...cursorPaging,
    enabled,
    retry,
  });
}

/** Leagues and the boards (a league filter may change) are refreshed after any change. */
function refresh(queryClient: QueryClient) {
  void invalidateAfter(queryClient, 'league');
}

/**
 * A league the player can no longer see (left a private one, deleted it) is dropped from the
 * cache first, so no page asks for it again (the server would answer 404).
 */
function forget(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: queryKeys.leagues.detail(id) });
  queryClient.removeQueries({ queryKey: queryKeys.leagues.members(id) });
}

/** A league change that only needs the refresh afterwards. */
function useLeagueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}

export function useCreateLeague() {
  return useLeagueMutation((input: CreateLeagueInput) => createLeague(input));
}

export function useJoinLeagueByCode() {
  return useLeagueMutation((code: string) => joinLeagueByCode(code));
}

export function useJoinLeague() {
  return useLeagueMutation((id: string) => joinLeague(id));
}

export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (league: { id: string; isPrivate: boolean }) => leaveLeague(league.id),
    onSuccess: (result, league) => {
      if (league.isPrivate || result.deleted) forget(queryClient, league.id);
      refresh(queryClient);
    },
  });
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLeague(id),
    onSuccess: (_result, id) => {
      forget(queryClient, id);
      refresh(queryClient);
    },
  });
}

export function useRegenerateInviteCode() {
  return useLeagueMutation((id: string) => regenerateInviteCode(id));
}

export function useRemoveLeagueMember(id: string) {
  return useLeagueMutation((userId: string) => removeLeagueMember(id, userId));
}
