// The embedded PostgreSQL's start-up and shutdown safety (decision 010): a stale postmaster.pid
// whose pid now belongs to a stranger (even one named "postgres") never gets a signal, and a
// database whose app was killed outright is stopped by the watchdog.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  isOurPostmaster,
  socketDirFor,
  spawnWatchdog,
  startEmbeddedPostgres,
  takeOverLeftover,
} from './embedded-postgres.ts';

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A long sleep whose command line reads "postgres …" (bash's exec -a sets argv[0]). */
async function decoy(cwd: string, ...args: string[]): Promise<ChildProcess> {
  const child = spawn('bash', ['-c', `exec -a postgres sleep 300 ${args.join(' ')}`], {
    cwd,
    stdio: 'ignore',
  });
  started.push(child);
  // Until bash has exec'd: then the command line reads "postgres sleep 300 …".
  for (let i = 0; i < 500; i += 1) {
    const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
    if (cmdline.startsWith('postgres\0')) return child;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the decoy did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const silent = { info: () => {}, warn: () => {} };

describe('embedded PostgreSQL start-up', () => {
  it('leaves a decoy process named postgres alone on a stale pid file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-pg-'));
    const pgdata = path.join(dataDir, 'postgres');
    mkdirSync(pgdata);
    const stranger = await decoy(tmpdir());
    expect(stranger.pid).toBeGreaterThan(0);
    writeFileSync(
      path.join(pgdata, 'postmaster.pid'),
      `${stranger.pid}\n${pgdata}\n0\n54321\n\n127.0.0.1\n`,
    );
    expect(isOurPostmaster(stranger.pid!, pgdata)).toBe(false);
    await takeOverLeftover(pgdata, 'password', silent);
    // Still running (signal 0 only checks), and the stale file is gone.
    expect(() => process.kill(stranger.pid!, 0)).not.toThrow();
    expect(stranger.exitCode).toBeNull();
    expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
  });

  it('recognises this data directory’s server by its working directory', async () => {
    const pgdata = mkdtempSync(path.join(tmpdir(), 'boldcall-pg-'));
    const byCwd = await decoy(pgdata);
    expect(isOurPostmaster(byCwd.pid!, pgdata)).toBe(true);
    byCwd.kill('SIGKILL');
  });

  it('stops the database soon after its app is killed outright', async () => {
    const app = spawn('sleep', ['300'], { stdio: 'ignore' });
    const database = spawn('sleep', ['300'], { stdio: 'ignore' });
    started.push(app, database);
    spawnWatchdog(app.pid!, database.pid!);
    app.kill('SIGKILL');
    await exited(database); // bounded by the test's timeout; the watchdog checks twice a second
    expect(database.signalCode).toBe('SIGINT');
  }, 15_000);

  it('serves the app over its data directory’s Unix socket, and TCP stays open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-socket-'));
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const url = new URL(server.url);
      expect(url.searchParams.get('host')).toBe(path.join(dataDir, 'postgres'));
      const overSocket = new pg.Client({ connectionString: server.url });
      await overSocket.connect();
      // inet_server_addr() is null on a Unix-socket connection, the address on TCP.
      const socketRow = await overSocket.query<{ addr: string | null }>(
        'select inet_server_addr()::text as addr',
      );
      await overSocket.end();
      expect(socketRow.rows[0]?.addr).toBeNull();
      url.searchParams.delete('host');
      const overTcp = new pg.Client({ connectionString: url.toString() });
      await overTcp.connect();
      const tcpRow = await overTcp.query<{ addr: string | null }>(
        'select inet_server_addr()::text as addr',
      );
      await overTcp.end();
      expect(tcpRow.rows[0]?.addr).toMatch(/^127\.0\.0\.1/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('keeps to TCP where the socket’s path would not fit a socket address', () => {
    expect(socketDirFor(path.join('/tmp', 'a'.repeat(100), 'postgres'))).toBeNull();
    expect(socketDirFor('/srv/boldcall/postgres')).toBe('/srv/boldcall/postgres');
  });
});
