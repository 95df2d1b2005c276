// The signed-in player's notification settings (docs/rules/notification-settings.md): which
// channels reach them for each reason, the digest, quiet hours and their time zone. The answer to
// a save is the whole new state, so it replaces the cached one and nothing else is refetched.
import {
  notificationSettingsEnvelope,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@boldcall/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notifications.settings,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/notifications/settings', {
          schema: notificationSettingsEnvelope,
          signal,
        })
      ).data,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateNotificationSettings) =>
      (
        await apiFetch('/notifications/settings', {
          method: 'PUT',
          body: changes,
          schema: notificationSettingsEnvelope,
        })
      ).data,
    onSuccess: (saved: NotificationSettings) =>
      queryClient.setQueryData(queryKeys.notifications.settings, saved),
  });
}
