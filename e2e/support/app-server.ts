// Starts a dedicated instance of the real server (fresh embedded database, free port) for a
// spec that needs its own configuration, e.g. a real SMTP server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../apps/server/src/server-command.ts';

export interface AppServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The server process. */
  pid: number;
  /** SIGTERM, and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: nothing runs after it. */
  kill(): Promise<void>;
}

export interface AppServerOptions {
  /** Reuse a data dir (a restart); default: a new one. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The real server command on `port` and `dataDir`, as `npm start` runs it. */
function spawnServer(
  env: Record<string, string>,
  port: number,
  dataDir: string,
  stderr: 'inherit' | 'pipe',
): ChildProcess {
  const baseURL = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'inherit', stderr],
  });
}

/**
 * Starts a server that is expected not to start (a second process on a data dir in use) and
 * waits for it to exit; answers its exit code and what it wrote to stderr.
 */
export async function runServerToExit(
  dataDir: string,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer({}, await freePort(), dataDir, 'pipe');
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

// Generous: a first start initialises a PostgreSQL cluster, and the machine may be busy. The
// hook or test that starts a server gets this budget on top of its own time.
const START_BUDGET_MS = 120_000;

/** Resolves once the server answers its health check; throws if it exits or takes too long. */
async function upAndHealthy(child: ChildProcess, baseURL: string): Promise<void> {
  const deadline = Date.now() + START_BUDGET_MS;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function sendSignal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
  });
}

// Data dirs this worker made, removed when it exits (one run used to leave a hundred in /tmp).
const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * A data dir as the real server leaves it after its first start and a clean stop: cluster
 * initialised, migrations applied, secrets written. Made once per worker; each new server gets
 * a copy (`cp -a` keeps the cluster's owner when running as root), so a spec pays for initdb and
 * the migrations once instead of per server. crash-recovery.spec still starts on an empty dir.
 */
let template: Promise<string> | null = null;
function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = scratchDir('boldcall-e2e-template-');
    const port = await freePort();
    const child = spawnServer({}, port, dir, 'inherit');
    await upAndHealthy(child, `http://127.0.0.1:${port}`);
    await sendSignal(child, 'SIGTERM');
    return dir;
  })();
  return template;
}

async function freshDataDir(): Promise<string> {
  const source = await templateDataDir();
  const dir = scratchDir('boldcall-e2e-app-');
  execFileSync('cp', ['-a', `${source}/.`, dir]);
  return dir;
}

export async function startAppServer(
  env: Record<string, string>,
  options: AppServerOptions = {},
): Promise<AppServer> {
  try {
    const info = test.info();
    // The worker's first server also makes the template: two start-ups.
    if (info.timeout > 0) info.setTimeout(info.timeout + START_BUDGET_MS * (template ? 1 : 2));
  } catch {
    // Called outside a test or hook (a script): only the start-up deadline applies.
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await freshDataDir());
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawnServer(env, port, dataDir, 'inherit');
  await upAndHealthy(child, baseURL);
  const signal = (name: NodeJS.Signals) => sendSignal(child, name);
  return {
    baseURL,
    port,
    dataDir,
    pid: child.pid ?? 0,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
