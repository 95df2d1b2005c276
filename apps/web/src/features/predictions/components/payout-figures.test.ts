import { describe, expect, it } from 'vitest';
import { payoutFigures } from './payout-figures.ts';

/** The figures a preview shows: the wager, what wins and loses it, what comes back, the profit. */
const figures = (
  wager: number,
  winsOn: string,
  losesOn: string,
  returned: number,
  profit: number,
) => ({
  wager,
  winsOn,
  losesOn,
  returned,
  profit,
});

describe('payout preview figures', () => {
  it('a creator or joiner gets twice the wager back on a correct call, and loses it when wrong', () => {
    for (const position of ['creator', 'join'] as const) {
      expect(payoutFigures(position, 10)).toEqual(figures(10, 'Correct', 'Wrong', 20, 10));
    }
  });

  it('a jump pays the wager back plus the wager less the 2-point penalty, never less than the wager', () => {
    expect(payoutFigures('jump', 10)).toEqual(figures(10, 'Correct', 'Incorrect', 18, 8));
    expect(payoutFigures('jump', 2).returned).toBe(2);
    expect(payoutFigures('jump', 1).returned).toBe(1);
    expect(payoutFigures('jump', 3).profit).toBe(1);
  });

  it('a bet against wins twice the wager on an incorrect call and loses it on a correct one', () => {
    expect(payoutFigures('bet', 25)).toEqual(figures(25, 'Incorrect', 'Correct', 50, 25));
  });

  it('previews nothing while the wager typed is not a positive number', () => {
    for (const wager of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
      const preview = payoutFigures('join', wager);
      expect(preview.wager).toBe(0);
      expect(preview.returned).toBe(0);
      expect(preview.profit).toBe(0);
    }
  });
});
