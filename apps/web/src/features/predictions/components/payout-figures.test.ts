import { describe, expect, it } from 'vitest';
import { payoutFigures } from './payout-figures.ts';

describe('payout preview figures', () => {
  it('a creator or joiner gets twice the wager back on a correct call, and loses it when wrong', () => {
    for (const position of ['creator', 'join'] as const) {
      expect(payoutFigures(position, 10)).toEqual({
        wager: 10,
        winsOn: 'Correct',
        losesOn: 'Wrong',
        returned: 20,
        profit: 10,
      });
    }
  });

  it('a jump pays the wager back plus the wager less the 2-point penalty, never less than the wager', () => {
    expect(payoutFigures('jump', 10)).toEqual({
      wager: 10,
      winsOn: 'Correct',
      losesOn: 'Incorrect',
      returned: 18,
      profit: 8,
    });
    expect(payoutFigures('jump', 2).returned).toBe(2);
    expect(payoutFigures('jump', 1).returned).toBe(1);
    expect(payoutFigures('jump', 3).profit).toBe(1);
  });

  it('a bet against wins twice the wager on an incorrect call and loses it on a correct one', () => {
    expect(payoutFigures('bet', 25)).toEqual({
      wager: 25,
      winsOn: 'Incorrect',
      losesOn: 'Correct',
      returned: 50,
      profit: 25,
    });
  });

  it('previews nothing while the wager typed is not a positive number', () => {
    for (const wager of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
      const figures = payoutFigures('join', wager);
      expect(figures.wager).toBe(0);
      expect(figures.returned).toBe(0);
      expect(figures.profit).toBe(0);
    }
  });
});
