// npm run test:pgbouncer — the server's Vitest project, unchanged, through PgBouncer in
// transaction mode: TEST_DATABASE_URL goes through a PgBouncer started here on a free loopback
// port, TEST_DATABASE_DIRECT_URL straight to PostgreSQL (the per-file databases are made there,
// and LISTEN, advisory locks and backups use it, as the app does with DATABASE_DIRECT_URL).
// A test that fails here and not in npm test means the app keeps session state on the pooled
// URL. PostgreSQL: TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/test.
// It installs nothing: pgbouncer comes from the system (apt-get install pgbouncer); it is not
// the system service but an instance with its ini in a scratch folder, stopped at the end.
// Decision 038 (docs/decisions/038-connection-roles-direct-pooled-read.md).
import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runAsUser } from '../apps/server/src/db/embedded-postgres.ts';
import { freePort, until, which, writeBouncerIni } from './pgbouncer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const say = (msg) =>
  console.log(`[test:pgbouncer ${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);

const pgbouncerBin = which('pgbouncer');
if (!pgbouncerBin) {
  console.error('test:pgbouncer needs pgbouncer. On Debian/Ubuntu: apt-get install -y pgbouncer');
  process.exit(1);
}

const direct = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const port = await freePort();
const pooled = new URL(direct);
pooled.hostname = '127.0.0.1';
pooled.port = String(port);

const runAs = runAsUser({ info: say, warn: say });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boldcall-pgbouncer-'));
if (runAs) chownSync(scratch, runAs.uid, runAs.gid);
const ini = writeBouncerIni({
  dir: scratch,
  port,
  // Every database name, so the per-file clones of the test suite go through too.
  databases: [`* = host=${direct.hostname} port=${direct.port || 5432}`],
  settings: {
    // Per test database: the test pools ask for up to 20 connections, PgBouncer shares fewer.
    default_pool_size: 8,
    // All the server connections PgBouncer opens, well within max_connections.
    max_user_connections: 40,
    // The per-file databases come and go: forget their pools soon after.
    autodb_idle_timeout: 30,
    server_idle_timeout: 10,
  },
  owner: runAs,
});
const bouncer = spawn(pgbouncerBin, [ini], {
  cwd: scratch,
  stdio: ['ignore', 'pipe', 'pipe'],
  ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
});
let bouncerOutput = '';
bouncer.stdout.on('data', (d) => (bouncerOutput = (bouncerOutput + d).slice(-4000)));
bouncer.stderr.on('data', (d) => (bouncerOutput = (bouncerOutput + d).slice(-4000)));

function stopBouncer() {
  if (bouncer.exitCode === null && bouncer.signalCode === null) bouncer.kill('SIGTERM');
}
function cleanup() {
  stopBouncer();
  rmSync(scratch, { recursive: true, force: true });
}

let code = 1;
try {
  await until(
    `PgBouncer on 127.0.0.1:${port}`,
    () =>
      new Promise((resolve) => {
        if (bouncer.exitCode !== null) throw new Error('PgBouncer exited');
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      }),
    20_000,
  );
  say(`PgBouncer ${pgbouncerBin} (transaction mode) on 127.0.0.1:${port} → ${direct.host}`);
  const vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: pooled.toString(),
      TEST_DATABASE_DIRECT_URL: direct.toString(),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => vitest.kill(signal));
  }
  code = await new Promise((resolve) => vitest.on('exit', (c) => resolve(c ?? 1)));
  say(
    code === 0 ? 'the server suite passed through PgBouncer' : `the server suite FAILED (${code})`,
  );
} catch (error) {
  console.error(error);
  let log = '';
  try {
    log = readFileSync(path.join(scratch, 'pgbouncer.log'), 'utf8');
  } catch {
    // no log
  }
  console.error(`--- pgbouncer\n${(bouncerOutput + log).slice(-3000)}`);
} finally {
  cleanup();
}
process.exit(code);
