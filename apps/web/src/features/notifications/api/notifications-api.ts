// The signed-in player's notifications: what happened to predictions they have points on
// (resolved, flagged, merged, deleted…). The server writes them in the action's transaction.
import {
  markNotificationsReadResultSchema,
  notificationListSchema,
} from '@boldcall/shared/schemas/notifications';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;
/** While the live stream is down, the bell checks for news this often (and on window focus). */
const POLL_MS = 60_000;

/**
 * The signed-in player's notifications (the bell is only shown to them). `poll`: refetch
 * periodically, for when the live stream (hooks/use-live-events) is not connected.
 */
export function useNotifications({ poll }: { poll: boolean }) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ pageParam, signal }) =>
      apiFetch('/notifications', {
        query: { cursor: pageParam, limit: PAGE_SIZE },
        schema: notificationListSchema,
        signal,
      }),
    ...cursorPaging,
    refetchInterval: poll ? POLL_MS : false,
  });
}

/** Marks the given notifications read, or all of them when `ids` is omitted. */
export function useMarkNotificationsRead() {
  const refresh = useInvalidateAfter('notifications');
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiFetch('/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        schema: markNotificationsReadResultSchema,
      }),
    onSuccess: refresh,
  });
}
