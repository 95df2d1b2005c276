// The player profile: game state of an account (product-spec §3 "User"). One row per
// verified account; `user_id` is the account's id.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';

export const players = pgTable(
  'players',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Balance cache of the ledger; kept equal to SUM(points_ledger.amount) by the points service.
    points: integer('points').notNull().default(0),
    isPro: boolean('is_pro').notNull().default(false),
    proUpgradedAt: timestamp('pro_upgraded_at', { withTimezone: true }),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('players_points_non_negative', sql`${t.points} >= 0`)],
);
