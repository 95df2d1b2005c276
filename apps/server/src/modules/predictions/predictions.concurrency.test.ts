// Concurrent requests can never spend the same points twice: the balance row lock that
// movePoints takes (SELECT … FOR UPDATE) makes concurrent wagers of one player queue.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import { makePredictions } from '../../test/predictions.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { pointsLedger } from '../points/points.table.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { predictionJoins } from './predictions.table.ts';

describe('concurrent wagers', () => {
  const t = useTestApp();

  async function balanceAndLedger(userId: string) {
    const db = t.database.db;
    const [row] = await db
      .select({ points: players.points, held: players.heldBonus })
      .from(players)
      .where(eq(players.userId, userId));
    const [sum] = await db
      .select({
        total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`,
        held: sql<number>`coalesce(sum(${pointsLedger.heldAmount}), 0)::int`,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    return { points: row?.points, ledger: sum?.total, held: row?.held, heldLedger: sum?.held };
  }

  it('50 simultaneous joins whose total exceeds the balance: exactly the affordable ones win', async () => {
    const db = t.database.db;
    const creator = await createPlayer(db, { username: 'busy_creator' });
    const ids = await makePredictions(db, 50, (i) => ({
      userId: creator.id,
      pointsWagered: 1,
      text: `Prediction number ${i} comes true`,
    }));
    const joiner = await createPlayer(db, { username: 'eager_joiner' }); // 100 points
    const cookie = await signIn(t, 'eager_joiner');

    const wager = 7; // 50 × 7 = 350 > 100: floor(100 / 7) = 14 can be paid
    const responses = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/predictions/${id}/join`,
          headers: { cookie },
          payload: { pointsWagered: wager },
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(14);
    expect(refused).toHaveLength(36);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('INSUFFICIENT_POINTS');
      expect(r.json().message).toMatch(/^Cannot wager more than [0-6] points$/);
    }
    expect(await balanceAndLedger(joiner.id)).toEqual({
      points: 2,
      ledger: 2,
      held: 0,
      heldLedger: 0,
    });
    const [joined] = await db
      .select({ n: count() })
      .from(predictionJoins)
      .where(eq(predictionJoins.userId, joiner.id));
    expect(Number(joined?.n)).toBe(14);
  });

  it('simultaneous jump-ons hold one bonus per jumper for the creator, with no lost update', async () => {
    const db = t.database.db;
    const creator = await createPlayer(db, { username: 'popular_one' });
    const id = await makePrediction(db, { userId: creator.id, pointsWagered: 10 });
    const jumpers = [];
    for (let i = 0; i < 12; i += 1) {
      await createPlayer(db, { username: `jumper_${i}` });
      jumpers.push(await signIn(t, `jumper_${i}`));
    }
    // Each jumper also jumps twice at once: the second must be refused, not double-charged.
    const responses = await Promise.all(
      [...jumpers, ...jumpers].map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: `/api/predictions/${id}/jump-on`,
          headers: { cookie },
          payload: { wager: 5 },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(12);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(12);
    // 100 - 10; the 12 bonuses are held (not spendable) until the call resolves.
    expect(await balanceAndLedger(creator.id)).toEqual({
      points: 90,
      ledger: 90,
      held: 12,
      heldLedger: 12,
    });
    const one = await t.app.inject(`/api/predictions/${id}`);
    expect(one.json().data.jumpedOnCount).toBe(12);
  });
});
