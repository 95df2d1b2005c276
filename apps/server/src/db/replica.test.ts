// The read role (decision 038): which database a hot public read goes to, read-your-writes by the
// write-position cookie, a replica down or behind skipped, the lag in /api/health, and named
// prepared statements off behind a pooler. The "replica" here is a second pool to the test's own
// database, whose replay position the test sets through the probe; `npm run test:scale` runs a
// real streaming replica.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../seed/seed.factories.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { cookieLsn, createReadReplica, parseLsn, WRITE_LSN_COOKIE } from './replica.ts';
import { rowsOf } from './user-windows.ts';
import { createTestApp, signIn, type TestApp, useTestDatabase } from '../test/test-app.ts';

const DAY = 86_400_000;

/** A second pool to the test database that counts its statements: the stand-in replica. */
function secondPool(primary: DatabaseHandle) {
  const seen = { statements: 0 };
  const handle = openDatabase({
    url: primary.url,
    // As the app opens its read role: no named statements behind a pooler (decision 038).
    prepared: primary.url === primary.directUrl,
    poolSize: 2,
    onStatement: () => {
      seen.statements += 1;
    },
  });
  return { handle, seen };
}

async function currentLsn(database: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ lsn: string }>(
    await database.db.execute(sql`select pg_current_wal_lsn()::text as lsn`),
  );
  return row!.lsn;
}

describe('read role (db/replica.ts)', () => {
  const primary = useTestDatabase();

  it('parses write positions and the cookie', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('nonsense')).toBeNull();
    expect(cookieLsn(`a=b; ${WRITE_LSN_COOKIE}=2/FF; c=d`)).toBe((2n << 32n) + 255n);
    expect(cookieLsn(`${WRITE_LSN_COOKIE}=0/5; ${WRITE_LSN_COOKIE}=0/9`)).toBe(9n);
    expect(cookieLsn('a=b')).toBeNull();
    expect(cookieLsn(`${WRITE_LSN_COOKIE}=bad`)).toBeNull();
  });

  it('sends every read to the primary without a replica', async () => {
    const reads = createReadReplica({ primary, replica: null, maxLagMs: 5000 });
    expect(reads.status().state).toBe('off');
    expect(reads.role({ headers: {} })).toBe('primary');
    expect(await reads.writeLsn()).toBeNull();
    await reads.close();
  });

  it('reads from a replica that is up, and measures a live one as not behind', async () => {
    const { handle, seen } = secondPool(primary);
    const reads = createReadReplica({ primary, replica: handle, maxLagMs: 5000, intervalMs: 0 });
    // Until the first probe the replica is not trusted.
    expect(reads.role({ headers: {} })).toBe('primary');
    const status = await reads.probe();
    expect(status).toMatchObject({ state: 'up', lagMs: 0, lagBytes: 0 });
    expect(reads.role({ headers: {} })).toBe('replica');
    const before = seen.statements;
    const [row] = await reads.read({ headers: {} }, async (db) =>
      rowsOf<{ one: number }>(await db.execute(sql`select 1 as one`)),
    );
    expect(row?.one).toBe(1);
    expect(seen.statements).toBe(before + 1);
    // An API client (bearer token) keeps no cookie: its reads stay on the primary.
    expect(reads.role({ headers: { authorization: 'Bearer x' } })).toBe('primary');
    await reads.close();
  });

  it('keeps a writer on the primary until the replica has replayed the write', async () => {
    const { handle } = secondPool(primary);
    let replay = '0/100';
    const reads = createReadReplica({
      primary,
      replica: handle,
      maxLagMs: 5000,
      intervalMs: 0,
      probe: async () => ({ replayLsn: replay, primaryLsn: '0/200', sinceReplayMs: 20 }),
    });
    await reads.probe();
    expect(reads.status()).toMatchObject({ state: 'up', lagBytes: 0x100, lagMs: 20 });
    const wrote = { headers: { cookie: `${WRITE_LSN_COOKIE}=0/180` } };
    expect(reads.role(wrote)).toBe('primary');
    expect(reads.pinned(wrote)).toBe(true);
    expect(reads.pinned({ headers: {} })).toBe(false);
    expect(reads.role({ headers: { cookie: `${WRITE_LSN_COOKIE}=0/80` } })).toBe('replica');
    expect(reads.role({ headers: {} })).toBe('replica');
    replay = '0/180';
    await reads.probe();
    expect(reads.role(wrote)).toBe('replica');
    expect(reads.pinned(wrote)).toBe(false);
    await reads.close();
  });

  it('skips a replica further behind than the limit, and one that is down', async () => {
    const { handle } = secondPool(primary);
    let probe: 'behind' | 'down' | 'up' = 'behind';
    const reads = createReadReplica({
      primary,
      replica: handle,
      maxLagMs: 5000,
      intervalMs: 0,
      probe: async () => {
        if (probe === 'down') throw new Error('connection refused');
        return {
          replayLsn: '0/100',
          primaryLsn: '0/200',
          sinceReplayMs: probe === 'behind' ? 9000 : 10,
        };
      },
    });
    expect((await reads.probe()).state).toBe('behind');
    expect(reads.role({ headers: {} })).toBe('primary');
    probe = 'down';
    expect(await reads.probe()).toMatchObject({ state: 'down', lagMs: null });
    expect(reads.role({ headers: {} })).toBe('primary');
    probe = 'up';
    expect((await reads.probe()).state).toBe('up');
    expect(reads.role({ headers: {} })).toBe('replica');

    // The replica goes away between two probes: the read fails there and runs on the primary.
    await handle.close();
    const [row] = await reads.read({ headers: {} }, async (db) =>
      rowsOf<{ one: number }>(await db.execute(sql`select 1 as one`)),
    );
    expect(row?.one).toBe(1);
    expect(reads.status().state).toBe('down');
    await reads.close();
  });

  it('sends named prepared statements unnamed when they are off (a transaction-mode pooler)', async () => {
    const count = async (prepared: boolean) => {
      // The direct URL: pg_prepared_statements is per server session, and behind a
      // transaction-mode pooler the count could run on another session than the statement.
      const handle = openDatabase({ url: primary.directUrl, poolSize: 1, prepared });
      try {
        const statement = handle.db
          .select({ one: sql<number>`1` })
          .from(sql`(select 1) as t`)
          .prepare('replica_test_statement');
        await statement.execute();
        const [row] = rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`),
        );
        return row!.n;
      } finally {
        await handle.close();
      }
    };
    expect(await count(true)).toBe(1);
    expect(await count(false)).toBe(0);
  });
});

describe('read role through the app', () => {
  let t: TestApp;
  let replay = '0/0';
  let seen: { statements: number };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        reads: (database) => {
          const pool = secondPool(database);
          seen = pool.seen;
          return createReadReplica({
            primary: database,
            replica: pool.handle,
            maxLagMs: 5000,
            intervalMs: 0,
            // The primary's real position; the replica has replayed what the test says.
            probe: async () => ({
              replayLsn: replay,
              primaryLsn: await currentLsn(database),
              sinceReplayMs: 10,
            }),
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers a write with the position cookie and reads the writer’s call from the primary', async () => {
    await createPlayer(t.database.db, { username: 'replica_writer' });
    const cookie = await signIn(t, 'replica_writer');
    replay = await currentLsn(t.database);
    await t.app.reads.probe();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions',
      headers: { cookie },
      payload: {
        text: 'The replica keeps up with every write we make',
        category: 'sports',
        expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
        pointsWagered: 10,
      },
    });
    expect(res.statusCode).toBe(201);
    const setCookie = [res.headers['set-cookie'] ?? []].flat();
    const written = setCookie.find((c) => c.startsWith(`${WRITE_LSN_COOKIE}=`));
    expect(written).toMatch(/Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const lsn = written!.split(';')[0]!;
    const id = (res.json() as { data: { id: string } }).data.id;

    // The replica (as the probe says) has not replayed the write: the writer reads the primary.
    const before = seen.statements;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/predictions/${id}`,
      headers: { cookie: `${cookie}; ${lsn}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(seen.statements).toBe(before);

    // A visitor's read of the same call goes to the replica (here it has the row: same database).
    const visitor = await t.app.inject({ method: 'GET', url: `/api/predictions/${id}` });
    expect(visitor.statusCode).toBe(200);
    expect(seen.statements).toBeGreaterThan(before);

    // Once the replica has replayed it, the writer reads there too.
    replay = await currentLsn(t.database);
    await t.app.reads.probe();
    const after = seen.statements;
    await t.app.inject({
      method: 'GET',
      url: `/api/predictions/${id}`,
      headers: { cookie: `${cookie}; ${lsn}` },
    });
    expect(seen.statements).toBeGreaterThan(after);
  });

  it('reports the replica and its lag in /api/health, and stays ok when it is behind', async () => {
    replay = await currentLsn(t.database);
    const up = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    const data = (up.json() as { data: { status: string; replica: Record<string, unknown> } }).data;
    expect(data.status).toBe('ok');
    expect(data.replica).toMatchObject({ state: 'up', lagMs: expect.any(Number) });

    replay = '0/0';
    await t.database.db.execute(sql`select 1`);
    const behind = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(behind.statusCode).toBe(200);
    expect(
      (behind.json() as { data: { replica: { lagBytes: number } } }).data.replica.lagBytes,
    ).toBeGreaterThan(0);
  });
});
