// Notifications: `notify` is called inside the transaction of the action that causes them
// (resolution, moderation, merge, delete, stakes on one's prediction, an invite used…), so
// nobody hears of something that did not happen. Every insert also reaches the player's open
// tabs: a database trigger NOTIFYs at commit (modules/events, docs/rules/live-events.md).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import type { Notification } from '@boldcall/shared/schemas/notifications';
import { splitPage, timeIdCursor } from '../../platform/paging/paging.cursor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { notifications } from './notifications.table.ts';
import { displayName } from '../../platform/identity/identity.read.ts';

export interface NotificationInput {
  kind: NotificationKind;
  predictionId?: string | null;
  message: string;
  /** Where it leads when that is not the call's page (see notificationPath). */
  link?: string | null;
  /** A once-only key per player: a second notification with the same key is not written. */
  dedupeKey?: string | null;
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
  await tx
    .insert(notifications)
    .values(
      items.map((item) => ({
        id: randomUUID(),
        userId: item.userId,
        kind: item.kind,
        predictionId: item.predictionId ?? null,
        message: item.message,
        link: item.link ?? null,
        dedupeKey: item.dedupeKey ?? null,
        createdAt,
      })),
    )
    .onConflictDoNothing();
}

/**
 * One notification per user of `recipients` (a select of one column of user ids), written by one
 * insert … select however many there are (a popular player's followers). `message` may be SQL
 * (a name read by the statement itself).
 */
export async function notifySelected(
  tx: Tx,
  recipients: SQL,
  input: Omit<NotificationInput, 'message'> & { message: string | SQL },
): Promise<void> {
  const n = notifications;
  const columns = [
    n.id,
    n.userId,
    n.kind,
    n.predictionId,
    n.message,
    n.link,
    n.dedupeKey,
    n.createdAt,
  ];
  await tx.execute(sql`insert into ${n} (${sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  )})
    select gen_random_uuid()::text, r.id, ${input.kind}, ${input.predictionId ?? null},
           ${input.message}, ${input.link ?? null}, ${input.dedupeKey ?? null},
           ${nextTimestamp().toISOString()}::timestamptz
      from (${recipients}) as r(id)
    on conflict do nothing`);
}

export function quote(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`}"`;
}

const STAKE_VERB = {
  joined: (wager: number) => `joined your prediction with ${wager} points:`,
  jumped_on: (wager: number) => `jumped on your prediction with ${wager} points:`,
  bet_against: (wager: number) => `bet ${wager} points against your prediction:`,
} as const;

/** Tells a prediction's creator that another player joined, jumped on or bet against it. */
export async function notifyStake(
  tx: Tx,
  kind: keyof typeof STAKE_VERB,
  input: StakeNotice,
): Promise<void> {
  await stakeNoticeWrite(tx, kind, input);
}

interface StakeNotice {
  actorId: string;
  wager: number;
  prediction: { id: string; userId: string; text: string };
}

/**
 * notifyStake's insert, unsent, so a caller may send it with its other writes: the actor's name
 * (as displayNameById gives it) is read by the insert itself.
 */
export function stakeNoticeWrite(tx: Tx, kind: StakeKind, input: StakeNotice) {
  return stakeNoticeWriteOf(tx, kind, stakeNoticeValues(kind, input));
}

type StakeKind = keyof typeof STAKE_VERB;

/** What a stake's notice row holds besides its kind (the actor's name is read by the insert). */
export interface StakeNoticeValues<V = string, T = Date> {
  id: V;
  creatorId: V;
  predictionId: V;
  actorId: V;
  /** What follows the actor's name. */
  rest: V;
  at: T;
}

export function stakeNoticeValues(kind: StakeKind, input: StakeNotice): StakeNoticeValues {
  return {
    id: randomUUID(),
    creatorId: input.prediction.userId,
    predictionId: input.prediction.id,
    actorId: input.actorId,
    rest: ` ${STAKE_VERB[kind](input.wager)} ${quote(input.prediction.text)}`,
    at: nextTimestamp(),
  };
}

/**
 * stakeNoticeWrite with its values given, or placeholders for them in a statement built once
 * (the join's, decision 043).
 */
export function stakeNoticeWriteOf(
  db: DbOrTx,
  kind: StakeKind,
  values: StakeNoticeValues<string | Placeholder, Date | Placeholder>,
) {
  const actor = sql`coalesce((select ${displayName()}
    from ${user} where ${user.id} = ${values.actorId}), 'Someone')`;
  return db.insert(notifications).values({
    id: values.id,
    userId: values.creatorId,
    kind,
    predictionId: values.predictionId,
    message: sql`${actor} || ${values.rest}::text`,
    createdAt: values.at,
  });
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

function toNotification(r: typeof notifications.$inferSelect): Notification {
  return {
    id: r.id,
    kind: r.kind,
    predictionId: r.predictionId,
    link: r.link,
    message: r.message,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The live stream's resume point (docs/rules/live-events.md): every notification of a
 * transaction older than `tx` was sent, and of transaction `tx` those up to `id` (null: none of
 * it). `tx` is a database transaction id, so a point is the same on every instance.
 */
export interface StreamPoint {
  tx: bigint;
  id: string | null;
}

/**
 * The horizon now: every transaction with a smaller id has ended (committed or not), so the
 * notifications below it are final and none can still appear there.
 */
export async function streamHorizon(db: DbOrTx): Promise<bigint> {
  const [row] = await db
    .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
    .from(sql`(select 1) as one`);
  return BigInt(row?.xmin ?? '0');
}

/**
 * The user's notifications after `from` and below `horizon` (streamHorizon, read before), in
 * the order they were written, at most `limit`; and the point after the last one returned.
 */
export async function notificationsAfter(
  db: DbOrTx,
  userId: string,
  from: StreamPoint,
  horizon: bigint,
  limit = 100,
): Promise<{ items: Notification[]; next: StreamPoint }> {
  const after =
    from.id === null
      ? sql`${notifications.tx} >= ${from.tx.toString()}::xid8`
      : sql`(${notifications.tx}, ${notifications.id}) > (${from.tx.toString()}::xid8, ${from.id})`;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after,
        sql`${notifications.tx} < ${horizon.toString()}::xid8`,
      ),
    )
    .orderBy(asc(notifications.tx), asc(notifications.id))
    .limit(limit);
  const last = rows.at(-1);
  // A full page may stop inside a transaction: the next one starts after its last row.
  const next =
    rows.length === limit && last
      ? { tx: BigInt(last.tx), id: last.id }
      : { tx: horizon > from.tx ? horizon : from.tx, id: horizon > from.tx ? null : from.id };
  return { items: rows.map(toNotification), next };
}

/** Whether the user has committed notifications at or above `horizon` (not yet final). */
export async function notificationsPending(
  db: DbOrTx,
  userId: string,
  horizon: bigint,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.tx} >= ${horizon.toString()}::xid8`,
      ),
    )
    .limit(1);
  return row !== undefined;
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
    const after = timeIdCursor.decode(query.cursor);
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
  const { page, next: last } = splitPage(rows, query.limit);
  return {
    data: page.map(toNotification),
    nextCursor: last ? timeIdCursor.encode(last) : null,
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

/**
 * Grouped notifications: one unread notification per player, kind and call. A player who still
 * has an unread one of this kind about the call gets it replaced by a new one counting one more
 * event (`many(n)`, e.g. "3 new comments on …"), so the bell shows one line per call and the
 * replacement reaches open tabs like any new notification; otherwise `one` is sent. The caller
 * serializes writers of the same call (a lock in its transaction), so two events cannot both
 * miss the unread one.
 */
export async function notifyGrouped(
  tx: Tx,
  userIds: Iterable<string>,
  input: { kind: NotificationKind; predictionId: string; one: string; many: (n: number) => string },
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const replaced = await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, ids),
        eq(notifications.kind, input.kind),
        eq(notifications.predictionId, input.predictionId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ userId: notifications.userId, groupSize: notifications.groupSize });
  const before = new Map<string, number>();
  for (const r of replaced) before.set(r.userId, Math.max(before.get(r.userId) ?? 0, r.groupSize));
  const createdAt = nextTimestamp();
  await tx.insert(notifications).values(
    ids.map((userId) => {
      const size = (before.get(userId) ?? 0) + 1;
      return {
        id: randomUUID(),
        userId,
        kind: input.kind,
        predictionId: input.predictionId,
        message: size === 1 ? input.one : input.many(size),
        groupSize: size,
        createdAt,
      };
    }),
  );
}
