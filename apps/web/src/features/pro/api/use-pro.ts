import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import { fetchFreeUpgrades, joinWaitlist, upgradeToPro } from './pro-api';

/** How many free launch upgrades are left ("Pro count"). */
export function useFreeUpgrades({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.pro.freeUpgrades,
    queryFn: ({ signal }) => fetchFreeUpgrades(signal),
    enabled,
  });
}

/**
 * POST /api/users/upgrade-pro. On success the player, the free-upgrade count and every
 * leaderboard are refreshed ("User tier": the leaderboard is then reloaded and the
 * upgrade offer is replaced by a Pro Member badge).
 */
export function useUpgradeToPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => upgradeToPro(),
    onSuccess: (result) => {
      // The answer already holds the new player and count; the refetches confirm them.
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, result.user);
      queryClient.setQueryData(queryKeys.pro.freeUpgrades, result.freeUpgrades);
      void invalidateAfter(queryClient, 'proUpgrade');
    },
    onError: () => {
      // A refusal usually means the count moved (someone took the last one): show the truth.
      void invalidateAfter(queryClient, 'proUpgradeRefused');
    },
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (email: string) => joinWaitlist(email) });
}
