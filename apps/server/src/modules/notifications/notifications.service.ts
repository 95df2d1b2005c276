// Notifications: `notify` is called inside the transaction of the action that causes them
// (resolution, moderation, merge, delete), so nobody hears of something that did not happen.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@boldcall/shared/schemas/notifications';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../predictions/predictions.repository.ts';
import { notifications } from './notifications.table.ts';

export interface NotificationInput {
  kind: NotificationKind;
  predictionId?: string | null;
  message: string;
}

// Strictly increasing within this process, so two events in the same millisecond still list
// newest first in the order they happened.
let lastAt = 0;
function nextTimestamp(): Date {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt);
}

/** One notification per user (duplicates ignored), all with the same text. */
export async function notify(tx: Tx, userIds: Iterable<string>, input: NotificationInput) {
  await notifyEach(
    tx,
    [...new Set(userIds)].map((userId) => ({ userId, ...input })),
  );
}

/** Notifications with a text of their own per user. */
export async function notifyEach(
  tx: Tx,
  items: ReadonlyArray<NotificationInput & { userId: string }>,
): Promise<void> {
  if (items.length === 0) return;
  const createdAt = nextTimestamp();
  await tx.insert(notifications).values(
    items.map((item) => ({
      id: randomUUID(),
      userId: item.userId,
      kind: item.kind,
      predictionId: item.predictionId ?? null,
      message: item.message,
      createdAt,
    })),
  );
}

async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's notifications, newest first, keyset-paginated on (created_at, id). */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number; unread?: boolean },
): Promise<{ data: Notification[]; nextCursor: string | null; unreadCount: number }> {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (query.unread) where.push(isNull(notifications.readAt));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    where.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      predictionId: r.predictionId,
      message: r.message,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: more && last ? encodeCursor(last) : null,
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks the given notifications of the user read (all of them when `ids` is omitted). */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: string,
  ids?: readonly string[],
): Promise<{ updated: number; unreadCount: number }> {
  if (ids && ids.length === 0) return { updated: 0, unreadCount: await unreadCount(db, userId) };
  const where: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) where.push(inArray(notifications.id, [...ids]));
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...where))
    .returning({ id: notifications.id });
  return { updated: updated.length, unreadCount: await unreadCount(db, userId) };
}
