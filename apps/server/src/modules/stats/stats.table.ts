// Home statistics as maintained counters (docs/performance.md "Home stats"): database triggers on
// `predictions` and `players` (migration of this table) add each row's change to one of a few
// shard rows in the same transaction as the change, so reading the figures sums a handful of rows
// whatever the size of the tables, and concurrent writers rarely wait on the same counter row.
import { integer, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';

export const STATS_SHARDS = 8;

export const homeStatsCounters = pgTable('home_stats_counters', {
  shard: smallint('shard').primaryKey(),
  /** Live predictions (not deleted, not MERGED). */
  predictions: integer('predictions').notNull().default(0),
  /** Live predictions resolved CORRECT. */
  correctPredictions: integer('correct_predictions').notNull().default(0),
  players: integer('players').notNull().default(0),
  /** Players with at least one CORRECT or INCORRECT stake. */
  ratedPlayers: integer('rated_players').notNull().default(0),
  /** Sum over those players of correct ÷ (correct + incorrect). */
  // Exact decimal: adding and later subtracting a player's share cancels exactly.
  accuracySum: numeric('accuracy_sum').notNull().default('0'),
});
