// Two server instances on one PostgreSQL (DATABASE_URL), as a deployment behind a load balancer
// runs them: they start together cold and warm, a session made on one works on the other, and
// concurrent wagers and resolutions through both never overspend or pay twice; the demo seed and
// the monthly Pro refresh happen once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../apps/server/src/db/embedded-postgres.ts';
import { PRO_MONTHLY_REFRESH_POINTS } from '../packages/shared/src/constants.ts';
import { signUpViaApi } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test } from './fixtures.ts';

// One test at a time: each runs a PostgreSQL and two servers.
test.describe.configure({ mode: 'serial' });

let database: EmbeddedPostgres;
let instances: AppServer[] = [];

const env = (url: string) => ({
  DATABASE_URL: url,
  AUTH_SECRET: 'two-instances-secret-two-instances-secret',
  DEMO_DATA: 'on',
  ADMIN_USERNAMES: 'twin_admin',
  // Scheduled jobs run, as in a deployment (NODE_ENV=test turns them off).
  NODE_ENV: 'development',
});

async function startBoth(): Promise<AppServer[]> {
  return Promise.all([startAppServer(env(database.url)), startAppServer(env(database.url))]);
}

/** Waits until each instance's job runner has had its first (catch-up) round; their states. */
async function jobStates(servers: AppServer[]): Promise<string[]> {
  const states: string[] = [];
  for (const server of servers) {
    let state = 'starting';
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.baseURL}/api/health`);
          const health = (await res.json()) as { data: { jobs: string } };
          state = health.data.jobs;
          return state;
        },
        { timeout: 120_000 },
      )
      .not.toBe('starting');
    states.push(state);
  }
  return states.sort();
}

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// Each test gets a PostgreSQL of its own (the embedded server on a scratch directory) and starts
// its two instances on it, so each runs alone as well as after the other.
test.beforeEach(async () => {
  test.setTimeout(300_000);
  database = await startEmbeddedPostgres({
    dataDir: mkdtempSync(path.join(tmpdir(), 'boldcall-two-')),
  });
});

test.afterEach(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.stop();
});

test('two instances start together, cold and warm; seed and Pro refresh happen once', async () => {
  test.setTimeout(300_000);
  instances = await startBoth(); // cold: both race to migrate and seed an empty database
  expect(await jobStates(instances)).toEqual(['leader', 'standby']);
  const seeded = await query<{ n: number }>('select count(*)::int as n from players');
  await Promise.all(instances.map((i) => i.stop()));
  instances = await startBoth(); // warm
  expect(await jobStates(instances)).toEqual(['leader', 'standby']);
  const again = await query<{ n: number }>('select count(*)::int as n from players');
  expect(again[0]!.n).toBe(seeded[0]!.n);
  expect(seeded[0]!.n).toBeGreaterThan(0);

  const runs = await query<{ period: string; n: number }>(
    `select period, count(*)::int as n from job_runs
     where name = 'pro-refresh' and status = 'succeeded' group by period`,
  );
  expect(runs).toHaveLength(1);
  expect(runs[0]!.n).toBe(1);
  // The refresh covered every Pro player of the seeded world, once each, after the seed.
  const pro = await query<{ user_id: string; points: number; refreshes: number }>(
    `select p.user_id, p.points,
            (select count(*)::int from pro_refreshes r where r.user_id = p.user_id) as refreshes
     from players p where p.is_pro`,
  );
  expect(pro.length).toBeGreaterThan(0);
  expect(pro.every((p) => p.refreshes === 1 && p.points >= PRO_MONTHLY_REFRESH_POINTS)).toBe(true);
});

test('a session from one instance works on the other; wagers and resolutions through both stay exact', async () => {
  test.setTimeout(300_000);
  instances = await startBoth();
  const [a, b] = instances as [AppServer, AppServer];

  const admin = await signUpViaApi(a.baseURL, 'twin_admin');
  const creator = await signUpViaApi(a.baseURL, 'twin_creator');
  const player = await signUpViaApi(b.baseURL, 'twin_player');
  const playerOnA = player.on(a.baseURL);
  const meOnA = await (await playerOnA.get('/api/users/me')).json();
  expect(meOnA.data.username).toBe('twin_player');
  const balance = meOnA.data.points as number;

  // More wagers than the balance covers, half through each instance, all at once.
  const expiresAt = `${new Date().getFullYear() + 1}-06-30`;
  const ids: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const res = await creator.post('/api/predictions', {
      data: {
        text: `Twin instance call number ${i} will come true`,
        category: 'other',
        expiresAt,
        pointsWagered: 1,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).data.id);
  }
  const stake = Math.ceil(balance / 3); // at most 3 of 8 joins can be paid for
  const joins = await Promise.all(
    ids.map((id, i) =>
      (i % 2 ? player : playerOnA).post(`/api/predictions/${id}/join`, {
        data: { pointsWagered: stake },
      }),
    ),
  );
  const accepted = joins.filter((r) => r.status() === 200).length;
  expect(joins.every((r) => r.status() === 200 || r.status() === 400 || r.status() === 409)).toBe(
    true,
  );
  expect(accepted).toBe(Math.floor(balance / stake));
  const after = (await (await player.get('/api/users/me')).json()).data.points as number;
  expect(after).toBe(balance - accepted * stake);

  // The same resolution sent to both instances at once pays once.
  const adminOnB = admin.on(b.baseURL);
  const joined = ids.filter((_, i) => joins[i]!.status() === 200);
  const resolutions = await Promise.all(
    joined.flatMap((id) =>
      [admin, adminOnB].map((client) =>
        client.post(`/api/predictions/${id}/resolve`, {
          data: { resolution: 'CORRECT', adminNote: 'Settled by both instances at once.' },
        }),
      ),
    ),
  );
  expect(resolutions.filter((r) => r.status() === 200)).toHaveLength(joined.length);
  expect(resolutions.every((r) => r.status() < 500)).toBe(true);

  const payouts = await query<{ ref_id: string; n: number }>(
    `select ref_id, count(*)::int as n from points_ledger
     where user_id = $1 and ref_id = any($2) and amount > 0 group by ref_id`,
    [meOnA.data.id, joined],
  );
  expect(payouts.every((p) => p.n === 1)).toBe(true);
  const off = await query<{ user_id: string }>(
    `select p.user_id from players p where p.points <>
       coalesce((select sum(l.amount) from points_ledger l where l.user_id = p.user_id), 0)`,
  );
  expect(off).toEqual([]);
});
