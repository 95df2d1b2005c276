// Track record (docs/rules/track-record.md, docs/decisions/029-track-record-at-settlement.md):
// what each resolved position scored, written once by the settlement transaction, and the
// per-player sums the profile, the API and the Calibration / Boldest boards read, so no read
// ever recounts history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { CALIBRATION_MIN_RESOLVED, type Side } from '@boldcall/shared/rules/track-record';
import { periodColumns, periodKindCheck, ts } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';
import { predictionRef } from '../predictions/predictions.table.ts';

/**
 * One row per position of a prediction resolved CORRECT or INCORRECT. The primary key makes
 * the score of a resolution exist once; a delete of a resolved prediction takes these rows
 * (and their share of the sums) back.
 */
export const trackRecordPositions = pgTable(
  'track_record_positions',
  {
    predictionId: predictionRef(),
    userId: userRef(),
    side: text('side').$type<Side>().notNull(),
    wager: integer('wager').notNull(),
    confidence: integer('confidence'),
    /** The side the player took was right. */
    hit: boolean('hit').notNull(),
    boldness: integer('boldness').notNull(),
    resolvedAt: ts('resolved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.userId] }),
    index('track_record_positions_user_idx').on(t.userId),
    check('track_record_positions_side_check', sql`${t.side} in ('for', 'against')`),
    check('track_record_positions_boldness_range', sql`${t.boldness} between 0 and 100`),
  ],
);

/**
 * Per player and period (all time with period_start 1970-01-01, the calendar month, the ISO
 * week, by resolution time): the sums the track record is made of. `rank_brier` is the Brier
 * score once the player has CALIBRATION_MIN_RESOLVED scored positions in the period, else null
 * (not on the Calibration board); it is written into the expression, so changing the minimum
 * needs a migration.
 */
export const trackRecordStats = pgTable(
  'track_record_stats',
  {
    userId: userRef(),
    ...periodColumns(),
    /** Resolved positions (CORRECT / INCORRECT), with or without a confidence. */
    positions: integer('positions').notNull().default(0),
    /** Winning positions, and the boldness they earned. */
    wins: integer('wins').notNull().default(0),
    boldness: integer('boldness').notNull().default(0),
    /** Resolved positions with a confidence, the right ones among them, and Σ (c − 100·o)². */
    scored: integer('scored').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    brierSum: bigint('brier_sum', { mode: 'number' }).notNull().default(0),
    rankBrier: doublePrecision('rank_brier').generatedAlwaysAs(
      sql.raw(
        `case when scored >= ${CALIBRATION_MIN_RESOLVED} then brier_sum::double precision / (scored * 10000) end`,
      ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodKind, t.periodStart] }),
    // The Calibration board: lowest Brier first, then user id; one index walk per page.
    index('track_record_stats_calibration_idx')
      .on(t.periodKind, t.periodStart, t.rankBrier, t.userId)
      .where(sql`${t.rankBrier} is not null`),
    // The Boldest board, read backwards: boldness DESC, user id DESC.
    index('track_record_stats_boldest_idx').on(t.periodKind, t.periodStart, t.boldness, t.userId),
    periodKindCheck('track_record_stats', t.periodKind),
    check(
      'track_record_stats_counts_check',
      sql`${t.positions} >= 0 and ${t.wins} >= 0 and ${t.boldness} >= 0 and ${t.scored} >= 0 and ${t.hits} >= 0 and ${t.brierSum} >= 0`,
    ),
  ],
);

/** All-time calibration bins per player: bin k holds confidences 10k ≤ c < 10k + 10. */
export const trackRecordBins = pgTable(
  'track_record_bins',
  {
    userId: userRef(),
    bin: smallint('bin').notNull(),
    n: integer('n').notNull().default(0),
    confidenceSum: integer('confidence_sum').notNull().default(0),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bin] }),
    check('track_record_bins_bin_range', sql`${t.bin} between 0 and 9`),
    check(
      'track_record_bins_counts_check',
      sql`${t.n} >= 0 and ${t.confidenceSum} >= 0 and ${t.hits} >= 0`,
    ),
  ],
);
