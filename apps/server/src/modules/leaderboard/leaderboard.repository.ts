// Leaderboard reads (docs/decisions/006-leaderboard.md). The order is the shared rule
// (rules/ranking.ts): ranked DESC, accuracy DESC, correct DESC, points DESC, user id DESC, where
// an unranked row has accuracy = correct = 0 in its key so only points order it.
//
// Both kinds of board keep the whole sort key in one table and one index read backwards:
// - all time, all categories: `players` (players_leaderboard_idx);
// - a category, this month or this week: that scope's rows of `player_period_stats`
//   (player_period_stats_board_idx), which carry a copy of the balance.
// A page is one index walk from the cursor (a row-value comparison, since every column is
// descending); a player's rank is 1 + a range count over the same index.
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Category } from '@boldcall/shared/constants';
import {
  isoDay,
  monthStart,
  weekStart,
  type LeaderboardPeriod,
} from '@boldcall/shared/rules/ranking';
import type { DbOrTx } from '../../db/client.ts';
import { ALL_TIME_START } from '../../db/columns.ts';
import { cursorCodec, cursorPart } from '../../platform/paging/paging.cursor.ts';
import { leagueMemberIds } from '../leagues/leagues.repository.ts';
import { displayName, playerRecord, selectPlayers } from '../../platform/identity/identity.read.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { playerPeriodStats } from './leaderboard.table.ts';

export interface Scope {
  period: LeaderboardPeriod;
  category: Category | 'all';
  now: Date;
  /** A league's board: only its members (docs/rules/leagues.md); absent/null is everyone. */
  leagueId?: string | null;
}

/** The member filter of a league's board: the same order, restricted to the league's members. */
const memberOf = (scope: Scope, userId: SQLWrapper) =>
  scope.leagueId ? sql`${userId} in ${leagueMemberIds(scope.leagueId)}` : undefined;

interface ScopeKey {
  periodKind: LeaderboardPeriod;
  periodStart: string;
  category: string;
}

/** null: the all-time, all-category board (on `players`). */
export function scopeKeyOf(scope: Scope): ScopeKey | null {
  if (scope.period === 'all') {
    return scope.category === 'all'
      ? null
      : { periodKind: 'all', periodStart: ALL_TIME_START, category: scope.category };
  }
  const start = scope.period === 'month' ? monthStart(scope.now) : weekStart(scope.now);
  return { periodKind: scope.period, periodStart: isoDay(start), category: scope.category };
}

/** One row of a board: the sort key and the scope's counters. */
export interface BoardRow {
  userId: string;
  ranked: boolean;
  rankAccuracy: number;
  rankCorrect: number;
  points: number;
  correct: number;
  incorrect: number;
  total: number;
}

export interface Cursor {
  ranked: boolean;
  rankAccuracy: number;
  rankCorrect: number;
  points: number;
  userId: string;
  /** Position of that row, so the next page continues the numbering. */
  rank: number;
}

// The board's cursor: the last row's sort key and its rank.
export const boardCursor = cursorCodec(
  z.tuple([
    cursorPart.flag,
    z.number().refine(Number.isFinite),
    cursorPart.int32,
    cursorPart.int32,
    cursorPart.id,
    cursorPart.safeInt.nonnegative(),
  ]),
  (c: Cursor) =>
    [c.ranked ? 1 : 0, c.rankAccuracy, c.rankCorrect, c.points, c.userId, c.rank] as const,
  ([ranked, rankAccuracy, rankCorrect, points, userId, rank]): Cursor => ({
    ranked: ranked === 1,
    rankAccuracy,
    rankCorrect,
    points,
    userId,
    rank,
  }),
);

const float8 = (n: number) => sql`${n}::double precision`;
const keyOf = (k: Omit<Cursor, 'rank'>) =>
  sql`(${k.ranked}::boolean, ${float8(k.rankAccuracy)}, ${k.rankCorrect}::int, ${k.points}::int, ${k.userId}::text)`;

/**
 * The table of a board and its columns: `players` for all time / all categories, else the
 * scope's rows of `player_period_stats`. Either way the sort key is in one index.
 */
function source(key: ScopeKey | null) {
  if (!key) {
    const p = players;
    return {
      table: p,
      where: undefined,
      columns: {
        userId: p.userId,
        ranked: p.ranked,
        rankAccuracy: p.rankAccuracy,
        rankCorrect: p.rankCorrect,
        points: p.points,
        correct: p.correctCount,
        incorrect: p.incorrectCount,
        total: p.totalPredictions,
      },
      sortKey: [p.ranked, p.rankAccuracy, p.rankCorrect, p.points, p.userId] as const,
    };
  }
  const s = playerPeriodStats;
  return {
    table: s,
    where: and(
      eq(s.periodKind, key.periodKind),
      eq(s.periodStart, key.periodStart),
      eq(s.category, key.category),
    ),
    columns: {
      userId: s.userId,
      ranked: s.ranked,
      rankAccuracy: s.rankAccuracy,
      rankCorrect: s.rankCorrect,
      points: s.points,
      correct: s.correctCount,
      incorrect: s.incorrectCount,
      total: s.totalPredictions,
    },
    sortKey: [s.ranked, s.rankAccuracy, s.rankCorrect, s.points, s.userId] as const,
  };
}

const tuple = (columns: readonly SQLWrapper[]) =>
  sql`(${sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  )})`;

/** `limit` rows after the cursor (or from the top), in board order: one index walk. */
export async function boardPage(
  db: DbOrTx,
  scope: Scope,
  after: Cursor | null,
  limit: number,
): Promise<BoardRow[]> {
  const src = source(scopeKeyOf(scope));
  return db
    .select(src.columns)
    .from(src.table)
    .where(
      and(
        src.where,
        memberOf(scope, src.columns.userId),
        after ? sql`${tuple(src.sortKey)} < ${keyOf(after)}` : undefined,
      ),
    )
    .orderBy(...src.sortKey.map((c) => desc(c)))
    .limit(limit);
}

/** The player's row and position on the board, or null when they are not on it. */
export async function boardPosition(
  db: DbOrTx,
  scope: Scope,
  userId: string,
): Promise<{ row: BoardRow; rank: number } | null> {
  const src = source(scopeKeyOf(scope));
  const [row] = await db
    .select(src.columns)
    .from(src.table)
    .where(and(src.where, memberOf(scope, src.columns.userId), eq(src.columns.userId, userId)));
  if (!row) return null;
  // Everyone ahead: a range count over the same index.
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(src.table)
    .where(
      and(
        src.where,
        memberOf(scope, src.columns.userId),
        sql`${tuple(src.sortKey)} > ${keyOf(row)}`,
      ),
    );
  return { row, rank: 1 + Number(ahead?.n ?? 0) };
}

/** What an entry shows beyond the board's counters: name, picture, tier, all-time stats. */
export interface PlayerCard {
  userId: string;
  username: string;
  avatar: string | null;
  isPro: boolean;
  correct: number;
  incorrect: number;
  total: number;
  streak: number;
}

export async function playerCards(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, PlayerCard>> {
  if (userIds.length === 0) return new Map();
  const rows = await selectPlayers(db, {
    userId: players.userId,
    username: displayName(),
    avatar: players.avatar,
    isPro: players.isPro,
    ...playerRecord,
  }).where(inArray(players.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r]));
}
