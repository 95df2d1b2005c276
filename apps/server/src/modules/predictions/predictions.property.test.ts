// Property: over any sequence of create / join / jump on / bet against / vote / resolve / refund /
// delete / Pro upgrade by a few players, (1) every balance equals the sum of its ledger rows and
// is never negative, (2) each prediction is paid at most once (at most one ledger credit per user
// and reason, none while PENDING), (3) the database agrees with a plain model of
// docs/rules/game.md — same refusals (one position per player), same balances, same counters —
// and (4) the economy (balances + open stakes − open jump-on bonuses, test/points.ts) changes
// only by grants (sign-up, Pro top-up) and settled wins and losses, never by a refund or delete.
// The one exception is the write-off of a bonus the creator no longer has (docs/rules/game.md
// "Refunds"); the model computes it and the test counts it separately.
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bonusClawback,
  collectible,
  heldTotal,
  settlementCredits,
  type SettlementOutcome,
  type Stakes,
} from '@boldcall/shared/rules/payouts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../db/factories.ts';
import { AppError } from '../../plugins/errors.ts';
import { economyTotal } from '../../test/points.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { grantPro } from '../pro/pro.service.ts';
import { deletePrediction } from './predictions.moderation.ts';
import { pointsLedger } from '../points/points.table.ts';
import { players } from '../users/users.table.ts';
import { refundPrediction } from './predictions.settlement.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from './predictions.service.ts';
import { predictions } from './predictions.table.ts';

type Command =
  | { kind: 'create'; p: number; wager: number }
  | { kind: 'join' | 'jump' | 'bet'; p: number; pred: number; wager: number }
  | { kind: 'vote'; p: number; pred: number; up: boolean }
  | { kind: 'resolve'; pred: number; outcome: SettlementOutcome }
  | { kind: 'refund'; pred: number }
  | { kind: 'delete'; pred: number }
  | { kind: 'upgrade'; p: number };

const PLAYERS = 4;
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const pred = fc.nat({ max: 7 });
// Mostly affordable, sometimes far above any balance.
const wager = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 41, max: 1200 }) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), p: player, wager }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom('join' as const, 'jump' as const, 'bet' as const),
      p: player,
      pred,
      wager,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('vote' as const), p: player, pred, up: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      pred,
      outcome: fc.constantFrom('CORRECT' as const, 'INCORRECT' as const, 'UNMEASURABLE' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('refund' as const, 'delete' as const), pred }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('upgrade' as const), p: player }) },
);

interface ModelPrediction {
  id: string;
  creator: string;
  wager: number;
  pending: boolean;
  deleted: boolean;
  joins: Map<string, number>;
  jumps: Map<string, number>;
  bets: Map<string, number>;
  votes: { up: number; down: number; by: Set<string> };
}

describe('prediction economy (property)', () => {
  let database: DatabaseHandle;
  let adminId = '';
  let run = 0;
  /** Bonus points the refunds could not take back, over every run (see the header). */
  let writtenOff = 0;
  let refunds = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    adminId = (await createPlayer(database.db, { username: 'prop_admin', role: 'admin' })).id;
  });
  afterAll(() => database.close());

  async function outcomeOf(action: () => Promise<unknown>): Promise<number> {
    try {
      await action();
      return 200;
    } catch (error) {
      if (error instanceof AppError) return error.statusCode;
      throw error;
    }
  }

  async function execute(commands: Command[]) {
    const db = database.db;
    run += 1;
    const economyBefore = await economyTotal(db);
    /** What the economy may change by: grants, settled wins and losses, write-offs. */
    let grants = 0;
    let settled = 0;
    let runWrittenOff = 0;
    const ids: string[] = [];
    const balance = new Map<string, number>();
    const pro = new Set<string>();
    for (let i = 0; i < PLAYERS; i += 1) {
      const created = await createPlayer(db, { username: `prop_${run}_${i}`, isPro: i === 0 });
      ids.push(created.id);
      balance.set(created.id, i === 0 ? 1000 : 100);
      grants += i === 0 ? 1000 : 100;
      if (i === 0) pro.add(created.id);
    }
    const model: ModelPrediction[] = [];
    const bal = (id: string) => balance.get(id) ?? 0;
    const add = (id: string, amount: number) => balance.set(id, bal(id) + amount);
    /** A refund: every stake back, then the creator returns the bonuses; returns the write-off. */
    const refundModel = (m: ModelPrediction): number => {
      refunds += 1;
      for (const credit of settlementCredits(stakesOf(m), 'UNMEASURABLE'))
        add(credit.userId, credit.amount);
      const owed = bonusClawback(stakesOf(m));
      const taken = collectible(owed, bal(m.creator));
      add(m.creator, -taken);
      return owed - taken;
    };

    for (const c of commands) {
      if (c.kind === 'upgrade') {
        const userId = ids[c.p] as string;
        await db.transaction((tx) => grantPro(tx, userId));
        if (!pro.has(userId)) {
          pro.add(userId);
          const topUp = Math.max(0, 1000 - bal(userId));
          add(userId, topUp);
          grants += topUp;
        }
        continue;
      }
      if (c.kind === 'create') {
        const userId = ids[c.p] as string;
        const expected = c.wager <= bal(userId) ? 200 : 400;
        let id = '';
        const got = await outcomeOf(async () => {
          id = await makePrediction(db, { userId, pointsWagered: c.wager });
        });
        expect(got, JSON.stringify(c)).toBe(expected);
        if (got === 200) {
          add(userId, -c.wager);
          model.push({
            id,
            creator: userId,
            wager: c.wager,
            pending: true,
            deleted: false,
            joins: new Map(),
            jumps: new Map(),
            bets: new Map(),
            votes: { up: 0, down: 0, by: new Set() },
          });
        }
        continue;
      }
      if (model.length === 0) continue;
      const m = model[c.pred % model.length] as ModelPrediction;

      if (c.kind === 'delete') {
        if (m.deleted) continue;
        const got = await outcomeOf(() => deletePrediction(db, adminId, m.id, {}));
        expect(got, JSON.stringify(c)).toBe(200);
        m.deleted = true;
        if (m.pending) {
          m.pending = false;
          runWrittenOff += refundModel(m);
        }
        continue;
      }

      if (c.kind === 'resolve' || c.kind === 'refund') {
        const outcome = c.kind === 'refund' ? 'UNMEASURABLE' : c.outcome;
        const got = await outcomeOf(() =>
          c.kind === 'refund'
            ? db.transaction((tx) => refundPrediction(tx, m.id))
            : resolvePredictionNow(db, m.id, c.outcome),
        );
        expect(got, JSON.stringify(c)).toBe(m.pending ? 200 : 409);
        if (got === 200) {
          m.pending = false;
          if (outcome === 'UNMEASURABLE') {
            runWrittenOff += refundModel(m);
          } else {
            const credits = settlementCredits(stakesOf(m), outcome);
            for (const credit of credits) add(credit.userId, credit.amount);
            // A settled call realises its result: payouts less the stakes, plus the bonuses.
            settled +=
              credits.reduce((t, x) => t + x.amount, 0) - heldTotal(stakesOf(m)) + m.jumps.size;
          }
        }
        continue;
      }

      const userId = ids[c.p] as string;
      const already =
        c.kind === 'join'
          ? m.joins.has(userId)
          : c.kind === 'jump'
            ? m.jumps.has(userId)
            : c.kind === 'bet'
              ? m.bets.has(userId)
              : m.votes.by.has(userId);
      const cost = c.kind === 'vote' ? 0 : c.wager;
      // One position per player: a stake of another kind than the one held is refused.
      const held = m.joins.has(userId)
        ? 'join'
        : m.jumps.has(userId)
          ? 'jump'
          : m.bets.has(userId)
            ? 'bet'
            : null;
      const otherPosition = c.kind !== 'vote' && held !== null && held !== c.kind;
      let expected: number;
      if (m.deleted) expected = 404;
      else if (userId === m.creator) expected = 403;
      else if (c.kind === 'join' && already) expected = 409;
      else if (!m.pending) expected = 409;
      else if (already) expected = 409;
      else if (otherPosition) expected = 409;
      else if (cost > bal(userId)) expected = 400;
      else expected = 200;

      const got = await outcomeOf(() => {
        switch (c.kind) {
          case 'join':
            return joinPrediction(db, userId, m.id, c.wager);
          case 'jump':
            return jumpOnPrediction(db, userId, m.id, c.wager);
          case 'bet':
            return betAgainstPrediction(db, userId, m.id, c.wager);
          case 'vote':
            return votePrediction(db, userId, m.id, c.up ? 'up' : 'down');
        }
      });
      expect(got, JSON.stringify(c)).toBe(expected);
      if (got !== 200) continue;
      add(userId, -cost);
      if (c.kind === 'join') m.joins.set(userId, c.wager);
      if (c.kind === 'jump') {
        m.jumps.set(userId, c.wager);
        add(m.creator, 1);
      }
      if (c.kind === 'bet') m.bets.set(userId, c.wager);
      if (c.kind === 'vote') {
        m.votes.by.add(userId);
        if (c.up) m.votes.up += 1;
        else m.votes.down += 1;
      }
    }

    // (1) balances: model == table == ledger, never negative
    const rows = await db
      .select({ userId: players.userId, points: players.points })
      .from(players)
      .where(inArray(players.userId, ids));
    const sums = await db
      .select({
        userId: pointsLedger.userId,
        ledger: sql<number>`sum(${pointsLedger.amount})::int`,
        lowest: sql<number>`min(${pointsLedger.balanceAfter})::int`,
      })
      .from(pointsLedger)
      .where(inArray(pointsLedger.userId, ids))
      .groupBy(pointsLedger.userId);
    for (const row of rows) {
      expect(row.points).toBe(bal(row.userId));
      const sum = sums.find((r) => r.userId === row.userId);
      expect(Number(sum?.ledger)).toBe(row.points);
      expect(row.points).toBeGreaterThanOrEqual(0);
      expect(Number(sum?.lowest)).toBeGreaterThanOrEqual(0);
    }

    // (4) the economy moved only by grants and settled results (and counted write-offs)
    expect(await economyTotal(db)).toBe(economyBefore + grants + settled + runWrittenOff);
    writtenOff += runWrittenOff;

    // (2) paid at most once, and exactly what the rules say; (3) counters
    for (const m of model) {
      const credits = await db
        .select({
          userId: pointsLedger.userId,
          reason: pointsLedger.reason,
          amount: pointsLedger.amount,
        })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.refType, 'prediction'),
            eq(pointsLedger.refId, m.id),
            inArray(pointsLedger.reason, [
              'payout',
              'refund',
              'bet_forfeit',
              'jump_bonus_clawback',
            ]),
          ),
        );
      const keys = credits.map((r) => `${r.userId}/${r.reason}`);
      expect(new Set(keys).size).toBe(keys.length);
      if (m.pending) expect(credits).toEqual([]);
      const [row] = await db.select().from(predictions).where(eq(predictions.id, m.id));
      expect(row?.deletedAt !== null).toBe(m.deleted);
      expect(row?.status === 'PENDING').toBe(m.pending);
      expect(row?.settledAt === null).toBe(m.pending);
      expect(row).toMatchObject({
        joinedCount: m.joins.size,
        totalJoinedPoints: [...m.joins.values()].reduce((s, w) => s + w, 0),
        jumpedOnCount: m.jumps.size,
        betAgainstCount: m.bets.size,
        votesUp: m.votes.up,
        votesDown: m.votes.down,
      });
    }
  }

  it('keeps the ledger, balances and settlements consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 40, size: 'max' }), execute),
      { numRuns: 60 },
    );
    // Refunds happened, and write-offs are the rare exception, not the rule.
    expect(refunds).toBeGreaterThan(20);
    expect(writtenOff).toBeLessThanOrEqual(refunds);
  }, 240_000);
});

function stakesOf(m: ModelPrediction): Stakes {
  const list = (map: Map<string, number>) => [...map].map(([userId, wager]) => ({ userId, wager }));
  return {
    creator: { userId: m.creator, wager: m.wager },
    joins: list(m.joins),
    jumps: list(m.jumps),
    betsAgainst: list(m.bets),
  };
}
