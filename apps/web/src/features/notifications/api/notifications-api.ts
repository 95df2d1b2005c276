// The signed-in player's notifications: what happened to predictions they have points on
// (resolved, flagged, merged, deleted…). The server writes them in the action's transaction.
import {
  markNotificationsReadResultSchema,
  notificationListSchema,
} from '@boldcall/shared/schemas/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const PAGE_SIZE = 20;
/** The bell checks for news this often while the page is open (and on window focus). */
const POLL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
};

/** The signed-in player's notifications (the bell is only shown to them). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam, signal }) =>
      apiFetch('/notifications', {
        query: { cursor: pageParam, limit: PAGE_SIZE },
        schema: notificationListSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: POLL_MS,
  });
}

/** Marks the given notifications read, or all of them when `ids` is omitted. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiFetch('/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        schema: markNotificationsReadResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
