import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JUMP_ON_CREATOR_BONUS } from '../constants.ts';
import {
  betAgainstPayout,
  correctPayout,
  heldBonusOutcome,
  heldTotal,
  jumpBonus,
  jumpPayout,
  positionResult,
  settlementCredits,
  type SettlementOutcome,
  type Stakes,
} from './payouts.ts';

const stakes: Stakes = {
  creator: { userId: 'c', wager: 10 },
  joins: [
    { userId: 'j1', wager: 5 },
    { userId: 'j2', wager: 20 },
  ],
  jumps: [
    { userId: 'u1', wager: 10 },
    { userId: 'u2', wager: 1 },
  ],
  betsAgainst: [
    { userId: 'b1', wager: 7 },
    { userId: 'b2', wager: 3 },
  ],
};

describe('payouts', () => {
  it('follows docs/rules/game.md for single stakes', () => {
    expect(correctPayout(10)).toBe(20);
    expect(jumpPayout(10)).toBe(18); // wager 10 returns 8 profit
    expect(jumpPayout(2)).toBe(2);
    expect(jumpPayout(1)).toBe(1);
    expect(betAgainstPayout(7)).toBe(14);
  });

  it('pays CORRECT: backers 2x, jumpers w + max(w-2,0), bets against go to the creator', () => {
    expect(settlementCredits(stakes, 'CORRECT')).toEqual([
      { userId: 'c', reason: 'bet_forfeit', amount: 10 },
      { userId: 'c', reason: 'payout', amount: 20 },
      { userId: 'j1', reason: 'payout', amount: 10 },
      { userId: 'j2', reason: 'payout', amount: 40 },
      { userId: 'u1', reason: 'payout', amount: 18 },
      { userId: 'u2', reason: 'payout', amount: 1 },
    ]);
  });

  it('pays INCORRECT: only the bettors against, 2x', () => {
    expect(settlementCredits(stakes, 'INCORRECT')).toEqual([
      { userId: 'b1', reason: 'payout', amount: 14 },
      { userId: 'b2', reason: 'payout', amount: 6 },
    ]);
  });

  it('refunds every held wager on UNMEASURABLE', () => {
    const credits = settlementCredits(stakes, 'UNMEASURABLE');
    expect(credits.every((c) => c.reason === 'refund')).toBe(true);
    expect(credits.reduce((s, c) => s + c.amount, 0)).toBe(heldTotal(stakes));
  });

  const stake = (users: string[]) =>
    fc.record({ userId: fc.constantFrom(...users), wager: fc.integer({ min: 1, max: 500 }) });
  const anyStakes = fc.record({
    creator: stake(['a', 'b']),
    joins: fc.array(stake(['a', 'b', 'c', 'd']), { maxLength: 5 }),
    jumps: fc.array(stake(['a', 'b', 'c', 'd']), { maxLength: 5 }),
    betsAgainst: fc.array(stake(['a', 'b', 'c', 'd']), { maxLength: 5 }),
  });

  it('credits each user at most once per reason, positive amounts only', () => {
    fc.assert(
      fc.property(anyStakes, fc.constantFrom('CORRECT', 'INCORRECT', 'UNMEASURABLE'), (s, o) => {
        const credits = settlementCredits(s, o);
        const keys = credits.map((c) => `${c.userId}/${c.reason}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(credits.every((c) => Number.isInteger(c.amount) && c.amount > 0)).toBe(true);
      }),
    );
  });

  it('returns exactly the escrow on refund and never less than the backers stake on CORRECT', () => {
    fc.assert(
      fc.property(anyStakes, (s) => {
        const total = (o: 'CORRECT' | 'INCORRECT' | 'UNMEASURABLE') =>
          settlementCredits(s, o).reduce((sum, c) => sum + c.amount, 0);
        expect(total('UNMEASURABLE')).toBe(heldTotal(s));
        const backers = s.creator.wager + s.joins.reduce((sum, j) => sum + j.wager, 0);
        const bets = s.betsAgainst.reduce((sum, b) => sum + b.wager, 0);
        expect(total('CORRECT')).toBeGreaterThanOrEqual(2 * backers + bets);
        expect(total('INCORRECT')).toBe(2 * bets);
      }),
    );
  });
});

describe('held jump-on bonus', () => {
  it('holds +1 per jump', () => {
    expect(jumpBonus(0)).toBe(0);
    expect(jumpBonus(2)).toBe(2 * JUMP_ON_CREATOR_BONUS);
  });

  it('is paid on CORRECT and INCORRECT and cancelled by a refund, never both', () => {
    expect(heldBonusOutcome('CORRECT', 2)).toEqual({ paid: 2, cancelled: 0 });
    expect(heldBonusOutcome('INCORRECT', 2)).toEqual({ paid: 2, cancelled: 0 });
    expect(heldBonusOutcome('UNMEASURABLE', 2)).toEqual({ paid: 0, cancelled: 2 });
    fc.assert(
      fc.property(
        fc.constantFrom<SettlementOutcome>('CORRECT', 'INCORRECT', 'UNMEASURABLE'),
        fc.nat({ max: 1000 }),
        (outcome, held) => {
          const { paid, cancelled } = heldBonusOutcome(outcome, held);
          // Every held point ends exactly once: in the balance or cancelled.
          expect(paid + cancelled).toBe(held);
          expect(paid === 0 || cancelled === 0).toBe(true);
        },
      ),
    );
  });
});

describe('positionResult', () => {
  it('says how each position ended', () => {
    expect(positionResult('bet', 5, 'PENDING')).toEqual({ outcome: 'open', returned: null });
    expect(positionResult('jump', 10, 'UNMEASURABLE')).toEqual({
      outcome: 'refunded',
      returned: 10,
    });
    expect(positionResult('creator', 10, 'CORRECT')).toEqual({ outcome: 'won', returned: 20 });
    expect(positionResult('join', 10, 'INCORRECT')).toEqual({ outcome: 'lost', returned: 0 });
    expect(positionResult('jump', 10, 'CORRECT')).toEqual({ outcome: 'won', returned: 18 });
    expect(positionResult('bet', 7, 'CORRECT')).toEqual({ outcome: 'lost', returned: 0 });
    expect(positionResult('bet', 7, 'INCORRECT')).toEqual({ outcome: 'won', returned: 14 });
  });
});
