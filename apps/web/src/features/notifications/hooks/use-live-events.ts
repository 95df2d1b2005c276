// Live updates for the signed-in player (GET /api/events, server-sent events): new
// notifications go straight into the bell's list and the balance into the header. The browser
// reconnects by itself (resuming with Last-Event-ID); while the stream is down the bell polls.
import {
  balanceEventSchema,
  commentsEventSchema,
  notificationsEventSchema,
  type Notification,
  type NotificationList,
  type NotificationsEvent,
} from '@boldcall/shared/schemas/notifications';
import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

const LEAGUE_NEWS: ReadonlySet<NotificationKind> = new Set([
  'league_deleted',
  'league_removed',
  'league_owner',
]);

/** After the server refused the stream (not a network blip), try again this much later. */
const REOPEN_MS = 30_000;

function applyNotifications(queryClient: QueryClient, event: NotificationsEvent) {
  const data = queryClient.getQueryData<InfiniteData<NotificationList>>(
    queryKeys.notifications.all,
  );
  const first = data?.pages[0];
  if (!data || !first) {
    if (event.items.length > 0) void invalidateAfter(queryClient, 'notifications');
    return;
  }
  const known = new Set(data.pages.flatMap((page) => page.data.map((n) => n.id)));
  const fresh = event.items.filter((n) => !known.has(n.id)).reverse(); // newest first
  // A grouped notification ("3 new comments on …") replaces the unread one of its call.
  const regrouped = new Set(
    fresh.filter((n) => n.kind === 'comment').map((n) => n.predictionId ?? ''),
  );
  const replaced = (n: Notification) =>
    n.kind === 'comment' && n.readAt === null && regrouped.has(n.predictionId ?? '');
  if (fresh.length === 0 && event.unreadCount !== first.unreadCount) {
    // Read elsewhere (another tab): the list's read marks changed too.
    void invalidateAfter(queryClient, 'notifications');
    return;
  }
  queryClient.setQueryData<InfiniteData<NotificationList>>(queryKeys.notifications.all, {
    ...data,
    pages: [
      {
        ...first,
        data: [...fresh, ...first.data.filter((n) => !replaced(n))],
        unreadCount: event.unreadCount,
      },
      ...data.pages.slice(1).map((page) => ({
        ...page,
        data: page.data.filter((n) => !replaced(n)),
      })),
    ],
  });
}

function applyBalance(queryClient: QueryClient, points: number) {
  const me = queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser);
  if (!me || me.points === points) return;
  const next: CurrentUser = { ...me, points };
  queryClient.setQueryData(queryKeys.currentUser, next);
  void invalidateAfter(queryClient, 'balance');
}

/** Opens the stream while `enabled`; `connected` is false while it is down (then poll). */
export function useLiveEvents(enabled: boolean): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let wasDown = false;

    const open = () => {
      source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
      source.addEventListener('open', () => {
        setConnected(true);
        // Back after a drop the browser could not resume (a new stream): catch up once.
        if (wasDown) void invalidateAfter(queryClient, 'notifications');
        wasDown = false;
      });
      source.addEventListener('error', () => {
        setConnected(false);
        wasDown = true;
        // CLOSED: the server refused (e.g. signed out); the browser will not retry by itself.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
      source.addEventListener('notifications', (message) => {
        const parsed = notificationsEventSchema.safeParse(JSON.parse(message.data as string));
        if (!parsed.success) return;
        applyNotifications(queryClient, parsed.data);
        const items = parsed.data.items;
        // An invite was used: the profile's invitations list changed.
        if (items.some((n) => n.kind === 'invite_used')) {
          void invalidateAfter(queryClient, 'invitations');
        }
        // A prediction the player has a part in changed (someone joined their call, it was
        // resolved …): wherever it is shown, its actions must follow (no stale Edit or Join).
        if (items.some((n) => n.predictionId !== null)) {
          void invalidateAfter(queryClient, 'predictionNews');
        }
        // A league of theirs was deleted, or they were removed or made owner: the leagues and
        // boards on screen change.
        if (items.some((n) => LEAGUE_NEWS.has(n.kind))) {
          void invalidateAfter(queryClient, 'league');
        }
      });
      // A call's comments changed: its thread, if shown, reads them again.
      source.addEventListener('comments', (message) => {
        const parsed = commentsEventSchema.safeParse(JSON.parse(message.data as string));
        if (parsed.success) {
          void queryClient.invalidateQueries({
            queryKey: queryKeys.comments.thread(parsed.data.predictionId),
          });
        }
      });
      source.addEventListener('balance', (message) => {
        const parsed = balanceEventSchema.safeParse(JSON.parse(message.data as string));
        if (parsed.success) applyBalance(queryClient, parsed.data.points);
      });
    };

    // Offline, the stream cannot work: close it (no failing reconnects) and reopen when back.
    const onOffline = () => {
      source?.close();
      source = null;
      clearTimeout(reopen);
      setConnected(false);
      wasDown = true;
    };
    const onOnline = () => {
      if (!source) open();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (navigator.onLine) open();

    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
  }, [enabled, queryClient]);

  return { connected };
}
