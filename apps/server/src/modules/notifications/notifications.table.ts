// Notifications of players about predictions they have a stake in (resolution, moderation,
// merge, delete), written in the transaction of the action that causes them.
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import type { NotificationReason } from '@boldcall/shared/rules/notifications';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { predictions } from '../predictions/predictions.table.ts';
import { ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns, userRef } from '../../platform/identity/identity.table.ts';

/** A transaction id (PostgreSQL's 64-bit `xid8`), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const notifications = pgTable(
  'notifications',
  {
    ...ownedRowColumns(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    predictionId: text('prediction_id').references(() => predictions.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    // How many events one grouped notification stands for ("3 new comments on …"): see
    // notifyGrouped in the service.
    groupSize: integer('group_size').notNull().default(1),
    readAt: ts('read_at'),
    createdAt: tsNow('created_at'),
    // A reminder's once-only key ("nfl:2026:12:1h"): the same reminder is never sent twice.
    dedupeKey: text('dedupe_key'),
    // Where it leads when that is not the call's page (a reminder: /nfl, /admin).
    link: text('link'),
    // The writing transaction: the live stream's resume point (docs/rules/live-events.md,
    // decision 038). Rows of transactions older than every one still running are final.
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // The live stream's catch-up: a player's rows by writing transaction.
    index('notifications_user_tx_idx').on(t.userId, t.tx, t.id),
    // The caller's list, newest first (read backwards), and the unread count.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The unread grouped notification of a kind per call (notifyGrouped).
    index('notifications_group_idx')
      .on(t.userId, t.kind, t.predictionId)
      .where(sql`${t.readAt} is null`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

export type ChannelSettings = Partial<
  Record<NotificationReason, Partial<Record<'inApp' | 'email' | 'push', boolean>>>
>;

/**
 * A player's choices (docs/rules/notifications.md); no row means the defaults. `channels`
 * holds only what the player chose, reason by reason, so a changed default reaches everyone
 * who never touched that switch. The insert trigger of `notifications` reads it (migration
 * 0025) to route each notification to the outbox.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: userRef().primaryKey(),
  channels: jsonb('channels').$type<ChannelSettings>().notNull().default({}),
  digest: text('digest').$type<'daily' | 'weekly' | 'off'>().notNull().default('weekly'),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: tsNow('updated_at'),
});

/**
 * One message to send on one channel (push or e-mail): written in the transaction of what it
 * tells, delivered by the outbox worker (notifications.outbox.ts). `dedupe_key` makes one event
 * one message per channel; a claim (`claimed_until`) keeps two instances off the same row.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    ...ownedRowColumns(),
    reason: text('reason').$type<NotificationReason>().notNull(),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind').$type<NotificationKind>(),
    predictionId: text('prediction_id'),
    link: text('link'),
    subject: text('subject'),
    message: text('message').notNull(),
    dueAt: tsNow('due_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: ts('claimed_until'),
    sentAt: ts('sent_at'),
    gaveUpAt: ts('gave_up_at'),
    lastError: text('last_error'),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    // The worker's next batch: what is due and neither sent nor given up.
    index('notification_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    index('notification_outbox_user_idx').on(t.userId),
  ],
);
