// The signed-in player's invitations: stats, lists all / used / unused, and generating codes.
import {
  generatedInvitationsSchema,
  invitationOverviewSchema,
} from '@boldcall/shared/schemas/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const invitationKeys = {
  user: (userId: string) => ['invitations', userId] as const,
};

export function useInvitations(userId: string) {
  return useQuery({
    queryKey: invitationKeys.user(userId),
    queryFn: ({ signal }) =>
      api.get(`/invitations/user/${encodeURIComponent(userId)}`, {
        signal,
        schema: invitationOverviewSchema,
      }),
  });
}

export function useGenerateInvitations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      api.post('/invitations', { count }, { schema: generatedInvitationsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.user(userId) }),
  });
}

/** The link that opens Sign Up with the code filled in. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/?invite=${encodeURIComponent(code)}`;
}
