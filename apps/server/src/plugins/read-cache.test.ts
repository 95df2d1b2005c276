import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createPlayer, makePrediction } from '../db/factories.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

/** Resolves once `app`'s cache has been emptied `count` more times (a NOTIFY arrived). */
async function invalidated(app: App, from: number) {
  const deadline = Date.now() + 10_000;
  while (app.readCache.stats.invalidations <= from) {
    if (Date.now() > deadline) throw new Error('no invalidation arrived');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A new prediction with `text`, posted by the player of `cookie` through `app`. */
const postPrediction = (app: App, cookie: string, text: string) =>
  app.inject({
    method: 'POST',
    url: '/api/predictions',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: {
      text,
      category: 'other',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      pointsWagered: 5,
    },
  });

describe('read cache of hot public reads', () => {
  let t: TestApp;
  let other: App;

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_MS: '60000' });
    // A second instance on the same database.
    other = await buildApp({
      config: t.app.config,
      database: openDatabase({ url: t.database.url, poolSize: 2 }),
      mailer: t.mailer,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('answers a visitor from memory until a write on another instance invalidates it', async () => {
    const first = await t.app.inject('/api/stats');
    const hits = t.app.readCache.stats.hits;
    const again = await t.app.inject('/api/stats');
    expect(again.body).toBe(first.body);
    expect(t.app.readCache.stats.hits).toBe(hits + 1);

    // A write answered by another instance: its NOTIFY reaches this one.
    const author = await createPlayer(other.database.db, {
      username: 'cache_other_instance',
      bonusPoints: 100,
    });
    const cookie = await signIn({ ...t, app: other }, 'cache_other_instance');
    const before = t.app.readCache.stats.invalidations;
    const created = await postPrediction(
      other,
      cookie,
      'Another instance writes and this one hears about it',
    );
    expect(created.statusCode).toBe(201);
    await invalidated(t.app, before);
    const after = await t.app.inject('/api/stats');
    expect(after.json().data.totalPredictions).toBe(first.json().data.totalPredictions + 1);
    expect(author.id).toBeTruthy();
  });

  it('shows a write answered by this instance on the next read at once', async () => {
    const author = await createPlayer(t.database.db, {
      username: 'cache_author',
      bonusPoints: 100,
    });
    await makePrediction(t.database.db, { userId: author.id });
    const cookie = await signIn(t, 'cache_author');
    await t.app.inject('/api/predictions?limit=9'); // cached
    const created = await postPrediction(
      t.app,
      cookie,
      'The cache forgets this page the moment it is written',
    );
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject('/api/predictions?limit=9');
    expect(page.json().data[0].id).toBe(created.json().data.id);
  });

  it('never caches a signed-in read or a later page', async () => {
    const cookie = await signIn(t, 'cache_author');
    const hits = t.app.readCache.stats.hits;
    await t.app.inject({ url: '/api/predictions?limit=9', headers: { cookie } });
    await t.app.inject({ url: '/api/predictions?limit=9', headers: { cookie } });
    expect(t.app.readCache.stats.hits).toBe(hits);
  });
});
