import type { AvatarStyle } from '@boldcall/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
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
      queryClient.setQueryData(queryKeys.currentUser, user);
      void invalidateAfter(queryClient, 'avatar');
    },
  });
}
