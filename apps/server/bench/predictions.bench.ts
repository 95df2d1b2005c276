// GET /api/predictions at 10k, 100k and 1M predictions on the embedded PostgreSQL, as a user gets
// it: a new data dir per size, default settings, nothing analyzed by hand (the planner has what
// autovacuum gives: timing starts once autovacuum has analyzed the seeded tables, as on any live
// server a minute after a bulk load). Seeds with bulk SQL (generate_series, not the API), then times requests
// through app.inject(). The first page and search must stay flat as the table grows (median
// under 50 ms at every size). BENCH_SIZES=10000,100000 picks other sizes. Each case also prints
// the statements one request sends; BENCH_EXPLAIN=<text> prints the plans (EXPLAIN ANALYZE) of
// the statements of every case whose name contains <text>.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Category } from '@boldcall/shared/constants';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createPlayer } from '../src/seed/seed.factories.ts';
import {
  autovacuumAnalyzed,
  benchConfig,
  loadTemplates,
  RUNS,
  signInCookie,
  startBenchServer,
  TARGET_MS,
  timeCases,
  timed,
  WARMUP,
  withoutSecondaryIndexes,
  type BenchCase,
} from './bench-kit.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const USERS = 500;
const SEED_BATCH = 5_000;

// Realistic texts per category; {n} varies them so rows are not all identical.
const TEMPLATES: Array<[Category, string]> = [
  ['sports', 'The Chiefs win Super Bowl {n} behind Mahomes'],
  ['sports', 'Kansas City Chiefs go undefeated at home in season {n}'],
  ['sports', 'LeBron scores 40 in game {n} of the NBA Finals'],
  ['sports', 'The Lakers miss the playoffs for the {n}th time'],
  ['sports', 'Ohtani hits {n} home runs for the Dodgers'],
  ['sports', 'McDavid wins the Stanley Cup with the Oilers in {n} games'],
  ['sports', 'Arsenal finish top of the Premier League by {n} points'],
  ['sports', 'Messi scores {n} goals for Inter Miami'],
  ['sports', 'Alcaraz beats Sinner in {n} sets at Wimbledon'],
  ['sports', 'Scottie Scheffler wins The Masters by {n} strokes'],
  ['sports', 'Jon Jones defends his UFC title in round {n}'],
  ['sports', 'Canelo wins his {n}th boxing title fight'],
  ['sports', 'Verstappen wins {n} Grand Prix races this F1 season'],
  ['sports', 'T1 and Faker win Worlds {n} in League of Legends'],
  ['sports', 'The home team wins the derby {n} to nothing'],
  ['finance', 'Bitcoin closes above {n}k dollars this year'],
  ['finance', 'The S&P 500 gains {n} percent by December'],
  ['finance', 'Gold hits a record high for the {n}th week in a row'],
  ['finance', 'The Fed cuts rates {n} times before summer'],
  ['technology', 'An open model tops the coding leaderboard for {n} weeks'],
  ['technology', 'Apple ships a foldable phone in {n} colours'],
  ['technology', 'Self-driving taxis launch in {n} new cities'],
  ['politics', 'Turnout in the next election beats the last by {n} points'],
  ['politics', 'The senate passes the budget with {n} votes to spare'],
  ['entertainment', 'The next Marvel movie makes {n} million on opening weekend'],
  ['entertainment', 'Taylor Swift announces {n} new tour dates'],
  ['science', 'A crewed mission lands on the Moon within {n} years'],
  ['science', 'Fusion plant produces net energy for {n} hours'],
  ['business', 'A startup reaches a {n} billion valuation in a year'],
  ['other', 'It snows in the city on {n} days this winter'],
];

async function seed(db: Database, PREDICTIONS: number) {
  const started = performance.now();
  // Players: plain rows are enough for reads (no passwords needed).
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, username, display_username, created_at, updated_at)
    select 'bench-user-' || g, 'Bench Player ' || g, 'bench' || g || '@example.com', true,
           'bench_player_' || g, 'Bench_Player_' || g, now(), now()
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into players (user_id, points, is_pro, created_at)
    select 'bench-user-' || g, 100, g % 10 = 0, now() from generate_series(1, ${USERS}) g`);

  // One row per template, with search_text and sports computed by the app's own rules ({n}, the
  // number that varies the texts, changes neither).
  await loadTemplates(db, TEMPLATES);

  // In batches, each its own transaction: every inserted row bumps the home-stats counter row
  // (a trigger), and one transaction's updates of one row pile up versions that each later update
  // walks, so a single 1M-row statement would take hours, not minutes.
  const base = new Date();
  await timed('predictions', async () => {
    for (let from = 1; from <= PREDICTIONS; from += SEED_BATCH) {
      const to = Math.min(PREDICTIONS, from + SEED_BATCH - 1);
      await db.execute(sql`
        insert into predictions (id, user_id, text, category, expires_at, points_wagered, status,
                                 created_at, resolved_at, settled_at, search_text, sports)
        select md5('bench' || g)::uuid::text,
               'bench-user-' || (1 + g % ${USERS}),
               replace(t.text, '{n}', (g % 97)::text),
               t.category,
               created + interval '30 days',
               1 + g % 50,
               s.status,
               created,
               case when s.status <> 'PENDING' then created + interval '31 days' end,
               case when s.status <> 'PENDING' then created + interval '31 days' end,
               replace(t.search, '{n}', (g % 97)::text),
               t.sports
        from generate_series(${from}::int, ${to}::int) g
        join bench_templates t on t.idx = g % ${TEMPLATES.length}
        cross join lateral (select date_trunc('milliseconds', ${base.toISOString()}::timestamptz - g * interval '313 seconds') as created) c
        cross join lateral (select case
            when g % 100 < 60 then 'PENDING' when g % 100 < 75 then 'CORRECT'
            when g % 100 < 90 then 'INCORRECT' when g % 100 < 98 then 'UNMEASURABLE'
            else 'MERGED' end as status) s`);
    }
  });

  // A third of the predictions have one joiner (never the author).
  await timed('joins', () =>
    db.execute(sql`
    insert into prediction_joins (prediction_id, user_id, points_wagered, joined_at)
    select md5('bench' || g)::uuid::text, 'bench-user-' || (1 + (g + 7) % ${USERS}), 1 + g % 20, now()
    from generate_series(3, ${PREDICTIONS}, 3) g`),
  );
  await timed('join counters', () =>
    db.execute(sql`
    update predictions p set joined_count = 1, total_joined_points = j.points_wagered
    from prediction_joins j where j.prediction_id = p.id`),
  );
  return performance.now() - started;
}

const TARGETS = [
  'first page, home (limit=9)',
  'first page (limit=50)',
  'first page, signed in (limit=9)',
  'search q=chiefs&status=PENDING&category=sports',
  'search q=chiefs (limit=9)',
  'rare in filter: q=bitcoin&status=PENDING&category=sports',
  'no match in filter: q=zzzz&status=PENDING&category=sports',
];

export async function runPredictionsBench() {
  const bySize: Array<{ size: number; results: Record<string, number> }> = [];
  for (const size of SIZES) bySize.push({ size, results: await benchOneSize(size) });

  console.log(`\nMedians by table size (ms)`);
  console.log(
    `${'case'.padEnd(50)} ${SIZES.map((n) => n.toLocaleString('en').padStart(11)).join('')}`,
  );
  const names = Object.keys(bySize[0]?.results ?? {});
  for (const name of names) {
    const cells = bySize.map(({ results }) => (results[name] ?? NaN).toFixed(1).padStart(11));
    console.log(`${name.padEnd(50)} ${cells.join('')}`);
  }
  const worst = Math.max(
    ...bySize.flatMap(({ results }) => TARGETS.map((n) => results[n] ?? Infinity)),
  );
  const ok = worst < TARGET_MS;
  console.log(
    `\ntarget (first page and search median < ${TARGET_MS} ms at every size): ${ok ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`,
  );
  if (!ok) process.exitCode = 1;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each read statement, run again with its own values. */
async function printPlans(
  url: string,
  statements: Array<{ text: string; values?: readonly unknown[] }>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const { text, values } of statements) {
      if (!/^\s*(select|with)\b/i.test(text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${text}`,
        values ? [...values] : [],
      );
      console.log(`\n    ${text.slice(0, 160)}…`);
      for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

async function benchOneSize(PREDICTIONS: number): Promise<Record<string, number>> {
  const server = await startBenchServer();
  const config = benchConfig();
  const { url } = await server.createDatabase(`boldcall_bench_${PREDICTIONS}`);
  // Every statement the app sends, with its values: counted per request, and explained on ask.
  const sent: Array<{ text: string; values?: readonly unknown[] }> = [];
  const database = server.open(url, 10, (text, values) => sent.push({ text, values }));
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const started = performance.now();
    const seedStarted = new Date();
    await withoutSecondaryIndexes(database.db, ['predictions', 'prediction_joins'], async () => {
      await seed(database.db, PREDICTIONS);
    });
    const seedMs = performance.now() - started;
    await autovacuumAnalyzed(database.db, ['predictions', 'prediction_joins', 'user'], seedStarted);
    await createPlayer(database.db, { username: 'bench_viewer' });
    const cookie = await signInCookie(app, config, 'bench_viewer');

    const first = (await app.inject('/api/predictions?limit=50')).json() as { nextCursor: string };
    const cases: BenchCase[] = [
      ['first page, home (limit=9)', '/api/predictions?limit=9'],
      ['first page (limit=50)', '/api/predictions'],
      ['first page, signed in (limit=9)', '/api/predictions?limit=9', { cookie }],
      ['second page (cursor)', `/api/predictions?cursor=${first.nextCursor}`],
      [
        'search q=chiefs&status=PENDING&category=sports',
        '/api/predictions?q=chiefs&status=PENDING&category=sports',
      ],
      ['search q=chiefs (limit=9)', '/api/predictions?q=chiefs&limit=9'],
      ['search by username q=bench_player_42', '/api/predictions?q=bench_player_42'],
      ['sport=hockey&status=PENDING', '/api/predictions?sport=hockey&status=PENDING'],
      ['category=finance&status=CORRECT', '/api/predictions?category=finance&status=CORRECT'],
      ['author userId=bench-user-7', '/api/predictions?userId=bench-user-7'],
      ['worst case: search with no match (q=zzzz)', '/api/predictions?q=zzzz'],
      // A word in 1 row of 30, none of them sports: the filtered walk finds nothing, so the
      // trigram index (with status and category) answers.
      [
        'rare in filter: q=bitcoin&status=PENDING&category=sports',
        '/api/predictions?q=bitcoin&status=PENDING&category=sports',
      ],
      [
        'no match in filter: q=zzzz&status=PENDING&category=sports',
        '/api/predictions?q=zzzz&status=PENDING&category=sports',
      ],
      // 1 row of 15 among PENDING sports: found by the walk on the first page.
      [
        'search q=wimbledon&status=PENDING (limit=9)',
        '/api/predictions?q=wimbledon&status=PENDING&limit=9',
      ],
    ];

    console.log(
      `\nGET /api/predictions on ${server.label}, ${PREDICTIONS.toLocaleString('en')} predictions, ${USERS} players`,
    );
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const explain = process.env.BENCH_EXPLAIN;
    // Every case also prints the statements one request sent (its WARMUP + RUNS requests' mean).
    return await timeCases<{ data: unknown[] }>(
      app,
      cases,
      {
        indent: '',
        width: 50,
        last: {
          head: 'statements',
          value: () => (sent.length / (WARMUP + RUNS)).toFixed(1).padStart(10),
        },
      },
      {
        before: () => {
          sent.length = 0;
        },
        after: async ([name, caseUrl, headers]) => {
          if (!explain || !name.includes(explain)) return;
          sent.length = 0;
          await app.inject({ url: caseUrl, headers });
          await printPlans(url, [...sent]);
        },
      },
    );
  } finally {
    await app.close();
    await server.stop();
  }
}
