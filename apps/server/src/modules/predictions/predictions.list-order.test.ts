// The admin's pending queue (GET /api/predictions?status=PENDING&sort=expiry): what needs a
// verdict first, i.e. calls past their expiry, the longest waiting first, then the soonest to
// expire; pages follow on with their cursor. The default order stays newest first.
import { describe, expect, it } from 'vitest';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../db/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('pending queue order', () => {
  const t = useTestApp();

  it('lists expired calls first, the longest waiting first, across pages', async () => {
    const db = t.database.db;
    const { id: userId } = await createPlayer(db, { username: 'queue_maker', bonusPoints: 500 });
    const now = Date.now();
    const make = (text: string, createdDaysAgo: number, expiresInDays: number) =>
      makePrediction(db, {
        userId,
        text,
        createdAt: new Date(now - createdDaysAgo * DAY),
        expiresAt: new Date(now + expiresInDays * DAY),
      });
    // Made in this order (newest last), expiring in another.
    const fresh = await make('Fresh call expiring in a month', 1, 30);
    const waitingLong = await make('Expired ten days ago', 40, -10);
    const soon = await make('Expires tomorrow', 20, 1);
    const waitingShort = await make('Expired yesterday', 3, -1);
    const resolved = await make('Already resolved', 50, -20);
    await resolvePredictionNow(db, resolved, 'CORRECT');

    const page = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/predictions?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Prediction[]; nextCursor: string | null };
    };

    const first = await page('status=PENDING&sort=expiry&limit=2');
    expect(first.data.map((p) => p.id)).toEqual([waitingLong, waitingShort]);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(
      `status=PENDING&sort=expiry&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.data.map((p) => p.id)).toEqual([soon, fresh]);
    expect(second.nextCursor).toBeNull();

    // Without sort: newest first, as before.
    const newest = await page('status=PENDING');
    expect(newest.data.map((p) => p.id)).toEqual([fresh, waitingShort, soon, waitingLong]);
  });

  it('refuses an unknown sort with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/predictions?sort=random' });
    expect(res.statusCode).toBe(400);
  });
});
