import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import type { Notification } from '@boldcall/shared/schemas/notifications';
import {
  Medal,
  Bell,
  CheckCheck,
  CircleCheck,
  Crown,
  Flag,
  FlagOff,
  AtSign,
  GitMerge,
  MessageCircle,
  RugbyBall,
  Settings,
  type LucideIcon,
  ShieldCheck,
  ShieldX,
  Swords,
  Trash2,
  UserMinus,
  UserPlus,
  Users,
  Zap,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { notificationPath } from '@boldcall/shared/rules/notifications';
import { ShareButton } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { InlineRetry } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications-api';
import { useLiveEvents } from '../hooks/use-live-events';
import { loadedItems } from '@/lib/cursor-pages';

const KIND_ICON: Record<NotificationKind, { icon: LucideIcon; tone: string }> = {
  resolved: { icon: CircleCheck, tone: 'text-green-600 dark:text-green-400' },
  flagged: { icon: Flag, tone: 'text-red-600 dark:text-red-400' },
  unflagged: { icon: FlagOff, tone: 'text-ink-muted' },
  response_confirmed: { icon: ShieldCheck, tone: 'text-green-600 dark:text-green-400' },
  response_denied: { icon: ShieldX, tone: 'text-red-600 dark:text-red-400' },
  merged: { icon: GitMerge, tone: 'text-brand-600 dark:text-brand-300' },
  deleted: { icon: Trash2, tone: 'text-ink-muted' },
  league_joined: { icon: UserPlus, tone: 'text-brand-600 dark:text-brand-300' },
  league_removed: { icon: UserMinus, tone: 'text-ink-muted' },
  league_owner: { icon: Crown, tone: 'text-amber-500' },
  league_deleted: { icon: Trash2, tone: 'text-ink-muted' },
  nfl_settled: { icon: RugbyBall, tone: 'text-brand-600 dark:text-brand-300' },
  joined: { icon: Users, tone: 'text-brand-600 dark:text-brand-300' },
  jumped_on: { icon: Zap, tone: 'text-amber-600 dark:text-amber-300' },
  bet_against: { icon: Swords, tone: 'text-red-600 dark:text-red-400' },
  invite_used: { icon: UserPlus, tone: 'text-green-600 dark:text-green-400' },
  rivalry: { icon: Medal, tone: 'text-brand-600 dark:text-brand-300' },
  comment: { icon: MessageCircle, tone: 'text-brand-600 dark:text-brand-300' },
  mention: { icon: AtSign, tone: 'text-brand-600 dark:text-brand-300' },
  followed_call: { icon: UserPlus, tone: 'text-brand-600 dark:text-brand-300' },
  reminder: { icon: Bell, tone: 'text-amber-600 dark:text-amber-300' },
};

/** Where a notification leads (the shared rule the push messages use too). */
export function notificationTarget(item: Notification): string | null {
  return notificationPath(item);
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen(item: Notification): void;
}) {
  const { icon: Icon, tone } = KIND_ICON[item.kind];
  const unread = item.readAt === null;
  const target = notificationTarget(item);
  const rowClass = cn(
    'flex gap-3 px-4 py-3',
    unread && 'bg-brand-50/70 dark:bg-brand-500/10',
    target && 'transition-colors hover:bg-subtle focus-visible:-outline-offset-2',
  );
  const body = (
    <>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', tone)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug text-ink">
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.message}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
        </p>
      </div>
      {unread ? (
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" />
      ) : null}
    </>
  );
  return (
    <li>
      {target ? (
        // Opening it closes the list and marks it read.
        <Link to={target} className={rowClass} onClick={() => onOpen(item)}>
          {body}
        </Link>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
      {item.kind === 'resolved' && target ? (
        // A resolution is the moment worth posting: offer to share the result (outside the row's
        // link: a button may not sit inside a link).
        <div className="px-4 pb-3 pl-11">
          <ShareButton
            size="sm"
            variant="outline"
            label="Share the result"
            target={{ path: target, title: 'How my call ended on BoldCall' }}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The header bell: unread count, and the list of what happened to the player's predictions. */
export function NotificationsBell({ className }: { className?: string }) {
  const live = useLiveEvents(true);
  const query = useNotifications({ poll: !live.connected });
  const markRead = useMarkNotificationsRead();
  const items = loadedItems(query.data);
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const [open, setOpen] = useState(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          title="Notifications"
          className={cn(
            'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-subtle hover:text-ink',
            className,
          )}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-none font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <h2 className="font-bold">Notifications</h2>
            {unread > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate(undefined)}
                loading={markRead.isPending}
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                Mark all read
              </Button>
            ) : null}
          </div>
          <div className="overflow-y-auto">
            {query.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner label="Loading notifications" />
              </div>
            ) : query.isError ? (
              <InlineRetry
                message="Failed to load notifications"
                onRetry={() => void query.refetch()}
                className="items-center p-6 text-center"
              />
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-sm text-ink-muted">
                Nothing yet. When someone joins or bets on your calls, or a prediction you have
                points on is resolved, flagged or merged, you'll hear it here.
              </p>
            ) : (
              <ul className="divide-y divide-line">
                {items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    onOpen={(opened) => {
                      setOpen(false);
                      if (opened.readAt === null) markRead.mutate([opened.id]);
                    }}
                  />
                ))}
              </ul>
            )}
            <LoadMore
              pages={query}
              variant="ghost"
              size="sm"
              arrow={false}
              className="border-t border-line p-2"
              buttonClassName="w-full"
            />
          </div>
          <div className="border-t border-line p-2">
            <Link
              to="/settings/notifications"
              onClick={() => setOpen(false)}
              className="flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold text-ink-muted transition-colors hover:bg-subtle hover:text-ink"
            >
              <Settings aria-hidden="true" className="size-4" />
              Notification settings
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
