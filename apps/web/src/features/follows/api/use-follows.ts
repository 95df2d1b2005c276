// Hooks of following players and watching calls (docs/rules/follows.md). Each write patches
// what it changed from the answer (the profile's relation and count, the watch state), then
// refreshes through lib/invalidate-after.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import { fetchWatch, setFollow, setWatch } from './follows-api';

/** Follows or unfollows the player whose profile is cached under their username. */
export function useSetFollow(player: { id: string; username: string }) {
  const queryClient = useQueryClient();
  const refresh = useInvalidateAfter('follow');
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(player.id, follow),
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(
        queryKeys.users.player(player.username),
        (profile) => profile && { ...profile, ...state },
      );
      void refresh();
    },
  });
}

/** Whether the signed-in player watches the call (not asked for a visitor). */
export function useWatch(predictionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.follows.watch(predictionId),
    queryFn: ({ signal }) => fetchWatch(predictionId, signal),
    enabled,
  });
}

export function useSetWatch(predictionId: string) {
  const queryClient = useQueryClient();
  const refresh = useInvalidateAfter('watch');
  return useMutation({
    mutationFn: (watch: boolean) => setWatch(predictionId, watch),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.follows.watch(predictionId), state);
      void refresh();
    },
  });
}
