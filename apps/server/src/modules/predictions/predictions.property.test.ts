// Property: over any sequence of create / join / jump on / bet against / vote / resolve / refund
// by a few players, (1) every balance equals the sum of its ledger rows and is never negative,
// (2) each prediction is paid at most once (at most one ledger credit per user and reason, none
// while PENDING), and (3) the database agrees with a plain model of DESIGN §5 — same refusals,
// same balances, same counters.
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settlementCredits,
  type SettlementOutcome,
  type Stakes,
} from '@boldcall/shared/rules/payouts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../db/factories.ts';
import { AppError } from '../../plugins/errors.ts';
import { openTestDatabase } from '../../test/test-app.ts';
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
  | { kind: 'refund'; pred: number };

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
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pred }) },
);

interface ModelPrediction {
  id: string;
  creator: string;
  wager: number;
  pending: boolean;
  joins: Map<string, number>;
  jumps: Map<string, number>;
  bets: Map<string, number>;
  votes: { up: number; down: number; by: Set<string> };
}

describe('prediction economy (property)', () => {
  let database: DatabaseHandle;
  let run = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
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
    const ids: string[] = [];
    const balance = new Map<string, number>();
    for (let i = 0; i < PLAYERS; i += 1) {
      const created = await createPlayer(db, { username: `prop_${run}_${i}`, isPro: i === 0 });
      ids.push(created.id);
      balance.set(created.id, i === 0 ? 1000 : 100);
    }
    const model: ModelPrediction[] = [];
    const bal = (id: string) => balance.get(id) ?? 0;
    const add = (id: string, amount: number) => balance.set(id, bal(id) + amount);

    for (const c of commands) {
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
          for (const credit of settlementCredits(stakesOf(m), outcome))
            add(credit.userId, credit.amount);
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
      let expected: number;
      if (userId === m.creator) expected = 403;
      else if (c.kind === 'join' && already) expected = 409;
      else if (!m.pending) expected = 409;
      else if (already) expected = 409;
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
            inArray(pointsLedger.reason, ['payout', 'refund', 'bet_forfeit']),
          ),
        );
      const keys = credits.map((r) => `${r.userId}/${r.reason}`);
      expect(new Set(keys).size).toBe(keys.length);
      if (m.pending) expect(credits).toEqual([]);
      const [row] = await db.select().from(predictions).where(eq(predictions.id, m.id));
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
