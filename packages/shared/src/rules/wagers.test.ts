import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interactionWagerError, quickWagers, stakeWagerError, wagerCap } from './wagers.ts';

describe('wager bounds', () => {
  it('caps at the points, or 100 while unknown', () => {
    expect(wagerCap(42)).toBe(42);
    expect(wagerCap(undefined)).toBe(100);
    expect(wagerCap(null)).toBe(100);
    expect(wagerCap(-5)).toBe(0);
  });

  it('answers the catalogue messages for create and join', () => {
    expect(stakeWagerError(0, 50)).toBe('Must wager at least 1 point');
    expect(stakeWagerError(-3, 50)).toBe('Must wager at least 1 point');
    expect(stakeWagerError(51, 50)).toBe('Cannot wager more than 50 points');
    expect(stakeWagerError(101, undefined)).toBe('Cannot wager more than 100 points');
    expect(stakeWagerError(2.5, 50)).toBe('Points must be a whole number');
    expect(stakeWagerError(1, 50)).toBeNull();
    expect(stakeWagerError(50, 50)).toBeNull();
  });

  it('answers Invalid wager amount for jump-on and bet-against', () => {
    for (const wager of [0, 51, 1.5]) {
      expect(interactionWagerError(wager, 50), String(wager)).toBe('Invalid wager amount');
    }
    expect(interactionWagerError(50, 50)).toBeNull();
  });

  it('accepts exactly the whole numbers 1 … points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 2000 }),
        fc.integer({ min: 0, max: 1000 }),
        (w, p) => {
          const ok = w >= 1 && w <= p;
          expect(stakeWagerError(w, p) === null).toBe(ok);
          expect(interactionWagerError(w, p) === null).toBe(ok);
        },
      ),
    );
  });

  it('disables quick wagers above the points', () => {
    expect(quickWagers(20)).toEqual([
      { amount: 5, disabled: false },
      { amount: 10, disabled: false },
      { amount: 25, disabled: true },
      { amount: 50, disabled: true },
    ]);
    expect(quickWagers(undefined).every((q) => !q.disabled)).toBe(true);
  });
});
