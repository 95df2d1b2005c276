// TanStack Query hooks of the admin panel. A decision (resolve, merge, upgrade) refreshes the
// panel, the predictions everywhere, the stats, the leaderboard and the signed-in user (whose
// balance may have moved: an admin can also play). Keys of other features are named here as
// plain arrays: a feature does not import another one.
import type { MergePredictionsInput, ResolvePredictionInput } from '@boldcall/shared/schemas/admin';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import {
  adminKeys,
  fetchAudit,
  fetchDashboard,
  fetchFreeUpgrades,
  fetchMergeSuggestions,
  fetchPendingPredictions,
  fetchUserDetail,
  fetchUserLedger,
  fetchUserPredictions,
  fetchUsers,
  mergePredictions,
  resolvePrediction,
  setMustChangePassword,
  upgradeUserToPro,
} from './admin-api';

const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;
const firstPage = undefined as string | undefined;

function useRefreshAfterAdminAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        adminKeys.all,
        ['predictions'],
        ['stats'],
        // ['users', 'me'] (the balance in the navigation) and the public profiles.
        ['users'],
        ['leaderboard'],
        ['notifications'],
        ['pro'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function usePendingPredictions() {
  return useInfiniteQuery({
    queryKey: adminKeys.pending(),
    queryFn: ({ pageParam, signal }) => fetchPendingPredictions({ cursor: pageParam, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
  });
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => fetchDashboard(signal),
  });
}

export function useFreeUpgrades() {
  return useQuery({
    queryKey: adminKeys.freeUpgrades(),
    queryFn: ({ signal }) => fetchFreeUpgrades(signal),
  });
}

export function useMergeSuggestions() {
  return useQuery({
    queryKey: adminKeys.mergeSuggestions(),
    queryFn: ({ signal }) => fetchMergeSuggestions(signal),
  });
}

export function useResolvePrediction() {
  const refresh = useRefreshAfterAdminAction();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolvePredictionInput & { id: string }) =>
      resolvePrediction(id, body),
    onSuccess: () => refresh(),
  });
}

export function useMergePredictions() {
  const refresh = useRefreshAfterAdminAction();
  return useMutation({
    mutationFn: (body: MergePredictionsInput) => mergePredictions(body),
    onSuccess: () => refresh(),
  });
}

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam, signal }) => fetchUsers(q, { cursor: pageParam, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    // A new search keeps the previous results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUserDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => fetchUserDetail(id ?? '', signal),
    enabled: id !== null,
  });
}

type FirstPage<T> = { data: T[]; nextCursor: string | null };

/** The ledger after the detail's first page (given as `first`), with "Load more". */
export function useAdminUserLedger(id: string, first: FirstPage<LedgerEntry>) {
  return useInfiniteQuery({
    queryKey: adminKeys.userLedger(id),
    queryFn: ({ pageParam, signal }) => fetchUserLedger(id, { cursor: pageParam, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    initialData: { pages: [first], pageParams: [firstPage] },
  });
}

export function useAdminUserPredictions(id: string, first: FirstPage<Prediction>) {
  return useInfiniteQuery({
    queryKey: adminKeys.userPredictions(id),
    queryFn: ({ pageParam, signal }) => fetchUserPredictions(id, { cursor: pageParam, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    initialData: { pages: [first], pageParams: [firstPage] },
  });
}

export function useUpgradeUserToPro() {
  const refresh = useRefreshAfterAdminAction();
  return useMutation({
    mutationFn: (id: string) => upgradeUserToPro(id),
    onSuccess: () => refresh(),
  });
}

export function useSetMustChangePassword(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => setMustChangePassword(id, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam, signal }) => fetchAudit({ cursor: pageParam, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
  });
}
