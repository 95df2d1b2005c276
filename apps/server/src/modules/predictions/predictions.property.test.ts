// Property: over any sequence of create / join / jump on / bet against / vote / resolve / refund /
// delete / merge / Pro upgrade by a few players, (1) every balance equals the sum of its ledger
// rows' amounts and every held jump-on bonus the sum of their held amounts, neither ever
// negative, (2) each prediction is paid at most once (at most one ledger credit per user and
// reason, none while PENDING), (3) the database agrees with a plain model of
// docs/rules/game.md — same refusals (one position per player), same balances, same held
// bonuses, same counters — and (4) the economy (balances + open stakes, test/points.ts) changes
// only by grants (sign-up, Pro top-up) and settled wins and losses (held bonuses paid included),
// exactly, never by a jump, a refund, a delete or a merge.
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_TO_HEAD_BET_CAP } from '@boldcall/shared/constants';
import { planMerge, type MergeSource } from '@boldcall/shared/rules/merge';
import {
  heldBonusOutcome,
  heldTotal,
  jumpBonus,
  settlementCredits,
  type SettlementOutcome,
  type Stakes,
} from '@boldcall/shared/rules/payouts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { economyTotal } from '../../test/points.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { grantPro } from '../pro/pro.service.ts';
import { mergePredictions } from './predictions.merge.ts';
import { deletePrediction } from './predictions.moderation.ts';
import { pointsLedger } from '../points/points.table.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { refundPrediction } from './predictions.settlement.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from './predictions.service.ts';
import { predictionVotes, predictions } from './predictions.table.ts';

type Command =
  | { kind: 'create'; p: number; wager: number }
  | { kind: 'join' | 'jump' | 'bet'; p: number; pred: number; wager: number }
  | { kind: 'vote'; p: number; pred: number; up: boolean }
  | { kind: 'resolve'; pred: number; outcome: SettlementOutcome }
  | { kind: 'refund'; pred: number }
  | { kind: 'delete'; pred: number }
  | { kind: 'merge'; pred: number; other: number }
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
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('merge' as const), pred, other: pred }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('upgrade' as const), p: player }) },
);
/**
 * How a run may begin: as it comes, or with a merge or a refund of fresh calls (then anything),
 * so that every set of runs exercises both and not only by chance (a random set of 60 once held
 * exactly 5 successful merges).
 */
const opener = fc.constantFrom<Command[]>(
  [],
  [
    { kind: 'create', p: 0, wager: 5 },
    { kind: 'create', p: 0, wager: 5 },
    { kind: 'merge', pred: 0, other: 1 },
  ],
  [
    { kind: 'create', p: 0, wager: 5 },
    { kind: 'resolve', pred: 0, outcome: 'UNMEASURABLE' },
  ],
);
const commands = fc
  .tuple(opener, fc.array(command, { minLength: 5, maxLength: 40, size: 'max' }))
  .map(([start, rest]) => [...start, ...rest]);

interface ModelPrediction {
  id: string;
  createdAt: Date;
  creator: string;
  wager: number;
  pending: boolean;
  deleted: boolean;
  merged: boolean;
  /** Closed by a refund (UNMEASURABLE, or deleted while pending). */
  refunded: boolean;
  joins: Map<string, number>;
  jumps: Map<string, number>;
  bets: Map<string, number>;
  /** Each voter's vote: up (true) or down. */
  votes: Map<string, boolean>;
  /** The jump-on bonus held for the creator. */
  held: number;
}

describe('prediction economy (property)', () => {
  let database: DatabaseHandle;
  let adminId = '';
  let run = 0;
  /** Refunds and merges made over every run, to see that the property exercised them. */
  let refunds = 0;
  let merges = 0;
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
    /** What the economy may change by: grants, settled wins and losses. Nothing else. */
    let grants = 0;
    let settled = 0;
    const ids: string[] = [];
    const balance = new Map<string, number>();
    const heldBonus = new Map<string, number>();
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
    /** What `bettor` has bet against `creator`'s calls, refunds and merged-away calls aside. */
    const betAgainst = (bettor: string, creator: string) =>
      model
        .filter((x) => x.creator === creator && !x.refunded && !x.merged)
        .reduce((sum, x) => sum + (x.bets.get(bettor) ?? 0), 0);
    const add = (id: string, amount: number) => balance.set(id, bal(id) + amount);
    const hold = (id: string, amount: number) =>
      heldBonus.set(id, (heldBonus.get(id) ?? 0) + amount);
    let clock = 0;
    const start = Date.now() - 60 * 60 * 1000;
    /** Closes a prediction: every stake back on a refund, or paid by the rules; the bonus ends. */
    const close = (m: ModelPrediction, outcome: SettlementOutcome) => {
      m.pending = false;
      m.refunded = outcome === 'UNMEASURABLE';
      const credits = settlementCredits(stakesOf(m), outcome);
      for (const credit of credits) add(credit.userId, credit.amount);
      const { paid, cancelled } = heldBonusOutcome(outcome, m.held);
      add(m.creator, paid);
      hold(m.creator, -(paid + cancelled));
      if (outcome === 'UNMEASURABLE') refunds += 1;
      // A settled call realises its result: payouts less the stakes, plus the bonus paid. A
      // refund returns exactly the stakes, so it adds nothing.
      else settled += credits.reduce((t, x) => t + x.amount, 0) - heldTotal(stakesOf(m)) + paid;
    };
    const newModel = (
      fields: Pick<ModelPrediction, 'id' | 'createdAt' | 'creator' | 'wager'> &
        Partial<ModelPrediction>,
    ): ModelPrediction => ({
      pending: true,
      deleted: false,
      merged: false,
      refunded: false,
      joins: new Map(),
      jumps: new Map(),
      bets: new Map(),
      votes: new Map(),
      held: 0,
      ...fields,
    });

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
        const createdAt = new Date(start + (clock += 1) * 1000);
        const got = await outcomeOf(async () => {
          id = await makePrediction(db, { userId, pointsWagered: c.wager, createdAt });
        });
        expect(got, JSON.stringify(c)).toBe(expected);
        if (got === 200) {
          add(userId, -c.wager);
          model.push(newModel({ id, createdAt, creator: userId, wager: c.wager }));
        }
        continue;
      }
      if (model.length === 0) continue;
      const m = model[c.pred % model.length] as ModelPrediction;

      if (c.kind === 'delete') {
        if (m.deleted) continue;
        const got = await outcomeOf(() => deletePrediction(db, adminId, m.id, {}));
        expect(got, JSON.stringify(c)).toBe(m.merged ? 409 : 200);
        if (got !== 200) continue;
        m.deleted = true;
        if (m.pending) close(m, 'UNMEASURABLE');
        continue;
      }

      if (c.kind === 'merge') {
        const o = model[c.other % model.length] as ModelPrediction;
        if (o === m) continue;
        let mergedId = '';
        const got = await outcomeOf(async () => {
          mergedId = (
            await mergePredictions(db, adminId, {
              predictionIds: [m.id, o.id],
              text: `Merged call ${run}-${clock}`,
            })
          ).id;
        });
        // The server locks the selection in id order and stops at the first it cannot merge.
        const refusal = [m, o]
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((x) => (x.deleted ? 404 : x.pending ? 200 : 409))
          .find((status) => status !== 200);
        expect(got, JSON.stringify(c)).toBe(refusal ?? 200);
        if (got !== 200) continue;
        merges += 1;
        // The rule orders by time; the times are the database's (the rule is what is checked).
        const rows = await db
          .select({ id: predictions.id, createdAt: predictions.createdAt })
          .from(predictions)
          .where(inArray(predictions.id, [m.id, o.id, mergedId]));
        const cast = await db
          .select({
            predictionId: predictionVotes.predictionId,
            userId: predictionVotes.userId,
            createdAt: predictionVotes.createdAt,
          })
          .from(predictionVotes)
          .where(inArray(predictionVotes.predictionId, [m.id, o.id]));
        const createdAt = (id: string) => rows.find((r) => r.id === id)?.createdAt as Date;
        const sources: MergeSource[] = [m, o].map((x) => ({
          id: x.id,
          createdAt: createdAt(x.id),
          expiresAt: createdAt(x.id),
          stakes: stakesOf(x),
          heldBonus: x.held,
          votes: [...x.votes].map(([userId, up]) => ({
            userId,
            voteType: up ? ('up' as const) : ('down' as const),
            createdAt: cast.find((v) => v.predictionId === x.id && v.userId === userId)
              ?.createdAt as Date,
          })),
        }));
        const plan = planMerge(sources);
        // Every stake either carries over or comes back; the sources' bonuses are cancelled
        // and the merged prediction holds one per jump it keeps. The economy does not move.
        for (const x of [m, o]) {
          x.pending = false;
          x.merged = true;
          hold(x.creator, -x.held);
        }
        for (const r of plan.refunds) add(r.userId, r.wager);
        hold(plan.creatorId, plan.creatorBonus);
        const byUser = (list: ReadonlyArray<{ userId: string; wager: number }>) =>
          new Map(list.map((s) => [s.userId, s.wager]));
        model.push(
          newModel({
            id: mergedId,
            createdAt: createdAt(mergedId),
            creator: plan.creatorId,
            wager: plan.creatorWager,
            joins: byUser(plan.joins),
            jumps: byUser(plan.jumps),
            bets: byUser(plan.betsAgainst),
            votes: new Map(plan.votes.map((v) => [v.userId, v.voteType === 'up'] as const)),
            held: plan.creatorBonus,
          }),
        );
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
        if (got === 200) close(m, outcome);
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
              : m.votes.has(userId);
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
      // Fair play: bets against one creator's calls are capped (docs/rules/fair-play.md).
      else if (c.kind === 'bet' && betAgainst(userId, m.creator) + c.wager > HEAD_TO_HEAD_BET_CAP)
        expected = 409;
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
        // The creator's +1 is held, not spendable, until the call resolves.
        m.jumps.set(userId, c.wager);
        m.held += jumpBonus(1);
        hold(m.creator, jumpBonus(1));
      }
      if (c.kind === 'bet') m.bets.set(userId, c.wager);
      if (c.kind === 'vote') m.votes.set(userId, c.up);
    }

    // (1) balances and held bonuses: model == table == ledger, never negative
    const rows = await db
      .select({ userId: players.userId, points: players.points, held: players.heldBonus })
      .from(players)
      .where(inArray(players.userId, ids));
    const sums = await db
      .select({
        userId: pointsLedger.userId,
        ledger: sql<number>`sum(${pointsLedger.amount})::int`,
        held: sql<number>`sum(${pointsLedger.heldAmount})::int`,
        lowest: sql<number>`min(${pointsLedger.balanceAfter})::int`,
      })
      .from(pointsLedger)
      .where(inArray(pointsLedger.userId, ids))
      .groupBy(pointsLedger.userId);
    for (const row of rows) {
      expect(row.points).toBe(bal(row.userId));
      expect(row.held).toBe(heldBonus.get(row.userId) ?? 0);
      const sum = sums.find((r) => r.userId === row.userId);
      expect(Number(sum?.ledger)).toBe(row.points);
      expect(Number(sum?.held)).toBe(row.held);
      expect(row.points).toBeGreaterThanOrEqual(0);
      expect(row.held).toBeGreaterThanOrEqual(0);
      expect(Number(sum?.lowest)).toBeGreaterThanOrEqual(0);
      // A creator's held bonus is exactly what their open predictions hold.
      const open = model.filter((m) => m.pending && m.creator === row.userId);
      expect(row.held).toBe(open.reduce((t, m) => t + m.held, 0));
    }

    // (4) the economy moved only by grants and settled results: exactly, with no exception.
    expect(await economyTotal(db)).toBe(economyBefore + grants + settled);

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
              'jump_bonus',
              'jump_bonus_cancelled',
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
        votesUp: [...m.votes.values()].filter((up) => up).length,
        votesDown: [...m.votes.values()].filter((up) => !up).length,
        heldBonus: m.held,
      });
    }
  }

  it('keeps the ledger, balances and settlements consistent', async () => {
    await fc.assert(fc.asyncProperty(commands, execute), { numRuns: 60 });
    // The runs exercised refunds and merges, not only the easy paths.
    expect(refunds).toBeGreaterThan(20);
    expect(merges).toBeGreaterThan(5);
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
