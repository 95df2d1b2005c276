import { describe, expect, it } from 'vitest';
import {
  callsToRank,
  compareForLeaderboard,
  displayRank,
  isRanked,
  monthStart,
  nextMonthStart,
  nextStreak,
  rankingKey,
  rankPlayers,
  streakOf,
  weekStart,
  type RankingStats,
} from './ranking.ts';

const p = (userId: string, correct: number, incorrect: number, points: number): RankingStats => ({
  userId,
  correct,
  incorrect,
  points,
});

const order = (list: RankingStats[]) => rankPlayers(list).map((x) => x.userId);

describe('display rank', () => {
  it('numbers ranked players by position and gives unranked players no number', () => {
    expect(displayRank(1, true)).toBe(1);
    expect(displayRank(7, false)).toBeNull();
    expect(callsToRank({ correct: 1, incorrect: 1 })).toBe(3);
    expect(callsToRank({ correct: 4, incorrect: 3 })).toBe(0);
  });
});

describe('ranking', () => {
  it('needs 5 resolved predictions to be ranked', () => {
    expect(isRanked(p('a', 4, 0, 0))).toBe(false);
    expect(isRanked(p('a', 4, 1, 0))).toBe(true);
    expect(isRanked(p('a', 0, 5, 0))).toBe(true);
  });

  it('ranks by accuracy, then correct count, then points', () => {
    expect(
      order([
        p('low-acc', 5, 5, 9000), // 50 %
        p('high-acc', 4, 1, 10), // 80 %
        p('more-correct', 8, 2, 10), // 80 %, more correct
        p('richer', 8, 2, 20), // same accuracy and correct, more points
      ]),
    ).toEqual(['richer', 'more-correct', 'high-acc', 'low-acc']);
  });

  it('puts every unranked player after the ranked ones, by points only', () => {
    expect(
      order([
        p('newbie-rich', 4, 0, 5000), // 100 % but only 4 resolved
        p('ranked-poor', 0, 5, 1), // 0 % but ranked
        p('newbie-poorer', 1, 0, 100),
        p('newbie-richer', 0, 1, 200), // accuracy does not matter when unranked
      ]),
    ).toEqual(['ranked-poor', 'newbie-rich', 'newbie-richer', 'newbie-poorer']);
  });

  it('breaks exact ties by user id (descending) and gives distinct positions', () => {
    const ranked = rankPlayers([p('b', 3, 2, 50), p('c', 6, 4, 50), p('a', 3, 2, 50)]);
    // 3/5 and 6/10 are the same accuracy; c has more correct; a and b tie on everything.
    expect(ranked.map((x) => [x.userId, x.rank])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
  });

  it('treats equal ratios as equal accuracy', () => {
    expect(rankingKey(p('x', 2, 1, 0)).accuracy).toBe(0); // unranked: zeroed
    expect(rankingKey(p('x', 4, 2, 0)).accuracy).toBe(rankingKey(p('y', 6, 3, 0)).accuracy);
    expect(compareForLeaderboard(p('x', 4, 2, 7), p('x', 4, 2, 7))).toBe(0);
  });

  it('keeps a streak of consecutive correct results', () => {
    expect(nextStreak(2, 'CORRECT')).toBe(3);
    expect(nextStreak(7, 'INCORRECT')).toBe(0);
    expect(streakOf(['CORRECT', 'INCORRECT', 'CORRECT', 'CORRECT', 'CORRECT'])).toBe(3);
    expect(streakOf([])).toBe(0);
  });
});

describe('periods (UTC)', () => {
  it('month starts on the 1st', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(nextMonthStart(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('week starts on Monday', () => {
    // 2026-11-22 is a Sunday; 2026-11-23 a Monday.
    expect(weekStart(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStart(new Date('2027-01-01T08:00:00Z')).toISOString()).toBe(
      '2026-12-28T00:00:00.000Z',
    );
  });
});
