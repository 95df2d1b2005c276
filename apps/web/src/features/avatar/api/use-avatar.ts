import type { AvatarStyle } from '@boldcall/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import { generateAvatar, setAvatar } from './avatar-api';

export function useGenerateAvatar() {
  return useMutation({
    mutationFn: ({ photo, style }: { photo: File; style: AvatarStyle }) =>
      generateAvatar(photo, style),
  });
}

/**
 * PUT /api/users/me/avatar. The picture shows wherever the player does (navigation, cards,
 * leaderboard, profiles), so the player is updated at once and every other query refreshed.
 */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: string) => setAvatar(avatarId),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== currentUserQueryKey[0] ||
          query.queryKey[1] !== currentUserQueryKey[1],
      });
    },
  });
}
