import type { CreateLeagueInput } from '@boldcall/shared/schemas/leagues';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import {
  createLeague,
  deleteLeague,
  fetchLeague,
  fetchLeagueMembers,
  fetchLeagues,
  joinLeague,
  joinLeagueByCode,
  leagueKeys,
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
    queryKey: leagueKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchLeagues(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry,
  });
}

export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKeys.detail(id),
    queryFn: ({ signal }) => fetchLeague(id, signal),
    retry,
  });
}

export function useLeagueMembers(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: leagueKeys.members(id),
    queryFn: ({ pageParam, signal }) => fetchLeagueMembers(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    retry,
  });
}

/** Leagues and the boards (a league filter may change) are refreshed after any change. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
}

/**
 * A league the player can no longer see (left a private one, deleted it) is dropped from the
 * cache first, so no page asks for it again (the server would answer 404).
 */
function forget(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: leagueKeys.detail(id) });
  queryClient.removeQueries({ queryKey: leagueKeys.members(id) });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeagueInput) => createLeague(input),
    onSuccess: () => refresh(queryClient),
  });
}

export function useJoinLeagueByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => joinLeagueByCode(code),
    onSuccess: () => refresh(queryClient),
  });
}

export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => joinLeague(id),
    onSuccess: () => refresh(queryClient),
  });
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => regenerateInviteCode(id),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRemoveLeagueMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeLeagueMember(id, userId),
    onSuccess: () => refresh(queryClient),
  });
}
