// Leaderboard ranking (docs/rules/game.md). Players with at least RANKED_MIN_RESOLVED resolved
// predictions come first, by accuracy, then correct count, then points; the others follow by
// points. "Resolved" means decided: CORRECT or INCORRECT (UNMEASURABLE and MERGED say nothing
// about accuracy and do not count). Equal keys are ordered by user id, descending, so the order
// is total and stable; a rank is the 1-based position in that order (ties do not share a rank).
// The server computes the same order in SQL (see docs/decisions/006-leaderboard.md); these
// functions are the reference its tests compare against.
import { RANKED_MIN_RESOLVED } from '../constants.ts';
import { accuracy } from './accuracy.ts';

export interface RankingStats {
  userId: string;
  correct: number;
  incorrect: number;
  points: number;
}

export const resolvedCount = (s: { correct: number; incorrect: number }) => s.correct + s.incorrect;

export const isRanked = (s: { correct: number; incorrect: number }) =>
  resolvedCount(s) >= RANKED_MIN_RESOLVED;

/** How many more resolved (CORRECT or INCORRECT) calls an unranked player needs; 0 when ranked. */
export const callsToRank = (s: { correct: number; incorrect: number }) =>
  Math.max(0, RANKED_MIN_RESOLVED - resolvedCount(s));

/**
 * The rank a player is shown (docs/rules/game.md "Ranking"): their position in the board order
 * when ranked, null when not. Ranked players come first in that order, so ranks are 1 … N with
 * no gaps, and an unranked player never has a number.
 */
export function displayRank(position: number, ranked: boolean): number | null {
  return ranked ? position : null;
}

/**
 * The sort key, compared field by field, all descending. For an unranked player accuracy and
 * correct count are 0 so that only points order them.
 */
export interface RankingKey {
  ranked: boolean;
  accuracy: number;
  correct: number;
  points: number;
  userId: string;
}

export function rankingKey(s: RankingStats): RankingKey {
  const ranked = isRanked(s);
  return {
    ranked,
    accuracy: ranked ? accuracy(s.correct, s.incorrect) : 0,
    correct: ranked ? s.correct : 0,
    points: s.points,
    userId: s.userId,
  };
}

const desc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/** Negative when `a` ranks before `b`. */
export function compareRankingKeys(a: RankingKey, b: RankingKey): number {
  return (
    desc(Number(a.ranked), Number(b.ranked)) ||
    desc(a.accuracy, b.accuracy) ||
    desc(a.correct, b.correct) ||
    desc(a.points, b.points) ||
    (a.userId === b.userId ? 0 : a.userId > b.userId ? -1 : 1)
  );
}

export function compareForLeaderboard(a: RankingStats, b: RankingStats): number {
  return compareRankingKeys(rankingKey(a), rankingKey(b));
}

/** Sorted copy with `rank` = position (1-based). */
export function rankPlayers<T extends RankingStats>(
  players: readonly T[],
): Array<T & { rank: number }> {
  return [...players]
    .sort(compareForLeaderboard)
    .map((player, index) => ({ ...player, rank: index + 1 }));
}

/**
 * Consecutive CORRECT results at the end of a player's resolved predictions, in resolution
 * order: one more after CORRECT, back to 0 after INCORRECT.
 */
export function nextStreak(streak: number, outcome: 'CORRECT' | 'INCORRECT'): number {
  return outcome === 'CORRECT' ? streak + 1 : 0;
}

export function streakOf(outcomes: ReadonlyArray<'CORRECT' | 'INCORRECT'>): number {
  return outcomes.reduce(nextStreak, 0);
}

// ---------------------------------------------------------------------------------------------
// Periods

export const LEADERBOARD_PERIODS = ['all', 'month', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Start of the calendar month (UTC) holding `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** Start of the ISO week (Monday 00:00 UTC) holding `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

/** The start of the month after the one holding `at` (UTC). */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export function periodStart(period: Exclude<LeaderboardPeriod, 'all'>, at: Date): Date {
  return period === 'month' ? monthStart(at) : weekStart(at);
}

/** YYYY-MM-DD of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
