// Rate limits are shared by every instance on one database (the rate_limits table) or one
// Redis (REDIS_URL): two app instances, one limit.
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestMailer, openTestDatabase, TEST_ORIGIN } from '../../test/test-app.ts';
import { createLimiter, RateLimitedError } from './limits.service.ts';
import { databaseCounterStore, redisCounterStore, type CounterStore } from './limits.store.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
// Redis runs beside the test database on development machines and in CI; a run without one says
// so in the skipped tests (counters in Redis outlive a run: each run uses its own addresses).
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1');
  socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
  socket.setTimeout(500, () => resolve(false));
}).finally(() => undefined);
const runId = Math.floor(Math.random() * 250);
const address = (n: number) => `198.51.${runId}.${n}`;

async function twoInstances(database: DatabaseHandle, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: TEST_ORIGIN,
    SPORTS_DATA_URL: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // Two apps over one database; only the second closes it.
  const shared = { ...database, close: async () => {} };
  const a = await buildApp({ config, database: shared, mailer: createTestMailer() });
  const b = await buildApp({ config, database, mailer: createTestMailer() });
  await Promise.all([a.ready(), b.ready()]);
  return [a, b] as const;
}

async function signInFailuresAcross(a: App, b: App, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const app = i % 2 === 0 ? a : b;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address(20),
      headers: { origin: TEST_ORIGIN },
      payload: { email: `${prefix}${i}@example.com`, password: 'Wrong12345' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

async function waitlistJoinsAcross(a: App, b: App, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const res = await (i % 2 === 0 ? a : b).inject({
      method: 'POST',
      url: '/api/waitlist/join',
      remoteAddress: address(21),
      payload: { email: `${prefix}${i}@example.com` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const backends: Array<[string, Record<string, string>]> = [
  ['database', {}],
  ...(redisUp ? [['redis', { REDIS_URL }] as [string, Record<string, string>]] : []),
];
// Where Redis must be there (CI sets TEST_REDIS=required: its machines run one), its absence is a
// failure, not a quiet skip.
const redisRequired = process.env.TEST_REDIS === 'required';
it.skipIf(redisUp)('Redis at 127.0.0.1:6379 (not running: Redis tests skipped)', () => {
  expect(redisRequired, 'TEST_REDIS=required but no Redis answers at 127.0.0.1:6379').toBe(false);
});

describe.each(backends)(
  'rate limits shared across instances (%s)',
  (kind, env: Record<string, string>) => {
    let database: DatabaseHandle;
    let a: App;
    let b: App;
    const prefix = `${kind}-${Date.now()}-`;
    beforeAll(async () => {
      database = await openTestDatabase();
      [a, b] = await twoInstances(database, env);
      expect(a.limiter.store.kind).toBe(kind);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('counts sign-in failures from one address on both instances together', async () => {
      const statuses = await signInFailuresAcross(a, b, prefix);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('shares the route limits of @fastify/rate-limit (waitlist: 5 a minute)', async () => {
      const statuses = await waitlistJoinsAcross(a, b, prefix);
      expect(statuses.slice(0, 5).every((s) => s < 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  },
);

/**
 * A store, its close, and `endWindow(key)`: moves the key's window end into the past, as the
 * store's own clock would after the window's length (the test needs no wait on the wall clock).
 */
type OpenStore = () => Promise<[CounterStore, () => Promise<void>, (key: string) => Promise<void>]>;
const stores: Array<[string, OpenStore]> = [
  [
    'database',
    async () => {
      const database = await openTestDatabase();
      const endWindow = async (key: string) => {
        await database.db.execute(
          sql`update rate_limits set expires_at = now() - interval '1 millisecond' where key = ${key}`,
        );
      };
      return [databaseCounterStore(database.db), () => database.close(), endWindow];
    },
  ],
];
if (redisUp) {
  stores.push([
    'redis',
    async () => {
      const prefix = `boldcall:test:${Date.now()}:`;
      const store = redisCounterStore(REDIS_URL, prefix);
      const { Redis } = await import('ioredis');
      const redis = new Redis(REDIS_URL);
      // An expiry time in the past removes the key at once, as its TTL running out would.
      const endWindow = async (key: string) => {
        await redis.pexpireat(prefix + key, 1);
      };
      const close = async () => {
        await store.close();
        await redis.quit();
      };
      return [store, close, endWindow];
    },
  ]);
}

describe.each(stores)('counter store (%s)', (_kind, open) => {
  let store: CounterStore;
  let close: () => Promise<void>;
  let endWindow: (key: string) => Promise<void>;
  beforeAll(async () => {
    [store, close, endWindow] = await open();
  });
  afterAll(() => close());

  it('counts atomically under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await store.peek('burst')).toBe(50);
  });

  it('starts a new window when the old one ends, and never goes below zero', async () => {
    await store.hit('short', 60_000);
    const second = await store.hit('short', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(50_000);
    expect(second.resetMs).toBeLessThanOrEqual(60_000);
    await endWindow('short');
    expect(await store.peek('short')).toBe(0);
    expect((await store.hit('short', 60_000)).count).toBe(1);
    expect((await store.hit('gone', 60_000, -1)).count).toBe(0);
  });

  it('gives failed attempts only back on success (attempt/settle)', async () => {
    const limiter = createLimiter(store);
    const rule = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 5; i += 1) {
      const settle = await limiter.attempt([['login', rule]]);
      await settle(true);
    }
    for (let i = 0; i < 3; i += 1) {
      const settle = await limiter.attempt([['login', rule]]);
      await settle(false);
    }
    await expect(limiter.attempt([['login', rule]])).rejects.toBeInstanceOf(RateLimitedError);
    expect(await store.peek('login')).toBe(3);
  });
});
