// Reads of the track record (docs/rules/track-record.md): a player's figures, and the
// Calibration and Boldest boards. Every read is of the sums the settlement keeps
// (track-record.settlement.ts), never of history.
//
// Boards: one index walk per page, as the Accuracy board (decision 006):
// - Calibration: `rank_brier` ascending (only rows with enough scored positions have one), then
//   user id ascending (track_record_stats_calibration_idx);
// - Boldest: boldness descending, then user id descending (track_record_stats_boldest_idx).
// A player's place is 1 + a range count over the same index.
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  isoDay,
  monthStart,
  weekStart,
  type LeaderboardPeriod,
} from '@boldcall/shared/rules/ranking';
import { brierOf, calibrationBins } from '@boldcall/shared/rules/track-record';
import type { TrackRecord } from '@boldcall/shared/schemas/track-record';
import type { DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart } from '../../db/cursor.ts';
import { leagueMemberIds } from '../leagues/leagues.service.ts';
import { players } from '../users/users.table.ts';
import {
  TRACK_ALL_TIME_START,
  trackRecordBins,
  trackRecordStats,
  type TrackPeriodKind,
} from './track-record.table.ts';

export type TrackBoard = 'calibration' | 'boldest';

export interface TrackScope {
  board: TrackBoard;
  period: LeaderboardPeriod;
  now: Date;
  leagueId?: string | null;
}

export interface TrackBoardRow {
  userId: string;
  /** The sort score: the Brier score (calibration) or boldness (boldest). */
  score: number;
  boldness: number;
  scored: number;
  brierSum: number;
  /** From the player row (the entry's all-time counters and balance). */
  points: number;
  correct: number;
  incorrect: number;
  total: number;
}

export interface TrackCursor {
  score: number;
  userId: string;
  rank: number;
}

export const trackBoardCursor = cursorCodec(
  z.tuple([z.number().refine(Number.isFinite), cursorPart.id, cursorPart.safeInt.nonnegative()]),
  (c: TrackCursor) => [c.score, c.userId, c.rank] as const,
  ([score, userId, rank]): TrackCursor => ({ score, userId, rank }),
);

function periodKey(scope: TrackScope): { periodKind: TrackPeriodKind; periodStart: string } {
  if (scope.period === 'all') return { periodKind: 'all', periodStart: TRACK_ALL_TIME_START };
  const start = scope.period === 'month' ? monthStart(scope.now) : weekStart(scope.now);
  return { periodKind: scope.period, periodStart: isoDay(start) };
}

function source(scope: TrackScope) {
  const s = trackRecordStats;
  const key = periodKey(scope);
  const calibration = scope.board === 'calibration';
  const score = calibration ? sql<number>`${s.rankBrier}` : sql<number>`${s.boldness}`;
  // Calibration ascends (lowest Brier first), Boldest descends; ties by user id the same way.
  const ahead = (row: { score: number; userId: string }) =>
    calibration
      ? sql`(${s.rankBrier}, ${s.userId}) < (${row.score}::double precision, ${row.userId}::text)`
      : sql`(${s.boldness}, ${s.userId}) > (${row.score}::int, ${row.userId}::text)`;
  const after = (row: { score: number; userId: string }) =>
    calibration
      ? sql`(${s.rankBrier}, ${s.userId}) > (${row.score}::double precision, ${row.userId}::text)`
      : sql`(${s.boldness}, ${s.userId}) < (${row.score}::int, ${row.userId}::text)`;
  const where: Array<SQL | undefined> = [
    eq(s.periodKind, key.periodKind),
    eq(s.periodStart, key.periodStart),
    calibration ? isNotNull(s.rankBrier) : undefined,
    scope.leagueId ? sql`${s.userId} in ${leagueMemberIds(scope.leagueId)}` : undefined,
  ];
  const order = calibration
    ? [asc(s.rankBrier), asc(s.userId)]
    : [desc(s.boldness), desc(s.userId)];
  return { where, order, ahead, after, score };
}

const rowColumns = (score: SQL<number>) => ({
  userId: trackRecordStats.userId,
  score,
  boldness: trackRecordStats.boldness,
  scored: trackRecordStats.scored,
  brierSum: trackRecordStats.brierSum,
  points: players.points,
  correct: players.correctCount,
  incorrect: players.incorrectCount,
  total: players.totalPredictions,
});

/** `limit` rows of the board after the cursor (or from the top): one index walk. */
export async function trackBoardPage(
  db: DbOrTx,
  scope: TrackScope,
  after: TrackCursor | null,
  limit: number,
): Promise<TrackBoardRow[]> {
  const src = source(scope);
  const rows = await db
    .select(rowColumns(src.score))
    .from(trackRecordStats)
    .innerJoin(players, eq(players.userId, trackRecordStats.userId))
    .where(and(...src.where, after ? src.after(after) : undefined))
    .orderBy(...src.order)
    .limit(limit);
  return rows.map(normalise);
}

/** The player's row and place on the board, or null when they are not on it. */
export async function trackBoardPosition(
  db: DbOrTx,
  scope: TrackScope,
  userId: string,
): Promise<{ row: TrackBoardRow; rank: number } | null> {
  const src = source(scope);
  const [found] = await db
    .select(rowColumns(src.score))
    .from(trackRecordStats)
    .innerJoin(players, eq(players.userId, trackRecordStats.userId))
    .where(and(...src.where, eq(trackRecordStats.userId, userId)));
  if (!found) return null;
  const row = normalise(found);
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trackRecordStats)
    .where(and(...src.where, src.ahead(row)));
  return { row, rank: 1 + Number(ahead?.n ?? 0) };
}

function normalise(r: TrackBoardRow): TrackBoardRow {
  return { ...r, score: Number(r.score), brierSum: Number(r.brierSum) };
}

/**
 * A player's track record: the all-time sums, the 10 bins and the Brier score of each month,
 * in one statement (three reads of a few rows each, by primary key prefix).
 */
export async function readTrackRecord(db: DbOrTx, userId: string): Promise<TrackRecord> {
  const s = trackRecordStats;
  const b = trackRecordBins;
  const result = await db.execute(sql`
    select 'all' as kind, ${s.periodStart}::text as period, ${s.scored} as n, ${s.hits} as hits,
           ${s.brierSum} as brier_sum, ${s.boldness} as boldness, ${s.wins} as wins, null::int as bin
      from ${s} where ${s.userId} = ${userId} and ${s.periodKind} = 'all'
    union all
    select 'month', ${s.periodStart}::text, ${s.scored}, ${s.hits}, ${s.brierSum}, 0, 0, null
      from ${s} where ${s.userId} = ${userId} and ${s.periodKind} = 'month' and ${s.scored} > 0
    union all
    select 'bin', null, ${b.n}, ${b.hits}, ${b.confidenceSum}, 0, 0, ${b.bin}
      from ${b} where ${b.userId} = ${userId}`);
  type Row = {
    kind: 'all' | 'month' | 'bin';
    period: string | null;
    n: number;
    hits: number;
    brier_sum: string | number;
    boldness: number;
    wins: number;
    bin: number | null;
  };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const all = rows.find((r) => r.kind === 'all');
  const n = Number(all?.n ?? 0);
  return {
    userId,
    brier: brierOf(Number(all?.brier_sum ?? 0), n),
    resolvedWithConfidence: n,
    hits: Number(all?.hits ?? 0),
    calibration: calibrationBins(
      rows
        .filter((r) => r.kind === 'bin')
        .map((r) => ({
          bin: Number(r.bin),
          n: Number(r.n),
          confidenceSum: Number(r.brier_sum),
          hits: Number(r.hits),
        })),
    ),
    boldness: Number(all?.boldness ?? 0),
    wins: Number(all?.wins ?? 0),
    monthly: rows
      .filter((r) => r.kind === 'month')
      .map((r) => ({
        month: r.period ?? '',
        n: Number(r.n),
        brier: brierOf(Number(r.brier_sum), Number(r.n)) ?? 0,
      }))
      .sort((x, y) => (x.month < y.month ? -1 : 1)),
  };
}
