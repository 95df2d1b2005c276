// The signed-in player's invitations: stats, lists all / used / unused, and generating codes.
import {
  generatedInvitationsSchema,
  invitationOverviewSchema,
} from '@boldcall/shared/schemas/invitations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

export function useInvitations(userId: string) {
  return useQuery({
    queryKey: queryKeys.invitations.user(userId),
    queryFn: ({ signal }) =>
      api.get(`/invitations/user/${encodeURIComponent(userId)}`, {
        signal,
        schema: invitationOverviewSchema,
      }),
  });
}

export function useGenerateInvitations() {
  const refresh = useInvalidateAfter('invitations');
  return useMutation({
    mutationFn: (count: number) =>
      api.post('/invitations', { count }, { schema: generatedInvitationsSchema }),
    onSuccess: refresh,
  });
}

/** The link that opens Sign Up with the code filled in. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/?invite=${encodeURIComponent(code)}`;
}
