// Launch promotion counter and the monthly refresh's record (docs/rules/game.md).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';

/**
 * One row per promotion (`launch`): how many free upgrades were given. Claimed with
 * `UPDATE … SET used = used + 1 WHERE used < limit RETURNING` in the upgrade's transaction, so
 * concurrent upgrades queue on the row and never exceed the limit.
 */
export const proPromotions = pgTable(
  'pro_promotions',
  {
    id: text('id').primaryKey(),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('pro_promotions_used_non_negative', sql`${t.used} >= 0`)],
);

/**
 * The monthly Pro refresh, once per player and month: the row is written in the same
 * transaction as the top-up (amount 0 when the balance was already high enough).
 */
export const proRefreshes = pgTable(
  'pro_refreshes',
  {
    userId: userRef(),
    /** First day of the month (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
