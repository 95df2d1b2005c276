// `npm run bench:http`: the app against a bare Fastify route answering a body of the same size,
// alternated route by route in one run, over real HTTP (autocannon in this process; each server
// in its own). Prints req/s, p50 and p99 per route and the app ÷ bare ratio (and the same ratio of
// CPU per answer, which other load on the machine does not lower), then p50/p99 at a
// fixed offered rate (paced, and autocannon's burst beside it), then joins per second. Exits non-zero when a target is missed.
//   BENCH_DURATION (s per run, default 5), BENCH_CONNECTIONS (default 50), BENCH_RATE (default 500)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../src/server-command.ts';
import type { BareRoute } from './http-servers.ts';
import { cpuPer, cpuSnapshot } from './cpu-split.ts';
import { pacedLoad } from './paced-load.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 500);
/** Joins sent before the measured run and not counted (`measureJoins`). */
const JOIN_WARM_UP = 400;
const serverScript = path.join(import.meta.dirname, 'http-servers.ts');

function startServer<T>(args: string[]): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverScript, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, info: JSON.parse(line.slice(6)) as T });
      else console.error(line);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

async function run(options: Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

const appStarted = performance.now();
const app = await startServer<{
  port: number;
  viewer: string;
  joinCookies: string[];
  predictionIds: string[];
  url: string;
}>(['app']);
console.error(`› app ready in ${((performance.now() - appStarted) / 1000).toFixed(1)} s`);
const appUrl = `http://127.0.0.1:${app.info.port}`;

/** `brotli`: the reader accepts br, as every browser does; the bare route sends the same bytes. */
type Case = { name: string; path: string; signedIn: boolean; target: number; brotli?: boolean };
// BENCH_ONLY=join skips the read routes (the join needs no other case); BENCH_ONLY=tail runs
// only the fixed-rate section (for profiling the tail).
const ONLY_JOIN = process.env.BENCH_ONLY === 'join';
const ONLY_TAIL = process.env.BENCH_ONLY === 'tail';
const ALL_CASES: Case[] = [
  {
    name: 'first page, signed out',
    path: '/api/predictions?limit=9',
    signedIn: false,
    target: 0.5,
  },
  { name: 'first page, signed in', path: '/api/predictions?limit=9', signedIn: true, target: 0.3 },
  { name: 'leaderboard', path: '/api/leaderboard?limit=50', signedIn: false, target: 0.5 },
  {
    name: 'leaderboard, brotli',
    path: '/api/leaderboard?limit=50',
    signedIn: false,
    target: 0.5,
    brotli: true,
  },
  { name: 'stats', path: '/api/stats', signedIn: false, target: 0.5 },
  { name: '/users/me', path: '/api/users/me', signedIn: true, target: 0.3 },
  // Signed in: the shell (a visitor's Home is server-rendered: `npm run bench:pages`).
  { name: 'index.html', path: '/', signedIn: true, target: 0.5 },
];
const CASES = ONLY_JOIN ? [] : ALL_CASES;
const headersFor = (c: Case): Record<string, string> => ({
  ...(c.signedIn ? { cookie: app.info.viewer } : {}),
  ...(c.brotli ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
});

// The bare server answers each route with the app's own body (same bytes, same type).
const bare: BareRoute[] = [];
for (const [i, c] of CASES.entries()) {
  const res = await fetch(appUrl + c.path, { headers: headersFor(c) });
  if (res.status !== 200) throw new Error(`${c.path}: ${res.status}`);
  if (c.brotli && res.headers.get('content-encoding') !== 'br')
    throw new Error(`${c.path}: not br`);
  bare.push({
    path: `/bare/${i}`,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: await res.text(), // decoded by fetch; the bare server compresses it once
    ...(c.brotli ? { brotli: true } : {}),
  });
}
const [firstJoinCookie] = app.info.joinCookies;
const sampleJoin = await fetch(`${appUrl}/api/predictions/${app.info.predictionIds[0]}/join`, {
  method: 'POST',
  headers: { cookie: firstJoinCookie ?? '', 'content-type': 'application/json' },
  body: JSON.stringify({ pointsWagered: 1 }),
});
if (sampleJoin.status !== 200)
  throw new Error(`join: ${sampleJoin.status} ${await sampleJoin.text()}`);
bare.push({ path: '/bare/join', contentType: 'application/json', body: await sampleJoin.text() });
const routesFile = path.join(mkdtempSync(path.join(tmpdir(), 'boldcall-http-')), 'routes.json');
writeFileSync(routesFile, JSON.stringify(bare));
const bareServer = await startServer<{ port: number }>(['bare', routesFile]);
const bareUrl = `http://127.0.0.1:${bareServer.info.port}`;

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, n: number) => s.padEnd(n);
const lines: string[] = [];
let failed = false;
const note = (line: string) => {
  lines.push(line);
  console.log(line);
};

note(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
    `${CONNECTIONS} connections, ${DURATION} s per run, bare and app alternated (bare, app, bare, app)`,
);
note('');
note(
  `${pad('route', 24)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)} ${'ratio'.padStart(6)} ${'target'.padStart(6)} ${'app p50'.padStart(8)} ${'app p99'.padStart(8)} ${'CPU ratio'.padStart(9)}`,
);
for (const [i, c] of (ONLY_TAIL ? [] : CASES).entries()) {
  const bareRuns: Result[] = [];
  const appRuns: Result[] = [];
  // CPU ms the server spent per answer (the app's with its PostgreSQL's): unlike req/s, not
  // lowered by what else the machine runs, so the two sides compare across noisy runs.
  const cpu = { bare: 0, app: 0 };
  for (let round = 0; round < 2; round += 1) {
    const bareBefore = cpuSnapshot(bareServer.child.pid!);
    bareRuns.push(await run({ url: `${bareUrl}/bare/${i}` }));
    const bareAfter = cpuSnapshot(bareServer.child.pid!);
    const appBefore = cpuSnapshot(app.child.pid!);
    appRuns.push(await run({ url: appUrl + c.path, headers: headersFor(c) }));
    const appAfter = cpuSnapshot(app.child.pid!);
    if (bareBefore && bareAfter) cpu.bare += bareAfter.app - bareBefore.app;
    if (appBefore && appAfter) {
      cpu.app += appAfter.app - appBefore.app + (appAfter.below - appBefore.below);
    }
  }
  const answered = (runs: Result[]) => runs.reduce((s, r) => s + r.requests.total, 0);
  const cpuRatio =
    cpu.app > 0 ? cpu.bare / answered(bareRuns) / (cpu.app / answered(appRuns)) : null;
  const rps = (runs: Result[]) => runs.reduce((s, r) => s + r.requests.average, 0) / runs.length;
  const non2xx = appRuns.reduce((s, r) => s + r.non2xx + r.errors, 0);
  const ratio = rps(appRuns) / rps(bareRuns);
  const last = appRuns[appRuns.length - 1]!;
  const ok = ratio >= c.target && non2xx === 0;
  if (!ok) failed = true;
  note(
    `${pad(c.name, 24)} ${fmt(rps(bareRuns)).padStart(10)} ${fmt(rps(appRuns)).padStart(10)} ${(fmt(ratio * 100) + '%').padStart(6)} ${('≥' + c.target * 100 + '%').padStart(6)} ${(fmt(last.latency.p50, 1) + ' ms').padStart(8)} ${(fmt(last.latency.p99, 1) + ' ms').padStart(8)} ${(cpuRatio === null ? '–' : fmt(cpuRatio * 100) + '%').padStart(9)}${non2xx ? `  (${non2xx} non-2xx/errors)` : ''}${ok ? '' : '  ✗'}`,
  );
}

note('');
note(
  `At a fixed offered rate of ${RATE} req/s, app only, ${DURATION * 2} s per route, target p99 < 20 ms: ` +
    'paced (open loop, every request due at its own time, latency from that time) beside ' +
    "autocannon's overallRate (each second's quota sent as a burst at the second's start)",
);
note(
  `${pad('route', 24)} ${'paced p50'.padStart(9)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'late'.padStart(5)}   ${'burst p50'.padStart(9)} ${'p99'.padStart(8)}`,
);
const ms = (n: number) => `${fmt(n, 1)} ms`.padStart(8);
for (const c of CASES) {
  const paced = await pacedLoad({
    url: appUrl + c.path,
    rate: RATE,
    durationSeconds: DURATION * 2,
    headers: headersFor(c),
  });
  const burst = await run({ url: appUrl + c.path, headers: headersFor(c), overallRate: RATE });
  const ok = paced.p99 < 20 && paced.failed === 0;
  if (!ok) failed = true;
  note(
    `${pad(c.name, 24)} ${ms(paced.p50).padStart(9)} ${ms(paced.p90)} ${ms(paced.p99)} ${ms(paced.max)} ${String(paced.lateSends).padStart(5)}   ${ms(burst.latency.p50).padStart(9)} ${ms(burst.latency.p99)}${paced.failed ? `  (${paced.failed} failed: ${JSON.stringify(paced.failures)})` : ''}${ok ? '' : '  ✗'}`,
  );
}

// Joins: every request a new (prediction, player) pair, so each is a real stake write.
// In a fixed shuffled order: consecutive joins rarely wait on the same prediction or player row.
async function measureJoins(): Promise<void> {
  const pairs: Array<{ id: string; cookie: string }> = [];
  for (const [p, id] of app.info.predictionIds.entries()) {
    for (const [c, cookie] of app.info.joinCookies.entries()) {
      if (p > 0 || c > 0) pairs.push({ id, cookie }); // (0, 0) was the sample join
    }
  }
  let seed = 42;
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  let next = 0;
  let firstRefusal: string | null = null;
  // The WAL the joins wrote, from the database's own position: the same on any machine.
  const database = new pg.Client({ connectionString: app.info.url });
  await database.connect();
  const statementStats = process.env.BENCH_STATEMENTS === '1';
  if (statementStats) {
    await database.query('create extension if not exists pg_stat_statements');
    await database.query('select pg_stat_statements_reset()');
  }
  const walPosition = async () =>
    (await database.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!
      .lsn;
  const joins = (length: { duration: number } | { amount: number }) =>
    run({
      url: appUrl,
      method: 'POST',
      ...length,
      requests: [
        {
          setupRequest(request) {
            const pair = pairs[next % pairs.length]!;
            next += 1;
            return {
              ...request,
              method: 'POST',
              path: `/api/predictions/${pair.id}/join`,
              headers: { cookie: pair.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ pointsWagered: 1 }),
            };
          },
          onResponse(status, body) {
            if (status >= 300 && firstRefusal === null) firstRefusal = `${status} ${body}`;
          },
        },
      ],
    });
  // Joins not counted first (their own pairs): a server that has only served reads so far runs
  // the join's code unoptimized and builds its named statements on each connection. The figure
  // is a running server's, as the read routes' are (they alternate two runs each).
  const warmUp = await joins({ amount: JOIN_WARM_UP });
  const walBefore = await walPosition();
  const cpuBefore = cpuSnapshot(app.child.pid!);
  const joinRun = await joins({ duration: DURATION });
  const cpuAfter = cpuSnapshot(app.child.pid!);
  const { rows: walRows } = await database.query<{ bytes: string }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::text as bytes',
    [walBefore],
  );
  const statements = statementStats ? await statementTable(database) : [];
  await database.end();
  const walPerJoin = Number(walRows[0]?.bytes ?? 0) / Math.max(1, joinRun['2xx']);
  const bareJoin = await run({
    url: `${bareUrl}/bare/join`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pointsWagered: 1 }),
  });
  const joinsOk =
    joinRun.requests.average >= 400 && joinRun.non2xx + warmUp.non2xx === 0 && next <= pairs.length;
  if (!joinsOk) failed = true;
  note('');
  note(
    `${pad('join (POST, unique pairs)', 24)} ${fmt(bareJoin.requests.average).padStart(10)} ${fmt(joinRun.requests.average).padStart(10)} ${(fmt((joinRun.requests.average / bareJoin.requests.average) * 100) + '%').padStart(6)} ${'≥400/s'.padStart(6)} ${(fmt(joinRun.latency.p50, 1) + ' ms').padStart(8)} ${(fmt(joinRun.latency.p99, 1) + ' ms').padStart(8)}${joinRun.non2xx ? `  (${joinRun.non2xx} non-2xx)` : ''}${next > pairs.length ? '  (pairs reused: raise JOIN_PLAYERS)' : ''}${joinsOk ? '' : '  ✗'}`,
  );

  note(`  WAL per join: ${fmt(walPerJoin)} bytes`);
  if (cpuBefore && cpuAfter) {
    const per = cpuPer(cpuBefore, cpuAfter, joinRun['2xx']);
    const busy = per.app + per.below + per.self;
    note(
      `  CPU per join: app ${fmt(per.app, 2)} ms, its PostgreSQL ${fmt(per.below, 2)} ms, load generator ${fmt(per.self, 2)} ms` +
        ` (all ${cpus().length} cores busy: at most ${fmt((cpus().length * 1000) / busy)} joins/s)`,
    );
  }
  if (statements.length > 0) {
    note(
      '  Statements during the joins (BENCH_STATEMENTS=1), per call; run time includes lock waits:',
    );
    note(
      `  ${'calls'.padStart(7)} ${'plan'.padStart(8)} ${'run'.padStart(8)} ${'WAL'.padStart(7)}  statement`,
    );
    for (const s of statements) {
      note(
        `  ${String(s.calls).padStart(7)} ${(fmt(s.plan, 3) + ' ms').padStart(8)} ${(fmt(s.run, 3) + ' ms').padStart(8)} ${(fmt(s.wal) + ' B').padStart(7)}  ${s.text}`,
      );
    }
  }
  if (firstRefusal) note(`first refused join: ${firstRefusal}`);
}

/** The busiest statements since the reset: calls, plan and run time and WAL bytes per call. */
async function statementTable(
  database: pg.Client,
): Promise<Array<{ calls: number; plan: number; run: number; wal: number; text: string }>> {
  const { rows } = await database.query<{
    calls: string;
    plan: number;
    run: number;
    wal: string;
    text: string;
  }>(
    `select calls, total_plan_time / calls as plan, total_exec_time / calls as run,
            wal_bytes / calls as wal, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as text
       from pg_stat_statements
      where calls > 0 and query not like '%pg_stat_statements%'
      order by total_plan_time + total_exec_time desc
      limit 12`,
  );
  return rows.map((r) => ({
    calls: Number(r.calls),
    plan: r.plan,
    run: r.run,
    wal: Number(r.wal),
    text: r.text,
  }));
}
if (!ONLY_TAIL) await measureJoins();
bareServer.child.kill('SIGTERM');
app.child.kill('SIGTERM');
await new Promise((resolve) => app.child.once('exit', resolve));
note('');
note(failed ? 'targets: NOT all met (✗ above)' : 'targets: all met');
process.exitCode = failed ? 1 : 0;
