// The signed-in player's notifications: what happened to predictions they have points on
// (resolved, flagged, merged, deleted…). The server writes them in the action's transaction.
import {
  markNotificationsReadResultSchema,
  notificationListSchema,
} from '@boldcall/shared/schemas/notifications';
import type { z } from 'zod';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const PAGE_SIZE = 20;
/** While the live stream is down, the bell checks for news this often (and on window focus). */
const POLL_MS = 60_000;

export type NotificationPage = z.infer<typeof notificationListSchema>;

export const notificationKeys = {
  all: ['notifications'] as const,
};

/**
 * The signed-in player's notifications (the bell is only shown to them). `poll`: refetch
 * periodically, for when the live stream (hooks/use-live-events) is not connected.
 */
export function useNotifications({ poll }: { poll: boolean }) {
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
    refetchInterval: poll ? POLL_MS : false,
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
