// The admin's pending queue (GET /api/predictions?status=PENDING&sort=expiry): what needs a
// verdict first, i.e. calls past their expiry, the longest waiting first, then the soonest to
// expire; pages follow on with their cursor. The default order stays newest first, and a search
// pages through it the same way whichever index answers it (decision 023).
import { describe, expect, it } from 'vitest';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

const t = useTestApp();

describe('pending queue order', () => {
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

// A search first reads a bounded walk of the newest rows that pass the other filters (40 rows per
// row of the page) and asks the trigram index only when that walk cannot fill the page: either
// way the pages hold the same rows in the same order as a plain filter over everything.
describe('search pages', () => {
  it('give the same rows and order whether the walk fills the page or the index answers', async () => {
    const db = t.database.db;
    const { id: userId } = await createPlayer(db, { username: 'search_pager', bonusPoints: 5000 });
    const now = Date.now();
    const made: Array<{ id: string; text: string; category: 'sports' | 'finance' }> = [];
    // Row i was made i minutes ago: 0 is the newest. With limit=1 the walk reads 80 rows.
    for (let i = 0; i < 120; i++) {
      const words = [
        i % 4 === 0 ? 'alpha' : '',
        [100, 110, 115].includes(i) ? 'omega' : '',
        [5, 90].includes(i) ? 'delta' : '',
      ].join(' ');
      const category = i % 8 === 0 ? 'finance' : 'sports';
      const text = `Call number ${i} ${words}`;
      const id = await makePrediction(db, {
        userId,
        text,
        category,
        createdAt: new Date(now - i * 60_000),
      });
      made.push({ id, text, category });
    }
    const expected = (word: string, category?: string) =>
      made
        .filter((p) => p.text.includes(word) && (!category || p.category === category))
        .map((p) => p.id);
    const allPages = async (query: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await t.app.inject(`/api/predictions?${query}&limit=${limit}${after}`);
        expect(res.statusCode).toBe(200);
        const body = res.json() as { data: Prediction[]; nextCursor: string | null };
        ids.push(...body.data.map((p) => p.id));
        cursor = body.nextCursor;
      } while (cursor);
      return ids;
    };

    // Common word: every page comes from the walk.
    expect(await allPages('q=alpha', 1)).toEqual(expected('alpha'));
    expect(await allPages('q=alpha&category=sports', 2)).toEqual(expected('alpha', 'sports'));
    // Only older than the walk: the index answers.
    expect(await allPages('q=omega', 1)).toEqual(expected('omega'));
    // One match in the walk, one beyond it.
    expect(await allPages('q=delta&status=PENDING', 1)).toEqual(expected('delta'));
    expect(await allPages('q=omega&category=finance', 1)).toEqual([]);
  });
});
