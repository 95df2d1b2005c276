// Leaderboard aggregates (docs/rules/game.md, docs/decisions/006-leaderboard.md). Kept incrementally in
// the transaction of the action that changes them — create, join, settlement — so a board page
// is an index walk, never a scan over predictions.
//
// All-time, all-category figures live on `players` (platform/identity/identity.table.ts, with the
// balance they rank by; their columns are declared there by `statsColumns`); every narrower board — a category, this month, this week, or both — reads
// `player_period_stats`, one row per player and (period kind, period start, category), which
// carries a copy of the balance so that its whole sort key sits in one index.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { periodColumns, periodKindCheck } from '../../db/columns.ts';
import { statsColumns, userRef } from '../../platform/identity/identity.table.ts';

export const playerPeriodStats = pgTable(
  'player_period_stats',
  {
    userId: userRef(),
    ...periodColumns(),
    /** A category, or 'all' (never together with period_kind 'all': that row is `players`). */
    category: text('category').notNull(),
    ...statsColumns(),
    /**
     * The player's balance (ranking tie-break), copied by points.service movePoints into the
     * player's live rows — all-time, current month, current week — on every change. A past
     * period's rows keep the balance of their last update; only current periods are served.
     */
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodKind, t.periodStart, t.category] }),
    // The board of one scope, read backwards: ORDER BY ranked, rank_accuracy, rank_correct,
    // points, user_id, all DESC — one index walk per page, a count over it for a rank.
    index('player_period_stats_board_idx').on(
      t.periodKind,
      t.periodStart,
      t.category,
      t.ranked,
      t.rankAccuracy,
      t.rankCorrect,
      t.points,
      t.userId,
    ),
    periodKindCheck('player_period_stats', t.periodKind),
    check(
      'player_period_stats_counts_check',
      sql`${t.totalPredictions} >= 0 and ${t.correctCount} >= 0 and ${t.incorrectCount} >= 0`,
    ),
  ],
);
