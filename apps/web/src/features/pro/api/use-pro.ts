import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import { fetchFreeUpgrades, joinWaitlist, proKeys, upgradeToPro } from './pro-api';

/** How many free launch upgrades are left ("Pro count"). */
export function useFreeUpgrades({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: proKeys.freeUpgrades,
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
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, result.user);
      queryClient.setQueryData(proKeys.freeUpgrades, result.freeUpgrades);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: proKeys.freeUpgrades });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
    onError: () => {
      // A refusal usually means the count moved (someone took the last one): show the truth.
      void queryClient.invalidateQueries({ queryKey: proKeys.freeUpgrades });
    },
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (email: string) => joinWaitlist(email) });
}
