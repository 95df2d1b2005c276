// GET /api/leaderboard with 100,000 players and 1,000,000 predictions (median under 50 ms), on
// the embedded PostgreSQL in a new data dir (or TEST_DATABASE_URL's with BENCH_ENGINE=external).
// Creates a fresh database `boldcall_bench_<random>`, seeds it in bulk with SQL
// (generate_series), derives the leaderboard aggregates from the seeded rows with the same
// rebuild the tests check the incremental path against, then times requests via app.inject()
// and drops the database.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Category } from '@boldcall/shared/constants';
import { buildApp, type App } from '../src/app.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createPlayer, makePrediction, resolvePredictionNow } from '../src/seed/seed.factories.ts';
import { rebuildLeaderboardStats } from '../src/modules/leaderboard/leaderboard.rebuild.ts';
import {
  benchConfig,
  loadTemplates,
  signInCookie,
  startBenchServer,
  TARGET_MS,
  timeCases,
  timed,
  withoutSecondaryIndexes,
  type BenchCase,
} from './bench-kit.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const PREDICTIONS = Number(process.env.BENCH_PREDICTIONS ?? 1_000_000);
/** Predictions are spread over this many days before now. */
const SPAN_DAYS = 120;
/** Half of the predictions come from this many most active players. */
const ACTIVE_USERS = Math.max(1, Math.floor(USERS / 10));

const TEMPLATES: Array<[Category, string]> = [
  ['sports', 'The Chiefs win Super Bowl {n} behind Mahomes'],
  ['sports', 'LeBron scores 40 in game {n} of the NBA Finals'],
  ['sports', 'Ohtani hits {n} home runs for the Dodgers'],
  ['sports', 'Arsenal finish top of the Premier League by {n} points'],
  ['sports', 'Verstappen wins {n} Grand Prix races this F1 season'],
  ['sports', 'The home team wins the derby {n} to nothing'],
  ['finance', 'Bitcoin closes above {n}k dollars this year'],
  ['finance', 'The Fed cuts rates {n} times before summer'],
  ['technology', 'Apple ships a foldable phone in {n} colours'],
  ['politics', 'The senate passes the budget with {n} votes to spare'],
  ['entertainment', 'Taylor Swift announces {n} new tour dates'],
  ['science', 'A crewed mission lands on the Moon within {n} years'],
  ['business', 'A startup reaches a {n} billion valuation in a year'],
  ['other', 'It snows in the city on {n} days this winter'],
];

async function seed(db: Database) {
  await db.execute(sql`set synchronous_commit = off`);
  // The rows are consistent by construction: skip the per-row foreign-key triggers.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`set work_mem = '256MB'`);
  await db.execute(sql`set maintenance_work_mem = '512MB'`);

  await timed(`${USERS.toLocaleString('en')} users and players`, async () => {
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, username, display_username, created_at, updated_at)
      select 'u' || g, 'Player ' || g, 'p' || g || '@example.com', true,
             'player_' || g, 'Player_' || g, now() - interval '200 days', now()
        from generate_series(1, ${USERS}) g`);
    // Balances spread from 0 to ~5,000 (many equal values: ties are broken by user id).
    await db.execute(sql`
      insert into players (user_id, points, is_pro, pro_upgraded_at, created_at)
      select 'u' || g, (g * 7919) % 5000, g % 20 = 0,
             case when g % 20 = 0 then now() - interval '100 days' end, now() - interval '200 days'
        from generate_series(1, ${USERS}) g`);
  });

  await loadTemplates(db, TEMPLATES);

  await timed(`${PREDICTIONS.toLocaleString('en')} predictions`, async () => {
    // Author: every other prediction from the ACTIVE_USERS most active players, the rest from
    // anyone. Created uniformly over SPAN_DAYS; the last two weeks' are mostly PENDING, older
    // ones resolved 45 % CORRECT, 30 % INCORRECT, 5 % UNMEASURABLE, 2 % MERGED, a day later.
    await db.execute(sql`
      insert into predictions (id, user_id, text, category, expires_at, points_wagered, status,
                               created_at, resolved_at, settled_at, search_text, sports,
                               joined_count, total_joined_points)
      select 'p' || g,
             'u' || a.author,
             replace(t.text, '{n}', (g % 97)::text),
             t.category,
             c.created + interval '30 days',
             1 + g % 50,
             s.status,
             c.created,
             case when s.status <> 'PENDING' then c.resolved end,
             case when s.status <> 'PENDING' then c.resolved end,
             replace(t.search, '{n}', (g % 97)::text),
             t.sports,
             case when g % 4 = 0 then 1 else 0 end,
             case when g % 4 = 0 then 5 else 0 end
        from generate_series(1::bigint, ${PREDICTIONS}) g
        join bench_templates t on t.idx = (g / 7) % ${TEMPLATES.length}
        cross join lateral (select case when g % 2 = 0 then 1 + (g * 7919) % ${ACTIVE_USERS}
                                        else 1 + (g * 104729) % ${USERS} end as author) a
        cross join lateral (
          select date_trunc('milliseconds', now() - ((g * 7907) % (${SPAN_DAYS} * 86400)) * interval '1 second') as created,
                 date_trunc('milliseconds', now() - ((g * 7907) % (${SPAN_DAYS} * 86400)) * interval '1 second' + interval '1 day') as resolved
        ) c
        cross join lateral (select case
            when c.resolved > now() or (c.created > now() - interval '14 days' and g % 4 <> 0) then 'PENDING'
            when g % 100 < 45 then 'CORRECT' when g % 100 < 75 then 'INCORRECT'
            when g % 100 < 80 then 'UNMEASURABLE' when g % 100 < 82 then 'MERGED'
            else 'PENDING' end as status) s`);
  });

  await timed('joins (one on every fourth prediction)', async () => {
    await db.execute(sql`
      insert into prediction_joins (prediction_id, user_id, points_wagered, joined_at)
      select p.id, 'u' || (1 + (substr(p.user_id, 2)::int + 7 + g % 1000) % ${USERS}), 5,
             p.created_at + interval '1 hour'
        from generate_series(4, ${PREDICTIONS}, 4) g
        join predictions p on p.id = 'p' || g`);
  });

  await timed('leaderboard aggregates (rebuild)', () => rebuildLeaderboardStats(db));
}

const BULK_TABLES = ['players', 'predictions', 'prediction_joins', 'player_period_stats'];

type Board = { data: unknown[]; me: { rank: number } | null };

export async function runLeaderboardBench() {
  const server = await startBenchServer();
  const name = `boldcall_bench_${randomBytes(6).toString('hex')}`;
  const { url } = await server.createDatabase(name);

  const config = benchConfig();
  let database: DatabaseHandle | null = null;
  let app: App | null = null;
  try {
    // Seeding on one connection, so its session settings (seed()) hold for every statement.
    const loader = server.open(url, 1);
    const seedStarted = performance.now();
    try {
      console.log(
        `\nGET /api/leaderboard on ${server.label}: seeding ${USERS.toLocaleString('en')} players, ${PREDICTIONS.toLocaleString('en')} predictions`,
      );
      await withoutSecondaryIndexes(loader.db, BULK_TABLES, () => seed(loader.db));
    } finally {
      await loader.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    database = server.open(url, 4);
    const [sizes] = (
      (await database.db.execute(sql`
        select (select count(*) from predictions)::int as predictions,
               (select count(*) from prediction_joins)::int as joins,
               (select count(*) from player_period_stats)::int as scope_rows,
               (select count(*) from players where ranked)::int as ranked`)) as unknown as {
        rows: Array<Record<string, number>>;
      }
    ).rows;
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(sizes)}`);

    app = await buildApp({ config, database });
    await app.ready();

    // The viewer plays through the services (incremental aggregates), this month.
    const viewer = await createPlayer(database.db, { username: 'bench_viewer' });
    for (const outcome of ['CORRECT', 'CORRECT', 'INCORRECT'] as const) {
      const id = await makePrediction(database.db, { userId: viewer.id, pointsWagered: 5 });
      await resolvePredictionNow(database.db, id, outcome);
    }
    const cookie = await signInCookie(app, config, 'bench_viewer');

    // A cursor 1,000 rows down (page 21 of 50), for the "later page" cases.
    const cursorAt = async (query: string, pages: number) => {
      let cursor = '';
      for (let i = 0; i < pages; i += 1) {
        const res = await app!.inject(
          `/api/leaderboard?${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        cursor = (res.json() as { nextCursor: string }).nextCursor;
      }
      return cursor;
    };
    const deep = await cursorAt('limit=50', 20);
    const deepMonth = await cursorAt('period=month&limit=50', 20);

    const cases: BenchCase[] = [
      ['first page (all time)', '/api/leaderboard'],
      ['podium (limit=3)', '/api/leaderboard?limit=3'],
      ['page 21 (cursor, rows 1001-1050)', `/api/leaderboard?cursor=${deep}`],
      ['period=month', '/api/leaderboard?period=month'],
      ['period=month, page 21', `/api/leaderboard?period=month&cursor=${deepMonth}`],
      ['period=week', '/api/leaderboard?period=week'],
      ['category=sports', '/api/leaderboard?category=sports'],
      ['period=month&category=sports', '/api/leaderboard?period=month&category=sports'],
      ['period=week&category=science', '/api/leaderboard?period=week&category=science'],
      ['signed in, with me (all time)', '/api/leaderboard', { cookie }],
      ['signed in, with me (period=month)', '/api/leaderboard?period=month', { cookie }],
      ['signed in, with me (category=sports)', '/api/leaderboard?category=sports', { cookie }],
    ];
    const medians = await timeCases<Board>(app, cases, {
      indent: '  ',
      width: 40,
      last: { head: 'me', value: (body) => String(body.me?.rank ?? '-') },
    });
    const worst = Math.max(...Object.values(medians));
    const ok = worst < TARGET_MS;
    console.log(`\n  target (every median < ${TARGET_MS} ms): ${ok ? 'met' : 'NOT met'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    if (app) await app.close();
    else await database?.close();
    await server.stop();
  }
}
