// Reads of the track record (docs/rules/track-record.md): a player's figures, a league's, and
// the Calibration and Boldest boards. Every read is of the sums the settlement keeps
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
import {
  brierOf,
  CALIBRATION_MIN_RESOLVED,
  calibrationBins,
  LEAGUE_TRACK_MEMBERS_SHOWN,
} from '@boldcall/shared/rules/track-record';
import type {
  LeagueTrackRecord,
  TrackFigures,
  TrackRecord,
} from '@boldcall/shared/schemas/track-record';
import type { DbOrTx } from '../../db/client.ts';
import { ALL_TIME_START } from '../../db/columns.ts';
import { cursorCodec, cursorPart } from '../../platform/paging/paging.cursor.ts';
import { leagueMemberIds } from '../leagues/leagues.repository.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { displayName } from '../../platform/identity/identity.read.ts';
import { trackRecordBins, trackRecordStats } from './track-record.table.ts';

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

function periodKey(scope: TrackScope): { periodKind: LeaderboardPeriod; periodStart: string } {
  if (scope.period === 'all') return { periodKind: 'all', periodStart: ALL_TIME_START };
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
 * Whose positions a track record counts: one player, a league's members (a subquery of user
 * ids from the leagues module), or everyone (the Global league).
 */
export type TrackPlayers = { userId: string } | { memberIds: SQL } | { everyone: true };

/** `<user id column> in <the set>` (true for everyone). */
function whoIs(column: SQL, who: TrackPlayers): SQL {
  if ('userId' in who) return sql`${column} = ${who.userId}`;
  if ('memberIds' in who) return sql`${column} in ${who.memberIds}`;
  return sql`true`;
}

type TrackRow = {
  kind: 'all' | 'month' | 'bin' | 'member';
  period: string | null;
  n: number | string | null;
  hits: number | string | null;
  brier_sum: string | number | null;
  boldness: number | string | null;
  wins: number | string | null;
  bin: number | null;
  user_id: string | null;
  name: string | null;
};

/**
 * The track record of a set of players: the all-time sums, the 10 bins and the Brier score of
 * each month, each summed over the set (one player: their own rows), in one statement (three
 * reads by primary key prefix, or over the members' rows). `extra` adds rows of kind 'member'
 * to the same statement.
 */
async function readTrackRows(db: DbOrTx, who: TrackPlayers, extra?: SQL): Promise<TrackRow[]> {
  const s = trackRecordStats;
  const b = trackRecordBins;
  const statsOf = whoIs(sql`${s.userId}`, who);
  const binsOf = whoIs(sql`${b.userId}`, who);
  const result = await db.execute(sql`
    select 'all' as kind, null::text as period, sum(${s.scored}) as n, sum(${s.hits}) as hits,
           sum(${s.brierSum}) as brier_sum, sum(${s.boldness}) as boldness,
           sum(${s.wins}) as wins, null::int as bin, null::text as user_id, null::text as name
      from ${s} where ${statsOf} and ${s.periodKind} = 'all'
    union all
    select 'month', ${s.periodStart}::text, sum(${s.scored}), sum(${s.hits}), sum(${s.brierSum}),
           0, 0, null, null, null
      from ${s} where ${statsOf} and ${s.periodKind} = 'month' and ${s.scored} > 0
     group by ${s.periodStart}
    union all
    select 'bin', null, sum(${b.n}), sum(${b.hits}), sum(${b.confidenceSum}), 0, 0, ${b.bin},
           null, null
      from ${b} where ${binsOf} group by ${b.bin}
    ${extra ? sql`union all (${extra})` : sql``}`);
  return (result as unknown as { rows: TrackRow[] }).rows;
}

/** The figures (docs/rules/track-record.md) from the rows of readTrackRows. */
function figuresOf(rows: readonly TrackRow[]): TrackFigures {
  const all = rows.find((r) => r.kind === 'all');
  const n = Number(all?.n ?? 0);
  return {
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

/** A player's track record, in one statement. */
export async function readTrackRecord(db: DbOrTx, userId: string): Promise<TrackRecord> {
  return { userId, ...figuresOf(await readTrackRows(db, { userId })) };
}

/**
 * A league's track record (docs/rules/track-record.md "A league's track record"): the members'
 * positions counted together, and each member's own Brier (null below the Calibration board's
 * minimum, which `rank_brier` already applies), best first: one statement whatever the number
 * of members. `leagueId` null is the Global league (everyone); the caller has checked that the
 * viewer may see the league.
 */
export async function readLeagueTrackRecord(
  db: DbOrTx,
  leagueId: string | null,
): Promise<Omit<LeagueTrackRecord, 'leagueId'>> {
  const s = trackRecordStats;
  const who: TrackPlayers = leagueId
    ? { memberIds: leagueMemberIds(leagueId) }
    : { everyone: true };
  const allTime = sql`${s.periodKind} = 'all' and ${s.periodStart} = ${ALL_TIME_START}`;
  const memberRows = leagueId
    ? sql`
    select 'member', null, coalesce(${s.scored}, 0), coalesce(${s.hits}, 0),
           coalesce(${s.brierSum}, 0), 0, 0, null, m.user_id, ${displayName()}
      from ${leagueMemberIds(leagueId)} as m
      join ${user} on ${user.id} = m.user_id
      left join ${s} on ${s.userId} = m.user_id and ${allTime}
     order by ${s.rankBrier} asc nulls last, coalesce(${s.scored}, 0) desc, m.user_id asc
     limit ${LEAGUE_TRACK_MEMBERS_SHOWN}`
    : // Global: too many players to sort them all; the top of the Calibration board, one walk
      // of its index (players below the minimum are not listed).
      sql`
    select 'member', null, ${s.scored}, ${s.hits}, ${s.brierSum}, 0, 0, null, ${s.userId},
           ${displayName()}
      from ${s} join ${user} on ${user.id} = ${s.userId}
     where ${allTime} and ${s.rankBrier} is not null
     order by ${s.rankBrier} asc, ${s.userId} asc
     limit ${LEAGUE_TRACK_MEMBERS_SHOWN}`;
  const rows = await readTrackRows(db, who, memberRows);
  return {
    ...figuresOf(rows),
    minimum: CALIBRATION_MIN_RESOLVED,
    members: rows
      .filter((r) => r.kind === 'member')
      .map((r) => {
        const n = Number(r.n);
        return {
          userId: r.user_id ?? '',
          username: r.name ?? '',
          resolvedWithConfidence: n,
          brier: n >= CALIBRATION_MIN_RESOLVED ? brierOf(Number(r.brier_sum), n) : null,
        };
      }),
  };
}
