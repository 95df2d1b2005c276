// npm run test:scale — the topology of docs/operations.md, "From one box to many", on loopback:
// HAProxy in front of three app instances, PgBouncer (transaction mode) in front of a primary
// PostgreSQL and a streaming replica (initdb + pg_basebackup -R), all under a scratch folder.
// It shows, and prints the figures of:
//   1. writes streaming through HAProxy while one instance is SIGKILLed: no acknowledged write
//      is lost, and HAProxy takes the instance out by its health check;
//   2. 1,000 write-then-read pairs on the replica path: every read sees its write;
//   3. a live-event stream moved from one instance to another with Last-Event-ID misses nothing;
//   4. the job runner ran each job once for its period.
// It installs nothing: haproxy and pgbouncer come from the system (apt-get install haproxy
// pgbouncer), PostgreSQL's server programs from PG_BIN or /usr/lib/postgresql/<n>/bin.
// Decision 038 (docs/decisions/038-connection-roles-direct-pooled-read.md).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runAsUser } from '../apps/server/src/db/embedded-postgres.ts';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../apps/server/src/server-command.ts';
import { freePort, until, which, writeBouncerIni } from './pgbouncer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (msg) => console.log(`[${elapsed()}] ${msg}`);
const AUTH_SECRET = 'scale-test-secret-scale-test-secret-0123';
const PASSWORD = 'BoldCall2468';
const DAY = 86_400_000;

// --- what the system must provide -----------------------------------------------------------

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

const haproxyBin = which('haproxy');
const pgbouncerBin = which('pgbouncer');
const pgBin = postgresBin();
const missing = [
  !haproxyBin && 'haproxy',
  !pgbouncerBin && 'pgbouncer',
  !pgBin && 'postgresql (server programs: initdb, pg_ctl, pg_basebackup)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(
    `test:scale needs ${missing.join(', ')}. On Debian/Ubuntu: apt-get install -y haproxy pgbouncer postgresql` +
      ' (or set PG_BIN to a folder with initdb, pg_ctl, postgres and pg_basebackup).',
  );
  process.exit(1);
}

// --- processes --------------------------------------------------------------------------------

const runAs = runAsUser({ info: (m) => say(m), warn: (m) => say(m) });
const asUser = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boldcall-scale-'));
if (runAs) chownSync(scratch, runAs.uid, runAs.gid);
const children = [];

function run(file, args, options = {}) {
  return execFileSync(file, args, { ...asUser, cwd: scratch, stdio: 'pipe', ...options });
}

function start(name, file, args, options = {}) {
  const child = spawn(file, args, {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-8000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-8000)));
  const entry = { name, child, output: () => output };
  children.push(entry);
  return entry;
}

async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function cleanup() {
  for (const { child } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const dir of ['replica', 'primary']) {
    try {
      run(path.join(pgBin, 'pg_ctl'), ['-D', path.join(scratch, dir), '-m', 'fast', 'stop']);
    } catch {
      // not running
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}

// Interrupted (Ctrl-C): stop what was started and remove the scratch folder.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

// --- the topology -----------------------------------------------------------------------------

const ports = {
  primary: await freePort(),
  replica: await freePort(),
  bouncer: await freePort(),
  haproxy: await freePort(),
  apps: [await freePort(), await freePort(), await freePort()],
};
const direct = `postgres://postgres@127.0.0.1:${ports.primary}/boldcall`;
const pooled = `postgres://postgres@127.0.0.1:${ports.bouncer}/boldcall`;
const pooledRead = `postgres://postgres@127.0.0.1:${ports.bouncer}/boldcall_read`;
const front = `http://127.0.0.1:${ports.haproxy}`;

async function startPostgres() {
  const primary = path.join(scratch, 'primary');
  run(path.join(pgBin, 'initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  writeFileSync(
    path.join(primary, 'postgresql.auto.conf'),
    [
      `port = ${ports.primary}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${scratch}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'max_connections = 200',
      '',
    ].join('\n'),
  );
  /** Starts the cluster in `dataDir` (pg_ctl start, waiting), logging to `log` in the scratch dir. */
  const startCluster = (dataDir, log) =>
    run(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(scratch, log), '-w', 'start']);
  startCluster(primary, 'primary.log');
  await query(
    `postgres://postgres@127.0.0.1:${ports.primary}/postgres`,
    'create database boldcall',
  );
  const replica = path.join(scratch, 'replica');
  run(path.join(pgBin, 'pg_basebackup'), [
    ...['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'],
    ...['-D', replica, '-R', '-X', 'stream', '--checkpoint=fast'],
  ]);
  // The copy carries the primary's settings; the replica listens on a port of its own.
  execFileSync('sh', [
    '-c',
    `echo "port = ${ports.replica}" >> '${path.join(replica, 'postgresql.auto.conf')}'`,
  ]);
  startCluster(replica, 'replica.log');
  await until('the replica to stream', async () => {
    const [row] = await query(
      direct.replace('/boldcall', '/postgres'),
      'select count(*)::int as n from pg_stat_replication',
    );
    return row.n === 1;
  });
}

function startBouncer() {
  const ini = writeBouncerIni({
    dir: scratch,
    port: ports.bouncer,
    databases: [
      `boldcall = host=127.0.0.1 port=${ports.primary} dbname=boldcall`,
      `boldcall_read = host=127.0.0.1 port=${ports.replica} dbname=boldcall`,
    ],
    owner: runAs,
  });
  start('pgbouncer', pgbouncerBin, [ini], asUser);
}

function appEnv(port) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: front,
    DATA_DIR: path.join(scratch, `app-${port}`),
    DATABASE_URL: pooled,
    DATABASE_DIRECT_URL: direct,
    DATABASE_READ_URL: pooledRead,
    AUTH_SECRET,
    DEMO_DATA: 'off',
    SPORTS_DATA_URL: 'off',
    LOG_LEVEL: 'warn',
    // Jobs on, as in a deployment; the API only (no web build needed).
    NODE_ENV: 'development',
    DEV_MAILBOX: 'off',
    TRUST_PROXY: '1',
    WEB_DIST: path.join(scratch, 'no-web-build'),
  };
}

const apps = [];
function startApp(port) {
  const entry = start(`app:${port}`, process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env: appEnv(port),
  });
  const app = { port, url: `http://127.0.0.1:${port}`, entry };
  apps.push(app);
  return app;
}

function startHaproxy() {
  const cfg = path.join(scratch, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4000',
      `  stats socket ${path.join(scratch, 'haproxy.sock')} level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      'frontend web',
      `  bind 127.0.0.1:${ports.haproxy}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      // HTTP/1.1 with a Host the app answers to (a bare HTTP/1.0 check has none: 421).
      '  option httpchk',
      '  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host 127.0.0.1',
      '  http-check expect status 200',
      // A request sent to an instance that died is tried once more on another.
      '  retries 2',
      '  option redispatch',
      '  default-server inter 500ms fall 2 rise 2',
      ...ports.apps.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  start('haproxy', haproxyBin, ['-f', cfg, '-db']);
}

/** HAProxy's view of the backends: name → UP / DOWN. */
async function haproxyStates() {
  const text = await new Promise((resolve, reject) => {
    const socket = net.connect(path.join(scratch, 'haproxy.sock'));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write('show stat\n');
  });
  const states = {};
  for (const line of text.split('\n')) {
    const cols = line.split(',');
    if (cols[0] === 'app' && cols[1]?.startsWith('app')) states[cols[1]] = cols[17];
  }
  return states;
}

// --- HTTP as a player ------------------------------------------------------------------------

/** A player's client: keeps its cookies (the session and the read-your-writes position). */
function client(base = front) {
  const jar = new Map();
  const request = async (method, url, body, at = base) => {
    const res = await fetch(`${at}${url}`, {
      method,
      headers: {
        origin: front,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
  return { request, cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}

async function makePlayers(prefix, count) {
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { createPlayer } = await import('../apps/server/src/seed/seed.factories.ts');
  const database = openDatabase({ url: direct, poolSize: 4 });
  const made = [];
  try {
    for (let i = 0; i < count; i += 1) {
      made.push(
        await createPlayer(database.db, {
          username: `${prefix}_${i}`,
          password: PASSWORD,
          bonusPoints: 5000,
        }),
      );
    }
  } finally {
    await database.close();
  }
  const players = [];
  for (const p of made) {
    const c = client();
    const res = await c.request('POST', '/api/auth/sign-in/username', {
      username: p.username,
      password: PASSWORD,
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    players.push({ ...p, ...c });
  }
  return players;
}

let callNumber = 0;
const newCall = () => ({
  text: `Scale test call number ${(callNumber += 1)} comes true this year`,
  category: 'other',
  expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
  pointsWagered: 1,
});

// --- the scenarios -------------------------------------------------------------------------------

const figures = {};

async function killDuringWrites() {
  const writers = await makePlayers('scale_writer', 12);
  const acknowledged = [];
  let failed = 0;
  // Failures by phase: before the kill, until HAProxy took the instance out, after that.
  const failures = { beforeKill: 0, untilDrained: 0, afterDrained: 0 };
  let phase = 'beforeKill';
  let stop = false;
  const victim = apps[1];
  const loops = writers.map(async (w) => {
    for (let n = 0; n < 100 && !stop; n += 1) {
      try {
        const res = await w.request('POST', '/api/predictions', newCall());
        if (res.status === 201) acknowledged.push((await res.json()).data.id);
        else {
          failed += 1;
          failures[phase] += 1;
          await res.arrayBuffer();
        }
      } catch {
        failed += 1;
        failures[phase] += 1;
      }
    }
  });
  await new Promise((r) => setTimeout(r, 5000));
  const killedAt = Date.now();
  phase = 'untilDrained';
  victim.entry.child.kill('SIGKILL');
  say(`SIGKILLed the instance on port ${victim.port} while ${writers.length} players write`);
  await until(
    'HAProxy to take the killed instance out',
    async () => {
      const states = await haproxyStates();
      return states.app2?.startsWith('DOWN');
    },
    30_000,
  );
  const drainedMs = Date.now() - killedAt;
  phase = 'afterDrained';
  await new Promise((r) => setTimeout(r, 5000));
  stop = true;
  await Promise.all(loops);
  const found = await query(direct, 'select id from predictions where id = any($1)', [
    acknowledged,
  ]);
  figures.writes = {
    acknowledged: acknowledged.length,
    lost: acknowledged.length - found.length,
    failedOrRefused: failed,
    failures,
    drainedByHealthCheckMs: drainedMs,
  };
  say(`writes: ${JSON.stringify(figures.writes)}`);
}

async function writeThenRead() {
  const players = await makePlayers('scale_pair', 20);
  let ok = 0;
  let stale = 0;
  let visitorStale = 0;
  const visitor = client();
  const t0 = Date.now();
  // The replica's lag as the primary sees it, sampled while the pairs run.
  const lag = { maxMs: 0, maxBytes: 0, samples: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await query(
        direct,
        `select coalesce(extract(epoch from replay_lag) * 1000, 0)::float8 as ms,
           pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes
         from pg_stat_replication`,
      ).catch(() => []);
      if (row) {
        lag.samples += 1;
        lag.maxMs = Math.max(lag.maxMs, Math.round(row.ms));
        lag.maxBytes = Math.max(lag.maxBytes, row.bytes);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.all(
    players.map(async (p) => {
      for (let n = 0; n < 50; n += 1) {
        const call = newCall();
        const res = await p.request('POST', '/api/predictions', call);
        if (res.status !== 201) throw new Error(`write failed: ${res.status} ${await res.text()}`);
        const { id } = (await res.json()).data;
        // The writer reads its call at once (the call's page: a replica-routed read).
        const read = await p.request('GET', `/api/predictions/${id}`);
        if (read.status === 200 && (await read.json()).data.text === call.text) ok += 1;
        else stale += 1;
        // A visitor (no write position) reads it at the same moment: the replica's lag shows.
        const seen = await visitor.request('GET', `/api/predictions/${id}`);
        if (seen.status !== 200) visitorStale += 1;
        await seen.arrayBuffer();
      }
    }),
  );
  sampling = false;
  await sampler;
  // Transactions the replica ran (its own statistics): the reads it served.
  const [replay] = await query(
    direct.replace(String(ports.primary), String(ports.replica)),
    `select xact_commit::bigint as commits from pg_stat_database where datname = 'boldcall'`,
  );
  const health = (await (await fetch(`${front}/api/health`)).json()).data.replica;
  figures.pairs = {
    pairs: ok + stale,
    readTheirWrite: ok,
    missedTheirWrite: stale,
    visitorReadsBeforeReplay: visitorStale,
    seconds: Number(((Date.now() - t0) / 1000).toFixed(1)),
    replicaTransactions: Number(replay.commits),
    replicaLagMaxMs: lag.maxMs,
    replicaLagMaxBytes: lag.maxBytes,
    healthReplica: health,
  };
  say(`pairs: ${JSON.stringify(figures.pairs)}`);
}

/** Reads a server-sent event stream; resolves each `notifications` event to the callback. */
function openStream(url, cookie, lastEventId, onEvent) {
  const controller = new AbortController();
  const done = (async () => {
    const res = await fetch(`${url}/api/events`, {
      headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    });
    if (res.status !== 200) throw new Error(`stream refused: ${res.status}`);
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = {};
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
        }
        if (event.event === 'notifications') onEvent(event);
      }
    }
  })().catch(() => {});
  return { close: () => controller.abort(), done };
}

async function streamMoves() {
  const [owner] = await makePlayers('scale_owner', 1);
  const fans = await makePlayers('scale_fan', 30);
  const ids = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await owner.request('POST', '/api/predictions', newCall());
    ids.push((await res.json()).data.id);
  }
  const [live, other] = [apps[0], apps[2]];
  const received = [];
  let lastId = null;
  const onEvent = (event) => {
    lastId = event.id;
    for (const item of event.data.items) received.push(item.id);
  };
  const [{ n: before }] = await query(
    direct,
    'select count(*)::int as n from notifications where user_id = $1',
    [owner.id],
  );
  let stream = openStream(live.url, owner.cookie(), null, onEvent);
  await until('the first event', () => lastId !== null, 30_000);
  // Fans join the owner's calls through HAProxy (each join notifies the owner) while the stream
  // moves: halfway, the tab drops and reconnects to another instance with Last-Event-ID.
  let joins = 0;
  const work = fans.map(async (fan, f) => {
    for (const id of ids) {
      const res = await fan.request('POST', `/api/predictions/${id}/join`, { pointsWagered: 1 });
      if (res.status === 200) joins += 1;
      await res.arrayBuffer();
      if (f === 0 && id === ids[1]) {
        stream.close();
        await stream.done;
        stream = openStream(other.url, owner.cookie(), lastId, onEvent);
      }
    }
  });
  await Promise.all(work);
  const [{ n: after }] = await query(
    direct,
    'select count(*)::int as n from notifications where user_id = $1',
    [owner.id],
  );
  const expected = after - before;
  await until('every notification on the stream', () => received.length >= expected, 30_000).catch(
    () => {},
  );
  stream.close();
  figures.stream = {
    joins,
    notificationsWritten: expected,
    received: received.length,
    distinct: new Set(received).size,
    missed: Math.max(0, expected - new Set(received).size),
  };
  say(`stream: ${JSON.stringify(figures.stream)}`);
}

async function jobsOnce() {
  const runs = await query(
    direct,
    `select name, period, count(*)::int as n from job_runs where status = 'succeeded'
     group by name, period order by name`,
  );
  const states = [];
  for (const app of apps.filter(
    (a) => a.entry.child.exitCode === null && !a.entry.child.signalCode,
  )) {
    states.push((await (await fetch(`${app.url}/api/health`)).json()).data.jobs);
  }
  figures.jobs = {
    jobPeriods: runs.length,
    runMoreThanOnce: runs.filter((r) => r.n > 1).length,
    leaders: states.filter((s) => s === 'leader').length,
    states,
  };
  say(`jobs: ${JSON.stringify(figures.jobs)}`);
}

try {
  say(`scratch folder ${scratch}; PostgreSQL from ${pgBin}`);
  await startPostgres();
  say(`primary on ${ports.primary}, streaming replica on ${ports.replica}`);
  startBouncer();
  await until('PgBouncer', () => query(pooled, 'select 1'));
  say(`PgBouncer (transaction mode) on ${ports.bouncer}`);
  // One instance migrates first (the others would wait on its lock anyway).
  const first = startApp(ports.apps[0]);
  await until(
    'the first instance',
    async () => (await fetch(`${first.url}/api/health`)).ok,
    180_000,
  );
  for (const port of ports.apps.slice(1)) startApp(port);
  for (const app of apps) {
    await until(
      `the instance on ${app.port}`,
      async () => (await fetch(`${app.url}/api/health`)).ok,
      180_000,
    );
  }
  startHaproxy();
  await until('HAProxy to see three instances', async () => {
    const states = await haproxyStates();
    return Object.values(states).filter((s) => s.startsWith('UP')).length === 3;
  });
  await until('the replica in use', async () => {
    const health = (await (await fetch(`${front}/api/health`)).json()).data;
    return health.replica.state === 'up';
  });
  say(`HAProxy on ${ports.haproxy} in front of ${ports.apps.join(', ')}`);

  await killDuringWrites();
  await writeThenRead();
  await streamMoves();
  await jobsOnce();
  figures.seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  console.log(JSON.stringify(figures, null, 2));
  const ok =
    figures.writes.lost === 0 &&
    figures.pairs.missedTheirWrite === 0 &&
    figures.stream.missed === 0 &&
    figures.stream.distinct === figures.stream.received &&
    figures.jobs.runMoreThanOnce === 0 &&
    figures.jobs.leaders <= 1;
  console.log(ok ? 'test:scale passed' : 'test:scale FAILED');
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  for (const { name, output } of children) {
    const text = output().trim();
    if (text) console.error(`--- ${name}\n${text.slice(-2000)}`);
  }
  process.exitCode = 1;
} finally {
  await cleanup();
}
