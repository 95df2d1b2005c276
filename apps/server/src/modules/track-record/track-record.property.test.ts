// Property: over random predictions with random positions (with or without a confidence) and
// random resolutions — CORRECT, INCORRECT, UNMEASURABLE, repeated attempts, deletes of resolved
// calls — every resolution is scored exactly once: one track_record_positions row per position
// of each counted call, with the boldness the rule gives (rules/track-record.ts), and each
// player's all-time and monthly sums and bins equal to the sum of those scores
// (docs/rules/track-record.md).
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binOf,
  brierTerm,
  scorePositions,
  type ResolvedPosition,
} from '@boldcall/shared/rules/track-record';
import type { DatabaseHandle } from '../../db/client.ts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { deletePrediction } from '../predictions/predictions.moderation.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
} from '../predictions/predictions.service.ts';
import { trackRecordBins, trackRecordPositions, trackRecordStats } from './track-record.table.ts';

const PLAYERS = 4;
const confidence = fc.option(fc.integer({ min: 1, max: 99 }), { nil: null });
const stake = fc.record({
  kind: fc.constantFrom('join' as const, 'jump' as const, 'bet' as const),
  wager: fc.integer({ min: 1, max: 20 }),
  confidence,
});
const call = fc.record({
  creator: fc.nat({ max: PLAYERS - 1 }),
  wager: fc.integer({ min: 1, max: 20 }),
  confidence,
  // One possible stake per other player (null: none).
  stakes: fc.array(fc.option(stake, { nil: null }), { minLength: PLAYERS, maxLength: PLAYERS }),
  outcome: fc.constantFrom('CORRECT' as const, 'INCORRECT' as const, 'UNMEASURABLE' as const),
  // Resolution attempts after the first (all refused), and an admin delete afterwards.
  retries: fc.nat({ max: 2 }),
  deleted: fc.boolean(),
});
const world = fc.array(call, { minLength: 1, maxLength: 6 });
type CallSpec = typeof call extends fc.Arbitrary<infer T> ? T : never;

describe('track record (property)', () => {
  let database: DatabaseHandle;
  let adminId = '';
  let run = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    adminId = (await createPlayer(database.db, { username: 'trp_admin', role: 'admin' })).id;
  });
  afterAll(() => database.close());

  async function execute(calls: CallSpec[]) {
    const db = database.db;
    run += 1;
    const ids: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      ids.push((await createPlayer(db, { username: `trp_${run}_${i}`, bonusPoints: 1000 })).id);
    }
    /** Expected position scores per counted prediction. */
    const expected = new Map<string, ReturnType<typeof scorePositions>>();
    for (const c of calls) {
      const creator = ids[c.creator] as string;
      const id = await makePrediction(db, {
        userId: creator,
        pointsWagered: c.wager,
        confidence: c.confidence,
      });
      const positions: ResolvedPosition[] = [
        { userId: creator, side: 'for', wager: c.wager, confidence: c.confidence },
      ];
      for (const [i, s] of c.stakes.entries()) {
        const userId = ids[i] as string;
        if (!s || userId === creator) continue;
        const write =
          s.kind === 'join'
            ? joinPrediction
            : s.kind === 'jump'
              ? jumpOnPrediction
              : betAgainstPrediction;
        await write(db, userId, id, s.wager, { confidence: s.confidence });
        positions.push({
          userId,
          side: s.kind === 'bet' ? 'against' : 'for',
          wager: s.wager,
          confidence: s.confidence,
        });
      }
      await resolvePredictionNow(db, id, c.outcome);
      for (let r = 0; r < c.retries; r += 1) {
        const again = await resolvePredictionNow(db, id, 'CORRECT').catch((e: unknown) => e);
        expect(again).toBeInstanceOf(AppError);
      }
      if (c.deleted) await deletePrediction(db, adminId, id, {});
      if (c.outcome !== 'UNMEASURABLE' && !c.deleted) {
        expected.set(id, scorePositions(positions, c.outcome));
      }
    }

    // One row per position of every counted call, with the rule's boldness; none for others.
    const rows = await db
      .select()
      .from(trackRecordPositions)
      .where(inArray(trackRecordPositions.userId, ids));
    const got = rows
      .map((r) => `${r.predictionId}/${r.userId}/${r.side}/${r.hit}/${r.boldness}/${r.confidence}`)
      .sort();
    const want = [...expected]
      .flatMap(([id, scores]) =>
        scores.map((s) => `${id}/${s.userId}/${s.side}/${s.hit}/${s.boldness}/${s.confidence}`),
      )
      .sort();
    expect(got).toEqual(want);

    // Sums and bins: exactly the scores, added once.
    const all = [...expected.values()].flat();
    for (const userId of ids) {
      const mine = all.filter((s) => s.userId === userId);
      const scored = mine.filter((s) => s.confidence !== null);
      const [stats] = await db
        .select()
        .from(trackRecordStats)
        .where(eq(trackRecordStats.userId, userId))
        .orderBy(trackRecordStats.periodKind);
      const sums = {
        positions: mine.length,
        wins: mine.filter((s) => s.hit).length,
        boldness: mine.reduce((t, s) => t + s.boldness, 0),
        scored: scored.length,
        hits: scored.filter((s) => s.hit).length,
        brierSum: scored.reduce((t, s) => t + brierTerm(s.confidence ?? 0, s.hit), 0),
      };
      if (mine.length === 0) expect(stats).toBeUndefined();
      else expect(stats).toMatchObject({ periodKind: 'all', ...sums });
      // Everything happened this month and week: those rows agree with the all-time one.
      const periods = await db
        .select()
        .from(trackRecordStats)
        .where(eq(trackRecordStats.userId, userId));
      for (const p of periods) expect(p).toMatchObject(sums);
      const bins = await db
        .select()
        .from(trackRecordBins)
        .where(eq(trackRecordBins.userId, userId));
      const wantBins = new Map<number, { n: number; confidenceSum: number; hits: number }>();
      for (const s of scored) {
        const k = binOf(s.confidence ?? 0);
        const b = wantBins.get(k) ?? { n: 0, confidenceSum: 0, hits: 0 };
        wantBins.set(k, {
          n: b.n + 1,
          confidenceSum: b.confidenceSum + (s.confidence ?? 0),
          hits: b.hits + (s.hit ? 1 : 0),
        });
      }
      expect(
        bins
          .map((b) => ({ bin: b.bin, n: b.n, confidenceSum: b.confidenceSum, hits: b.hits }))
          .sort((x, y) => x.bin - y.bin),
      ).toEqual([...wantBins].map(([bin, b]) => ({ bin, ...b })).sort((x, y) => x.bin - y.bin));
    }
  }

  it('scores every resolution once, and the sums are the scores', async () => {
    await fc.assert(fc.asyncProperty(world, execute), { numRuns: 25 });
  }, 240_000);
});
