// What both benchmarks share: the app's configuration for a bench, bulk-loading prediction text
// templates (with search text and sports computed by the app's own rules), signing in a viewer,
// and timing one request repeatedly through app.inject().
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Category } from '@boldcall/shared/constants';
import { detectSports } from '@boldcall/shared/rules/sports';
import type { App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { Database } from '../src/db/client.ts';
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
    payload: { username, password: 'Password123' },
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
