// Web push: one subscription per device (docs/rules/notifications.md "Push"), and the server's
// VAPID key pair, made once and kept in the database so every instance signs with the same key.
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns } from '../../platform/identity/identity.table.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRowColumns(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: tsNow('created_at'),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [
    // A device subscribes once; subscribing again (or as another player) replaces the row.
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    uniqueIndex('push_subscriptions_user_idx').on(t.userId, t.id),
  ],
);

export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: tsNow('created_at'),
});
