import { describe, expect, it } from 'vitest';
import {
  currentWeek,
  defaultNflWager,
  nflBatchOrder,
  nflBatchRefusal,
  gameWinner,
  isGameLocked,
  kickoffCountdown,
  nflQuickWagers,
  nflWagerError,
  pickOutcome,
  pickPayout,
  seasonPayout,
} from './nfl.ts';

const NFL_MSG_NOT_ENOUGH = (n: number) => `You don't have enough points. Available: ${n}`;

describe('nfl rules', () => {
  it('locks at kickoff, not a second before', () => {
    const kickoff = Date.UTC(2026, 8, 10, 0, 20);
    expect(isGameLocked(kickoff, kickoff - 1000)).toBe(false);
    expect(isGameLocked(kickoff, kickoff)).toBe(true);
    expect(isGameLocked(kickoff, kickoff + 1)).toBe(true);
  });

  it('pays a win 2x, a loss nothing and refunds a tie', () => {
    const game = { homeCode: 'SEA', awayCode: 'NE', homeScore: 13, awayScore: 10 };
    expect(gameWinner(game)).toBe('SEA');
    expect(pickPayout(pickOutcome('SEA', gameWinner(game)), 25)).toBe(50);
    expect(pickPayout(pickOutcome('NE', gameWinner(game)), 25)).toBe(0);
    const tie = { ...game, awayScore: 13 };
    expect(gameWinner(tie)).toBeNull();
    expect(pickOutcome('NE', null)).toBe('push');
    expect(pickPayout('push', 25)).toBe(25);
  });

  it('pays a season prediction round(2 x wager x correct / decided)', () => {
    expect(seasonPayout(100, 2, 3)).toBe(133);
    expect(seasonPayout(100, 3, 3)).toBe(200);
    expect(seasonPayout(100, 0, 3)).toBe(0);
    expect(seasonPayout(10, 1, 3)).toBe(7);
    expect(seasonPayout(100, 0, 0)).toBe(100);
  });

  it('bounds wagers with the catalogue messages', () => {
    expect(nflWagerError(0, 50)).toBe('Must wager at least 1 point');
    expect(nflWagerError(2.5, 50)).toBe('Points must be a whole number');
    expect(nflWagerError(51, 50)).toBe("You don't have enough points. Available: 50");
    expect(nflWagerError(50, 50)).toBeNull();
  });

  it('caps quick wagers to the balance', () => {
    expect(nflQuickWagers(30)).toEqual([
      { label: 10, amount: 10 },
      { label: 25, amount: 25 },
      { label: 50, amount: 30 },
    ]);
    expect(nflQuickWagers(0)).toEqual([]);
  });

  it('counts down days, hours and minutes', () => {
    const now = Date.UTC(2026, 8, 1);
    const kickoff = now + ((2 * 24 + 3) * 60 + 4) * 60_000 + 59_000;
    expect(kickoffCountdown(kickoff, now)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(kickoffCountdown(now, now)).toBeNull();
  });

  it('finds the current week', () => {
    const now = Date.UTC(2026, 9, 1);
    const games = [
      { week: 3, kickoff: now - 5 * 86_400_000, final: true },
      { week: 4, kickoff: now + 86_400_000, final: false },
      { week: 5, kickoff: now + 8 * 86_400_000, final: false },
    ];
    expect(currentWeek(games, now)).toBe(4);
    expect(currentWeek([], now)).toBe(1);
  });

  it('starts the week at the last wager, else 10, never above the balance', () => {
    expect(defaultNflWager(null, 100)).toBe(10);
    expect(defaultNflWager(25, 100)).toBe(25);
    expect(defaultNflWager(25, 7)).toBe(7);
    expect(defaultNflWager(null, 3)).toBe(3);
    expect(defaultNflWager(40, null)).toBe(40);
    expect(defaultNflWager(10, 0)).toBe(1);
  });

  it('applies a save with the lowered picks first and names the first pick that does not fit', () => {
    const picks = [
      { wager: 30, held: 0 },
      { wager: 5, held: 20 },
      { wager: 30, held: 10 },
    ];
    expect(nflBatchOrder(picks)).toEqual([1, 0, 2]);
    // 20 + 15 released = 35: 30 fits, then 5 + 10 held = 15 < 30.
    expect(nflBatchRefusal(picks, 20)).toEqual({ index: 2, message: NFL_MSG_NOT_ENOUGH(15) });
    expect(nflBatchRefusal(picks, 35)).toBeNull();
    expect(nflBatchRefusal([{ wager: 0, held: 0 }], 35)?.message).toBe(
      'Must wager at least 1 point',
    );
  });
});
