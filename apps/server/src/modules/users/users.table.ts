// The player profile: game state of an account ("User"). One row per
// verified account; `user_id` is the account's id.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';
import { statsColumns } from '../leaderboard/leaderboard.table.ts';
import { createdAtColumn } from '../../db/columns.ts';

export const players = pgTable(
  'players',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Balance cache of the ledger; kept equal to SUM(points_ledger.amount) by the points service.
    points: integer('points').notNull().default(0),
    // Jump-on bonuses held until their predictions resolve: not spendable, not in `points`;
    // kept equal to SUM(points_ledger.held_amount) by the points service.
    heldBonus: integer('held_bonus').notNull().default(0),
    isPro: boolean('is_pro').notNull().default(false),
    proUpgradedAt: timestamp('pro_upgraded_at', { withTimezone: true }),
    avatar: text('avatar'),
    createdAt: createdAtColumn(),
    // All-time leaderboard aggregates (modules/leaderboard/leaderboard.stats.ts keeps them).
    ...statsColumns(),
    /** Consecutive CORRECT at the end of the resolved predictions (badge "streak"). */
    currentStreak: integer('current_streak').notNull().default(0),
  },
  (t) => [
    check('players_points_non_negative', sql`${t.points} >= 0`),
    check('players_held_bonus_non_negative', sql`${t.heldBonus} >= 0`),
    // The all-time board, read backwards: ORDER BY ranked, rank_accuracy, rank_correct, points,
    // user_id, all DESC — one index walk per page, a row-value comparison for the cursor.
    index('players_leaderboard_idx').on(
      t.ranked,
      t.rankAccuracy,
      t.rankCorrect,
      t.points,
      t.userId,
    ),
    // Pro count and the monthly refresh.
    index('players_pro_idx')
      .on(t.proUpgradedAt)
      .where(sql`${t.isPro}`),
  ],
);
