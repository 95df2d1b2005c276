import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { heldTotal, type Stakes } from './payouts.ts';
import { planMerge, planTotal, type MergeSource } from './merge.ts';

const source = (
  id: string,
  createdAt: string,
  stakes: Stakes,
  votes: MergeSource['votes'] = [],
  expiresAt = '2030-01-01T00:00:00Z',
): MergeSource => ({ id, createdAt, expiresAt, stakes, votes });

describe('planMerge', () => {
  it('follows the rule: earliest creator, other creators join, sums per user, refunds conflicts', () => {
    const plan = planMerge([
      source(
        'p2',
        '2026-01-02T00:00:00Z',
        {
          creator: { userId: 'bob', wager: 20 },
          joins: [
            { userId: 'ann', wager: 5 },
            { userId: 'cat', wager: 3 },
          ],
          jumps: [{ userId: 'ann', wager: 4 }],
          betsAgainst: [{ userId: 'dan', wager: 6 }],
        },
        [{ userId: 'dan', voteType: 'down', createdAt: '2026-01-03T00:00:00Z' }],
        '2031-06-01T00:00:00Z',
      ),
      source(
        'p1',
        '2026-01-01T00:00:00Z',
        {
          creator: { userId: 'ann', wager: 10 },
          joins: [{ userId: 'cat', wager: 7 }],
          jumps: [{ userId: 'dan', wager: 2 }],
          betsAgainst: [{ userId: 'bob', wager: 9 }],
        },
        [
          { userId: 'dan', voteType: 'up', createdAt: '2026-01-02T00:00:00Z' },
          { userId: 'bob', voteType: 'up', createdAt: '2026-01-02T00:00:00Z' },
        ],
      ),
      source(
        'p3',
        '2026-01-03T00:00:00Z',
        {
          creator: { userId: 'cat', wager: 1 },
          joins: [],
          jumps: [],
          betsAgainst: [{ userId: 'ann', wager: 8 }],
        },
        [{ userId: 'ann', voteType: 'up', createdAt: '2026-01-04T00:00:00Z' }],
      ),
    ]);
    expect(plan).toEqual({
      earliestId: 'p1',
      creatorId: 'ann',
      creatorWager: 15, // own 10 + joined bob's 5
      expiresAt: new Date('2031-06-01T00:00:00Z'),
      joins: [
        { userId: 'bob', wager: 20 },
        { userId: 'cat', wager: 11 }, // 3 + 7 + own prediction 1
      ],
      jumps: [{ userId: 'dan', wager: 2 }],
      // One position per player: bob backs (his own p2), dan keeps his jump on p1.
      betsAgainst: [],
      votes: [
        { userId: 'bob', voteType: 'up' },
        { userId: 'dan', voteType: 'down' }, // the most recent
      ],
      refunds: [
        { userId: 'ann', wager: 12 }, // her jump 4 and bet against 8
        { userId: 'bob', wager: 9 }, // his bet against p1
        { userId: 'dan', wager: 6 }, // his bet against p2
      ],
      // The sources' held bonuses are cancelled; ann holds +1 for dan's carried jump.
      creatorBonus: 1,
    });
  });

  it('holds no more bonus than the sources held (jumps whose bonus was paid at once)', () => {
    const stakes = (creator: string, jumper: string): Stakes => ({
      creator: { userId: creator, wager: 5 },
      joins: [],
      jumps: [{ userId: jumper, wager: 3 }],
      betsAgainst: [],
    });
    const sources = [
      { ...source('p1', '2026-01-01T00:00:00Z', stakes('ann', 'dan')), heldBonus: 0 },
      { ...source('p2', '2026-01-02T00:00:00Z', stakes('bob', 'eve')), heldBonus: 1 },
    ];
    expect(planMerge(sources).jumps).toHaveLength(2);
    expect(planMerge(sources).creatorBonus).toBe(1);
  });

  it('conserves every held point', () => {
    const users = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const stake = fc.record({
      userId: fc.constantFrom(...users),
      wager: fc.integer({ min: 1, max: 50 }),
    });
    const uniqueStakes = fc.uniqueArray(stake, { selector: (s) => s.userId, maxLength: 4 });
    const src = fc.record({
      creator: stake,
      joins: uniqueStakes,
      jumps: uniqueStakes,
      betsAgainst: uniqueStakes,
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(fc.array(src, { minLength: 2, maxLength: 5 }), (list) => {
        const sources = list.map((s, i) =>
          source(`p${i}`, `2026-02-${String(s.day).padStart(2, '0')}T00:00:00Z`, {
            creator: s.creator,
            joins: s.joins.filter((j) => j.userId !== s.creator.userId),
            jumps: s.jumps.filter((j) => j.userId !== s.creator.userId),
            betsAgainst: s.betsAgainst.filter((j) => j.userId !== s.creator.userId),
          }),
        );
        const plan = planMerge(sources);
        expect(planTotal(plan)).toBe(sources.reduce((t, s) => t + heldTotal(s.stakes), 0));
        expect(plan.creatorWager).toBeGreaterThanOrEqual(1);
        for (const list of [plan.joins, plan.jumps, plan.betsAgainst]) {
          expect(list.some((s) => s.userId === plan.creatorId)).toBe(false);
          expect(new Set(list.map((s) => s.userId)).size).toBe(list.length);
        }
        // One position per player on the merged prediction.
        const holders = [
          plan.creatorId,
          ...[...plan.joins, ...plan.jumps, ...plan.betsAgainst].map((s) => s.userId),
        ];
        expect(new Set(holders).size).toBe(holders.length);
        // The merged creator holds one bonus per jump it keeps: a merge only drops jumps, so
        // the sources always held at least as much.
        const jumpsIn = sources.reduce((t, s) => t + s.stakes.jumps.length, 0);
        expect(plan.jumps.length).toBeLessThanOrEqual(jumpsIn);
        expect(plan.creatorBonus).toBe(plan.jumps.length);
      }),
    );
  });
});
