import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolvePredictionNow } from '../../seed/seed.factories.ts';
import { callCast, stakedCall } from '../../test/plays.ts';
import { balancesOf } from '../../test/points.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { pointsLedger } from '../points/points.table.ts';
import { refundPrediction } from './predictions.settlement.ts';
import { votePrediction } from './predictions.service.ts';
import { predictions } from './predictions.table.ts';

describe('settlement', () => {
  const database = useTestDatabase();
  let n = 0;

  /** creator 10, joiner 20, jumper 10, bettor 7 — and a voter. */
  async function world() {
    n += 1;
    const cast = await callCast(database.db, n);
    const id = await stakedCall(database.db, cast);
    await votePrediction(database.db, cast.bettor.id, id, 'down');
    return { id, ...cast };
  }

  const balances = (...ids: string[]) => balancesOf(database.db, ...ids);

  async function payouts(predictionId: string) {
    return database.db
      .select({
        userId: pointsLedger.userId,
        amount: pointsLedger.amount,
        reason: pointsLedger.reason,
      })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.refId, predictionId),
          inArray(pointsLedger.reason, ['payout', 'refund', 'bet_forfeit']),
        ),
      );
  }

  it('holds every stake in escrow until settlement', async () => {
    const w = await world();
    // creator: 100 - 10; the +1 jump bonus is held outside the balance until settlement
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual([
      90, 80, 90, 93,
    ]);
  });

  it('CORRECT: creator and joiners 2x, jumper w + (w - 2), bets against go to the creator', async () => {
    const w = await world();
    const result = await resolvePredictionNow(database.db, w.id, 'CORRECT', {
      adminNote: 'It happened',
    });
    expect(result.status).toBe('CORRECT');
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual([
      91 + 20 + 7,
      80 + 40,
      90 + 18,
      93,
    ]);
    const [row] = await database.db.select().from(predictions).where(eq(predictions.id, w.id));
    expect(row).toMatchObject({ status: 'CORRECT', adminNote: 'It happened' });
    expect(row?.settledAt).toBeInstanceOf(Date);
    expect(row?.resolvedAt).toBeInstanceOf(Date);
  });

  it('INCORRECT: backers and jumpers lose, bettors against get 2x', async () => {
    const w = await world();
    await resolvePredictionNow(database.db, w.id, 'INCORRECT');
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual([
      91,
      80,
      90,
      93 + 14,
    ]);
  });

  it('UNMEASURABLE: every held wager comes back and the held jump bonus is cancelled', async () => {
    const w = await world();
    await resolvePredictionNow(database.db, w.id, 'UNMEASURABLE');
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual([
      100, 100, 100, 100,
    ]);
    expect((await payouts(w.id)).every((p) => p.reason === 'refund')).toBe(true);
  });

  it('refund (delete or merge) returns every wager and closes the prediction', async () => {
    const w = await world();
    // MERGED: the held bonus is cancelled like any refund; the merge holds it again on the
    // merged prediction for the jumps it carries over (predictions.merge.ts).
    await database.db.transaction((tx) => refundPrediction(tx, w.id, 'MERGED'));
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual([
      100, 100, 100, 100,
    ]);
    const [row] = await database.db.select().from(predictions).where(eq(predictions.id, w.id));
    expect(row?.status).toBe('MERGED');
  });

  it('pays once: a second settlement is refused and changes nothing', async () => {
    const w = await world();
    await resolvePredictionNow(database.db, w.id, 'CORRECT');
    const before = await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id);
    for (const outcome of ['CORRECT', 'INCORRECT', 'UNMEASURABLE'] as const) {
      await expect(resolvePredictionNow(database.db, w.id, outcome)).rejects.toMatchObject({
        statusCode: 409,
        message: 'This prediction has already been resolved',
      });
    }
    await expect(database.db.transaction((tx) => refundPrediction(tx, w.id))).rejects.toMatchObject(
      { statusCode: 409 },
    );
    expect(await balances(w.creator.id, w.joiner.id, w.jumper.id, w.bettor.id)).toEqual(before);
    await expect(resolvePredictionNow(database.db, 'missing', 'CORRECT')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('pays once under concurrency: ten simultaneous settlements, one wins', async () => {
    const w = await world();
    const outcomes = ['CORRECT', 'INCORRECT', 'UNMEASURABLE'] as const;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        resolvePredictionNow(database.db, w.id, outcomes[i % 3] ?? 'CORRECT'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await payouts(w.id);
    const keys = rows.map((r) => `${r.userId}/${r.reason}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
