// Notifications of players about predictions they have a stake in (resolution, moderation,
// merge, delete), written in the transaction of the action that causes them.
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@boldcall/shared/schemas/notifications';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { predictions } from '../predictions/predictions.table.ts';
import { ts, tsNow, userRef } from '../../db/columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    predictionId: text('prediction_id').references(() => predictions.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    // How many events one grouped notification stands for ("3 new comments on …"): see
    // notifyGrouped in the service.
    groupSize: integer('group_size').notNull().default(1),
    readAt: ts('read_at'),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    // The caller's list, newest first (read backwards), and the unread count.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The unread grouped notification of a kind per call (notifyGrouped).
    index('notifications_group_idx')
      .on(t.userId, t.kind, t.predictionId)
      .where(sql`${t.readAt} is null`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
