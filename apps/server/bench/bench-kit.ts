// What both benchmarks share: the app's configuration for a bench, bulk-loading prediction text
// templates (with search text and sports computed by the app's own rules), signing in a viewer,
// and timing requests repeatedly through app.inject(), a table of cases at a time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Category } from '@boldcall/shared/constants';
import { detectSports } from '@boldcall/shared/rules/sports';
import type { App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
} from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { buildSearchText } from '../src/modules/predictions/predictions.repository.ts';

export const RUNS = 50;
export const WARMUP = 5;
export const TARGET_MS = 50;

export function benchConfig(): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'boldcall-bench-')),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_URL: 'http://localhost:3000',
    SPORTS_DATA_URL: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'boldcall-no-web-build'),
  });
}

/**
 * A temp table `bench_templates (idx, text, category, search, sports)`, one row per template;
 * `{n}` in a text (the number that varies them) changes neither its search text nor its sports.
 */
export async function loadTemplates(db: Database, templates: Array<[Category, string]>) {
  await db.execute(sql`
    create temp table bench_templates (idx int, text text, category text, search text, sports text[])`);
  await db.execute(
    sql`insert into bench_templates values ${sql.join(
      templates.map(
        ([category, text], idx) =>
          sql`(${idx}, ${text}, ${category}, ${buildSearchText(text, category)}, ${`{${detectSports(text).join(',')}}`}::text[])`,
      ),
      sql`, `,
    )}`,
  );
}

/** The session cookie of a player made by the factories (their password is the default). */
export async function signInCookie(app: App, config: Config, username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: config.publicUrl },
    payload: { username, password: 'BoldCall2468' },
  });
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** WARMUP + RUNS requests; the median and p95 of the timed ones, and the last answer's body. */
export async function timeRequest<Body>(
  app: App,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ median: number; p95: number; body: Body }> {
  const durations: number[] = [];
  let body: Body | undefined;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const res = await app.inject({ url, headers });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    body = res.json() as Body;
    if (i >= WARMUP) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), body: body as Body };
}

/** One timed case: its label, the URL, and the request's headers (a session cookie) if any. */
export type BenchCase = [label: string, url: string, headers?: Record<string, string>];

/**
 * Times each case (timeRequest) and prints a table, one line per case: its label (padded to
 * `width`), the median, the p95, the rows of the last answer and the bench's own last column
 * (`last`, read from that answer). `before` and `after` run around each case's requests (the
 * predictions bench counts and explains the statements they sent). Answers each case's median.
 */
export async function timeCases<Body extends { data: unknown[] }>(
  app: App,
  cases: BenchCase[],
  table: { indent: string; width: number; last: { head: string; value: (body: Body) => string } },
  around: { before?: () => void; after?: (benchCase: BenchCase) => Promise<void> } = {},
): Promise<Record<string, number>> {
  const { indent, width, last } = table;
  console.log(`\n${indent}${RUNS} timed runs after ${WARMUP} warm-up, via app.inject\n`);
  console.log(
    `${indent}${'case'.padEnd(width)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  rows  ${last.head}`,
  );
  const medians: Record<string, number> = {};
  for (const benchCase of cases) {
    const [label, url, headers] = benchCase;
    around.before?.();
    const r = await timeRequest<Body>(app, url, headers);
    medians[label] = r.median;
    console.log(
      `${indent}${label.padEnd(width)} ${r.median.toFixed(1).padStart(6)} ms ${r.p95.toFixed(1).padStart(6)} ms  ${String(r.body.data.length).padStart(4)}  ${last.value(r.body)}`,
    );
    await around.after?.(benchCase);
  }
  return medians;
}

export interface BenchServer {
  /** A new, migrated database on the server (seed it, then open the app on it). */
  createDatabase(name: string): Promise<{ url: string }>;
  open(url: string, poolSize?: number, onStatement?: DatabaseTarget['onStatement']): DatabaseHandle;
  stop(): Promise<void>;
}

/**
 * The server a bench runs on, as a user gets it: the embedded PostgreSQL initialised in a new
 * data dir with the app's settings (nobody tuned or analyzed it by hand), or TEST_DATABASE_URL's
 * server when set (BENCH_ENGINE=external).
 */
export async function startBenchServer(): Promise<BenchServer & { label: string }> {
  let adminUrl: string;
  let stop = async () => {};
  let label: string;
  if (process.env.BENCH_ENGINE === 'external') {
    adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    label = 'external PostgreSQL (TEST_DATABASE_URL)';
  } else {
    const embedded = await startEmbeddedPostgres({
      dataDir: mkdtempSync(path.join(tmpdir(), 'boldcall-bench-pg-')),
      // BENCH_STATEMENTS=1: PostgreSQL counts each statement's plan and run time, so a bench can
      // print where the database's time goes (the extension ships with the embedded binaries).
      ...(process.env.BENCH_STATEMENTS === '1'
        ? {
            settings: {
              shared_preload_libraries: 'pg_stat_statements',
              'pg_stat_statements.track_planning': 'on',
            },
          }
        : {}),
    });
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
    label = 'embedded PostgreSQL (new data dir, default settings)';
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const made: string[] = [];
  return {
    label,
    async createDatabase(name) {
      await admin.query(`create database ${name}`);
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = openDatabase({ url: url.toString(), poolSize: 1 });
      await database.migrate();
      await database.close();
      return { url: url.toString() };
    },
    open: (url, poolSize = 10, onStatement) => openDatabase({ url, poolSize, onStatement }),
    async stop() {
      if (process.env.BENCH_KEEP !== '1') {
        for (const name of made) {
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      }
      await admin.end();
      await stop();
    },
  };
}

/**
 * Waits until autovacuum has analyzed each of `tables` after `since`, as it does within a minute
 * or two of a bulk load on a live server: the figures are then those of a data dir that nobody
 * analyzed by hand. Polls the statistics view; gives up after `timeoutMs`.
 */
export async function autovacuumAnalyzed(
  db: Database,
  tables: string[],
  since: Date,
  timeoutMs = 15 * 60_000,
): Promise<void> {
  await timed(`autovacuum analyzed ${tables.join(', ')}`, async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = (await db.execute(sql`
        select count(*)::int as done from pg_stat_user_tables
         where relname in (${sql.join(
           tables.map((name) => sql`${name}`),
           sql`, `,
         )}) and last_autoanalyze >= ${since.toISOString()}::timestamptz`)) as unknown as {
        rows: Array<{ done: number }>;
      };
      if ((rows[0]?.done ?? 0) >= tables.length) return;
      if (Date.now() > deadline) throw new Error('autovacuum did not analyze the seeded tables');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  });
}

/** Runs `step` and prints how long it took. */
export async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Bulk loading is much faster into tables without their secondary indexes: drop them (not the
 * primary keys and unique constraints), load, then build them once. Definitions come from the
 * catalog, so they are exactly the migrations'. Nothing is analyzed by hand: the planner has
 * what PostgreSQL's autovacuum gives any user.
 */
export async function withoutSecondaryIndexes(
  db: Database,
  tables: string[],
  step: () => Promise<void>,
) {
  const result = (await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname in (${sql.join(
       tables.map((name) => sql`${name}`),
       sql`, `,
     )})
       and not i.indisprimary and not i.indisunique`)) as unknown as {
    rows: Array<{ name: string; def: string }>;
  };
  for (const index of result.rows) await db.execute(sql.raw(`drop index ${index.name}`));
  await step();
  await timed(`rebuild ${result.rows.length} secondary indexes`, async () => {
    for (const index of result.rows) await db.execute(sql.raw(index.def));
  });
}
