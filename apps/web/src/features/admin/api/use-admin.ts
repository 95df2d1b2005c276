// TanStack Query hooks of the admin panel. A decision (resolve, merge, upgrade) refreshes what
// an admin decision changes (lib/invalidate-after.ts): the panel, the predictions everywhere,
// the stats, the leaderboard, the profiles and the signed-in user (an admin can also play).
import type { MergePredictionsInput, ResolvePredictionInput } from '@boldcall/shared/schemas/admin';
import type { PredictionList } from '@boldcall/shared/schemas/predictions';
import type { LedgerPage } from '@boldcall/shared/schemas/users';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { cursorPaging, firstPageData } from '@/lib/cursor-pages';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import {
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

const keys = queryKeys.admin;

export function usePendingPredictions() {
  return useInfiniteQuery({
    queryKey: keys.pending(),
    queryFn: ({ pageParam, signal }) => fetchPendingPredictions({ cursor: pageParam, signal }),
    ...cursorPaging,
  });
}

export function useAdminDashboard() {
  return useQuery({ queryKey: keys.dashboard(), queryFn: ({ signal }) => fetchDashboard(signal) });
}

export function useFreeUpgrades() {
  return useQuery({
    queryKey: keys.freeUpgrades(),
    queryFn: ({ signal }) => fetchFreeUpgrades(signal),
  });
}

export function useMergeSuggestions(threshold: number) {
  return useQuery({
    queryKey: keys.mergeSuggestions(threshold),
    queryFn: ({ signal }) => fetchMergeSuggestions(threshold, signal),
  });
}

export function useResolvePrediction() {
  const refresh = useInvalidateAfter('adminDecision');
  return useMutation({
    mutationFn: ({ id, ...body }: ResolvePredictionInput & { id: string }) =>
      resolvePrediction(id, body),
    onSuccess: refresh,
  });
}

export function useMergePredictions() {
  const refresh = useInvalidateAfter('adminDecision');
  return useMutation({
    mutationFn: (body: MergePredictionsInput) => mergePredictions(body),
    onSuccess: refresh,
  });
}

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: keys.users(q),
    queryFn: ({ pageParam, signal }) => fetchUsers(q, { cursor: pageParam, signal }),
    ...cursorPaging,
    // A new search keeps the previous results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUserDetail(id: string | null) {
  return useQuery({
    queryKey: keys.user(id ?? ''),
    queryFn: ({ signal }) => fetchUserDetail(id ?? '', signal),
    enabled: id !== null,
  });
}

/** A list of the user detail after its first page (given as `first`), with "Load more". */
function useUserDetailPages<P extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  fetchPage: (page: { cursor: string | undefined; signal: AbortSignal }) => Promise<P>,
  first: P,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ cursor: pageParam, signal }),
    ...cursorPaging,
    initialData: firstPageData(first),
  });
}

/** The ledger after the detail's first page (given as `first`), with "Load more". */
export function useAdminUserLedger(id: string, first: LedgerPage) {
  return useUserDetailPages(keys.userLedger(id), (page) => fetchUserLedger(id, page), first);
}

export function useAdminUserPredictions(id: string, first: PredictionList) {
  return useUserDetailPages(
    keys.userPredictions(id),
    (page) => fetchUserPredictions(id, page),
    first,
  );
}

export function useUpgradeUserToPro() {
  const refresh = useInvalidateAfter('adminDecision');
  return useMutation({ mutationFn: (id: string) => upgradeUserToPro(id), onSuccess: refresh });
}

export function useSetMustChangePassword(id: string) {
  const refresh = useInvalidateAfter('adminUserFlag');
  return useMutation({
    mutationFn: (value: boolean) => setMustChangePassword(id, value),
    onSuccess: refresh,
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: keys.audit(),
    queryFn: ({ pageParam, signal }) => fetchAudit({ cursor: pageParam, signal }),
    ...cursorPaging,
  });
}
