// The leaderboard ("Leaderboard entry"; docs/rules/game.md): a page of entries in
// the shared ranking order, plus the caller's own entry wherever it is.
import type { Category } from '@boldcall/shared/constants';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import { badgesFor } from '@boldcall/shared/rules/badges';
import { callsToRank, displayRank, type LeaderboardPeriod } from '@boldcall/shared/rules/ranking';
import { brierOf, TRACK_RECORD_MSG } from '@boldcall/shared/rules/track-record';
import type {
  LeaderboardBoard,
  LeaderboardEntry,
  LeaderboardResponse,
} from '@boldcall/shared/schemas/leaderboard';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { splitPage, type CursorCodec } from '../../platform/paging/paging.cursor.ts';
import {
  trackBoardCursor,
  trackBoardPage,
  trackBoardPosition,
  type TrackBoard,
  type TrackBoardRow,
  type TrackCursor,
  type TrackScope,
} from '../track-record/track-record.repository.ts';
import { leagueForBoard } from '../leagues/leagues.repository.ts';
import {
  boardPage,
  boardPosition,
  boardCursor,
  playerCards,
  type BoardRow,
  type Cursor,
  type Scope,
} from './leaderboard.repository.ts';

/**
 * Each player's latest calls, newest first, at most `limit` each: the predictions module's reader,
 * handed in by the caller (the predictions module keeps the leaderboard's figures, so the
 * leaderboard does not import it; docs/decisions/037-a-ground-floor-for-the-server.md).
 */
export type RecentPredictionsOf = (
  db: DbOrTx,
  userIds: readonly string[],
  limit: number,
) => Promise<Map<string, ReadonlyArray<LeaderboardEntry['recentPredictions'][number]>>>;

/** How many of a player's latest predictions an entry carries. */
const RECENT_PREDICTIONS = 3;

export interface LeaderboardRequest {
  /** Absent: the Accuracy board. */
  board?: LeaderboardBoard;
  period: LeaderboardPeriod;
  category: Category | 'all';
  league?: string;
  cursor?: string;
  limit: number;
  viewerId: string | null;
  now?: Date;
}

export async function getLeaderboard(
  db: DbOrTx,
  request: LeaderboardRequest,
  recentOf: RecentPredictionsOf,
): Promise<LeaderboardResponse> {
  const board = request.board ?? 'accuracy';
  if (board !== 'accuracy') return getTrackBoard(db, board, request, recentOf);
  const scope: Scope = {
    period: request.period,
    category: request.category,
    now: request.now ?? new Date(),
    leagueId: await boardLeague(db, request),
  };
  const { listed, respond } = await boardSlice(db, scope, request, accuracyBoard);
  return respond(board, await toEntries(db, listed, recentOf));
}

/**
 * The Calibration and Boldest boards (docs/rules/track-record.md): the same page, own row and
 * statements as the Accuracy board, read from the track record's sums. Every row listed is
 * ranked (the Calibration board lists only players with enough scored positions); the
 * accuracy counters of an entry are the player's all-time ones.
 */
async function getTrackBoard(
  db: DbOrTx,
  board: TrackBoard,
  request: LeaderboardRequest,
  recentOf: RecentPredictionsOf,
): Promise<LeaderboardResponse> {
  if (request.category !== 'all') throw badRequest(TRACK_RECORD_MSG.boardCategory);
  const scope = {
    board,
    period: request.period,
    now: request.now ?? new Date(),
    leagueId: await boardLeague(db, request),
  };
  const { listed, respond } = await boardSlice(db, scope, request, trackBoard);
  const asBoardRow = (r: TrackBoardRow): BoardRow => ({
    userId: r.userId,
    ranked: true,
    rankAccuracy: 0,
    rankCorrect: 0,
    points: r.points,
    correct: r.correct,
    incorrect: r.incorrect,
    total: r.total,
  });
  const entries = await toEntries(
    db,
    listed.map(({ row, rank }) => ({ row: asBoardRow(row), rank })),
    recentOf,
  );
  const withTrack = entries.map((entry, i) => {
    const row = listed[i]?.row;
    return row
      ? {
          ...entry,
          trackRecord: {
            brier: brierOf(row.brierSum, row.scored),
            resolvedWithConfidence: row.scored,
            boldness: row.boldness,
          },
        }
      : entry;
  });
  return respond(board, withTrack);
}

/** A league's board lists its members only (404 for a private league the viewer is not in). */
async function boardLeague(db: DbOrTx, request: LeaderboardRequest): Promise<string | null> {
  return request.league ? leagueForBoard(db, request.league, request.viewerId) : null;
}

/** Where a board's rows come from: its page and position queries, and its cursor's key. */
interface BoardSource<S, Row, Key extends { rank: number }> {
  cursor: CursorCodec<Key>;
  page: (db: DbOrTx, scope: S, after: Key | null, limit: number) => Promise<Row[]>;
  position: (db: DbOrTx, scope: S, userId: string) => Promise<{ row: Row; rank: number } | null>;
  key: (row: Row, rank: number) => Key;
}

const accuracyBoard: BoardSource<Scope, BoardRow, Cursor> = {
  cursor: boardCursor,
  page: boardPage,
  position: boardPosition,
  key: (row, rank) => ({ ...row, rank }),
};

const trackBoard: BoardSource<TrackScope, TrackBoardRow, TrackCursor> = {
  cursor: trackBoardCursor,
  page: trackBoardPage,
  position: trackBoardPosition,
  key: ({ score, userId }, rank) => ({ score, userId, rank }),
};

/**
 * One page of a board, numbered on from the cursor's rank, then the viewer's own row wherever it
 * is: `listed` holds the page's rows and then the viewer's, and `respond` answers with their
 * entries, in that order (the next cursor made from the page's last row when more follow).
 */
async function boardSlice<S, Row, Key extends { rank: number }>(
  db: DbOrTx,
  scope: S,
  request: LeaderboardRequest,
  source: BoardSource<S, Row, Key>,
) {
  const after = request.cursor ? source.cursor.decode(request.cursor) : null;
  const rows = await source.page(db, scope, after, request.limit + 1);
  const { page, next: last } = splitPage(rows, request.limit);
  const firstRank = (after?.rank ?? 0) + 1;
  const mine = request.viewerId ? await source.position(db, scope, request.viewerId) : null;
  return {
    listed: [...page.map((row, i) => ({ row, rank: firstRank + i })), ...(mine ? [mine] : [])],
    respond: (board: LeaderboardBoard, entries: LeaderboardEntry[]): LeaderboardResponse => ({
      data: entries.slice(0, page.length),
      nextCursor: last ? source.cursor.encode(source.key(last, firstRank + page.length - 1)) : null,
      me: entries[page.length] ?? null,
      board,
      period: request.period,
      category: request.category,
    }),
  };
}

/**
 * Board rows into entries: two queries for the whole page (cards, recent predictions). The one
 * place a board position becomes the rank players see (rules/ranking.ts displayRank): any board,
 * all-time, filtered or a league's, numbers its ranked players 1 … N and no one else.
 */
async function toEntries(
  db: DbOrTx,
  ranked: Array<{ row: BoardRow; rank: number }>,
  recentOf: RecentPredictionsOf,
): Promise<LeaderboardEntry[]> {
  const ids = [...new Set(ranked.map((r) => r.row.userId))];
  const [cards, recent] = await Promise.all([
    playerCards(db, ids),
    recentOf(db, ids, RECENT_PREDICTIONS),
  ]);
  return ranked.map(({ row, rank }) => {
    const card = cards.get(row.userId);
    return {
      userId: row.userId,
      rank: displayRank(rank, row.ranked),
      username: card?.username ?? row.userId,
      avatar: card?.avatar ?? null,
      isPro: card?.isPro ?? false,
      ranked: row.ranked,
      accuracy: accuracyPercent(row.correct, row.incorrect),
      totalPredictions: row.total,
      correctPredictions: row.correct,
      incorrectPredictions: row.incorrect,
      resolvedPredictions: row.correct + row.incorrect,
      callsToRank: callsToRank(row),
      points: row.points,
      streak: card?.streak ?? 0,
      badges: card
        ? badgesFor({
            correct: card.correct,
            incorrect: card.incorrect,
            totalPredictions: card.total,
            streak: card.streak,
            isPro: card.isPro,
          })
        : [],
      recentPredictions: (recent.get(row.userId) ?? []).map((p) => ({
        id: p.id,
        text: p.text,
        category: p.category,
        status: p.status,
        createdAt: p.createdAt,
      })),
      trackRecord: null,
    };
  });
}

/**
 * The player's rank on the all-time board — the number the leaderboard shows them with — or
 * null when they are unranked or have no player profile. Profile and admin Users use this.
 */
export async function overallRank(db: DbOrTx, userId: string): Promise<number | null> {
  const position = await boardPosition(
    db,
    { period: 'all', category: 'all', now: new Date() },
    userId,
  );
  return position ? displayRank(position.rank, position.row.ranked) : null;
}
