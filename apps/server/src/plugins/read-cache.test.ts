import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createPlayer, makePrediction } from '../seed/seed.factories.ts';
import { movePoints } from '../modules/points/points.service.ts';
import { listPredictions } from '../modules/predictions/predictions.service.ts';
import { countStatements } from '../test/statements.ts';
import {
  createTestApp,
  openSameDatabase,
  signIn,
  TEST_ORIGIN,
  type TestApp,
} from '../test/test-app.ts';

/**
 * Resolves once `to` has handled every NOTIFY committed so far by `from`'s answered writes and by
 * the database's triggers: `from` sends a marker after them, and PostgreSQL delivers a listener's
 * notifications in commit order.
 * What a test waits for instead of a clock, so no late invalidation spills into the next test.
 */
async function heardAll(from: App, to: App) {
  await from.readCache.settled();
  const channel = 'boldcall_test_marker';
  const marker = randomUUID();
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await to.database.listen(channel, (payload) => {
    if (payload === marker) heard();
  });
  try {
    await from.database.notify(channel, marker);
    await arrived;
  } finally {
    await unlisten();
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
      database: openSameDatabase(t.database, 2),
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
    await heardAll(other, t.app);
    expect(t.app.readCache.stats.invalidations).toBeGreaterThan(before);
    const after = await t.app.inject('/api/stats');
    expect(after.json().data.totalPredictions).toBe(first.json().data.totalPredictions + 1);
    expect(author.id).toBeTruthy();
  });

  it("answers a kept URL before its handler, with the route's headers, after the host check", async () => {
    t.app.readCache.invalidate();
    const url = '/api/leaderboard?limit=50';
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    const serve = vi.spyOn(t.app.readCache, 'serve');
    try {
      const hits = t.app.readCache.stats.hits;
      const { res: kept, statements } = await countStatements(t, { url });
      // Answered by the route's last onRequest hook: the handler (which asks the cache) never ran.
      expect(serve).not.toHaveBeenCalled();
      expect(statements).toHaveLength(0);
      expect(t.app.readCache.stats.hits).toBe(hits + 1);
      expect(kept.body).toBe(first.body);
      const { date: _firstDate, ...firstHeaders } = first.headers;
      const { date: _keptDate, ...keptHeaders } = kept.headers;
      expect(keptHeaders).toEqual(firstHeaders);
      expect(keptHeaders['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );

      // The checks before it still stand: a foreign Host, a signed-in reader, a later page.
      const foreign = await t.app.inject({ url, headers: { host: 'rebound.attacker.example' } });
      expect(foreign.statusCode).toBe(421);
      await createPlayer(t.database.db, { username: 'cache_early', bonusPoints: 100 });
      const cookie = await signIn(t, 'cache_early');
      await t.app.inject({ url, headers: { cookie } });
      expect(serve).toHaveBeenCalledTimes(1);
      // A query the schema refuses is never kept, so it is still refused.
      expect((await t.app.inject('/api/leaderboard?limit=0')).statusCode).toBe(400);
      expect((await t.app.inject('/api/leaderboard?limit=0')).statusCode).toBe(400);
    } finally {
      serve.mockRestore();
    }
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

  it("serves a player's first page from the visitors' page, as that player sees it", async () => {
    const creator = await createPlayer(t.database.db, {
      username: 'cache_creator',
      bonusPoints: 500,
    });
    const viewer = await createPlayer(t.database.db, {
      username: 'cache_viewer',
      bonusPoints: 500,
    });
    const relations = ['joined', 'voted', 'jumped', 'against'] as const;
    const ids = {} as Record<(typeof relations)[number], string>;
    for (const relation of relations) {
      ids[relation] = await makePrediction(t.database.db, {
        userId: creator.id,
        text: `The viewer's relation to this call: ${relation}`,
      });
    }
    const own = await makePrediction(t.database.db, {
      userId: viewer.id,
      text: 'A call of the viewer, still editable',
    });
    const cookie = await signIn(t, 'cache_viewer');
    const url = '/api/predictions?limit=9';
    const read = () => countStatements(t, { url, headers: { cookie } });
    /** The same page computed directly for the viewer, in one statement, without the cache. */
    const direct = async () =>
      JSON.parse(
        JSON.stringify(await listPredictions(t.database.db, { limit: 9 }, viewer.id)),
      ) as unknown;
    t.app.readCache.invalidate(); // the factories wrote around the API

    const before = await read();
    expect(before.res.statusCode).toBe(200);
    expect(before.res.json()).toEqual(await direct());
    expect(before.res.json().data.find((p: { id: string }) => p.id === own)).toMatchObject({
      isCreator: true,
      canEdit: true,
    });

    // Each write empties the kept page; the next read shows it at once.
    for (const [path, body] of [
      [`${ids.joined}/join`, { pointsWagered: 5 }],
      [`${ids.voted}/vote`, { voteType: 'up' }],
      [`${ids.jumped}/jump-on`, { wager: 5 }],
      [`${ids.against}/bet-against`, { wager: 5 }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/predictions/${path}`,
        headers: { cookie, origin: TEST_ORIGIN },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await read();
      expect(after.res.json()).toEqual(await direct());
    }
    const page = (await read()).res.json().data as Array<Record<string, unknown>>;
    const seen = (id: string) => page.find((p) => p.id === id);
    expect(seen(ids.joined)).toMatchObject({ hasJoined: true, isCreator: false });
    expect(seen(ids.voted)).toMatchObject({ myVote: 'up', votes: { up: 1, userVote: 'up' } });
    expect(seen(ids.jumped)).toMatchObject({ hasJumped: true });
    expect(seen(ids.against)).toMatchObject({ hasBetAgainst: true });

    // After a write, the visitors' page is drawn again (one statement) and the viewer's
    // relations laid over it (one more); a repeated read is then answered from what was kept for
    // this viewer, without a statement. A visitor still sees no relation at all.
    t.app.readCache.invalidate();
    const misses = t.app.readCache.stats.pageMisses;
    expect((await read()).statements).toHaveLength(2);
    expect(t.app.readCache.stats.pageMisses).toBe(misses + 1);
    const hits = t.app.readCache.stats.viewerHits;
    const again = await read();
    expect(t.app.readCache.stats.viewerHits).toBe(hits + 1);
    expect(again.statements).toHaveLength(0);
    expect(again.res.json()).toEqual(await direct());
    const visitor = (await t.app.inject(url)).json().data as Array<Record<string, unknown>>;
    expect(visitor.find((p) => p.id === ids.joined)).toMatchObject({
      hasJoined: false,
      myVote: null,
      isCreator: false,
    });
  });

  it('compresses a kept answer once per encoding and sends each reader the encoding it accepts', async () => {
    const author = await createPlayer(t.database.db, { username: 'cache_bytes', bonusPoints: 500 });
    for (let i = 0; i < 9; i += 1) {
      await makePrediction(t.database.db, {
        userId: author.id,
        text: `A call long enough that the first page is worth compressing, number ${i}`,
      });
    }
    t.app.readCache.invalidate();
    const url = '/api/predictions?limit=9';
    const get = (encoding?: string) =>
      t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const before = t.app.readCache.stats.compressions;

    for (let hit = 0; hit < 2; hit += 1) {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(t.app.readCache.stats.compressions).toBe(before + 1);
    }
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(t.app.readCache.stats.compressions).toBe(before + 2);
    // Asked not to compress, or for nothing it knows: as it is.
    for (const headers of [
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
      { 'accept-encoding': 'zstd' },
    ]) {
      const raw = await t.app.inject({ url, headers });
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body).toBe(plain.body);
    }
  });

  it('computes a missed answer once for the readers that miss while it is computed, never across a write', async () => {
    const cache = t.app.readCache;
    const sent: string[] = [];
    class Reply {
      type() {
        return this;
      }
      header() {
        return this;
      }
      serialize(value: unknown) {
        return JSON.stringify(value);
      }
      send(bytes: Buffer) {
        sent.push(bytes.toString());
        return this;
      }
    }
    const releases: Array<(value: { n: number }) => void> = [];
    const compute = () =>
      new Promise<{ n: number }>((resolve) => {
        releases.push(resolve);
      });
    const read = () =>
      cache.serve(
        { method: 'GET', url: '/api/single-flight', headers: {}, query: {} },
        new Reply(),
        compute,
      );
    cache.invalidate();
    const joined = cache.stats.joined;

    const readers = [read(), read(), read()];
    expect(releases).toHaveLength(1);
    releases[0]!({ n: 1 });
    await Promise.all(readers);
    expect(sent).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(cache.stats.joined).toBe(joined + 2);

    // A write empties the cache while an answer is computed: a reader after it computes anew.
    cache.invalidate();
    const before = read();
    cache.invalidate();
    const after = read();
    expect(releases).toHaveLength(3);
    releases[2]!({ n: 3 });
    releases[1]!({ n: 2 });
    await Promise.all([before, after]);
    expect(sent.slice(3)).toEqual(['{"n":3}', '{"n":2}']);
    expect(cache.stats.joined).toBe(joined + 2);
  });

  it("never answers a player with a visitor's bytes, and keeps no later page", async () => {
    const cookie = await signIn(t, 'cache_author');
    const hits = t.app.readCache.stats.hits;
    await t.app.inject({ url: '/api/predictions?limit=9', headers: { cookie } });
    await t.app.inject({ url: '/api/predictions?limit=9', headers: { cookie } });
    expect(t.app.readCache.stats.hits).toBe(hits);
  });

  it("keeps a player's /users/me until a write, and forgets it when the database announces a change to that player", async () => {
    const player = await createPlayer(t.database.db, {
      username: 'cache_me',
      bonusPoints: 100,
    });
    const cookie = await signIn(t, 'cache_me');
    const me = () => countStatements(t, { url: '/api/users/me', headers: { cookie } });
    const points = async () => (await me()).res.json().data.points as number;
    const start = await points();
    const kept = await me();
    expect(kept.statements).toHaveLength(0);
    expect(kept.res.json().data.points).toBe(start);

    // A ledger row written outside the API (as a scheduled job does): its trigger's NOTIFY
    // makes this instance forget the player's kept answer.
    await t.database.db.transaction((tx) =>
      movePoints(tx, { userId: player.id, amount: 7, reason: 'admin_adjustment' }),
    );
    await heardAll(t.app, t.app);
    expect(await points()).toBe(start + 7);

    // A change to the account (its row in `user`), outside the API: forgotten as well.
    await t.database.db.execute(
      sql`update "user" set two_factor_enabled = true where id = ${player.id}`,
    );
    await heardAll(t.app, t.app);
    expect((await me()).res.json().data.twoFactorEnabled).toBe(true);

    // Another player's answers are their own.
    await createPlayer(t.database.db, { username: 'cache_me_too', bonusPoints: 100 });
    const other = await signIn(t, 'cache_me_too');
    const theirs = await t.app.inject({ url: '/api/users/me', headers: { cookie: other } });
    expect(theirs.json().data.username).toBe('cache_me_too');
    expect((await me()).res.json().data.username).toBe('cache_me');
  });
});
