// What npm run test:scale and npm run test:pgbouncer share: finding a system program, a free
// loopback port, waiting for something to be ready, and a PgBouncer in transaction mode with its
// ini in a scratch folder (never the system service). Decision 038
// (docs/decisions/038-connection-roles-direct-pooled-read.md).
import { execFileSync } from 'node:child_process';
import { chownSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The path of `program` on PATH, or null. */
export function which(program) {
  try {
    return execFileSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Calls `check` every 200 ms until it returns something truthy (errors count as not yet). */
export async function until(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Writes `pgbouncer.ini` (and an empty-password userlist) into `dir` for a PgBouncer in
 * transaction mode on 127.0.0.1:`port`; `databases` are the [databases] lines. Returns the ini's
 * path, to start with `pgbouncer <ini>`. `owner` ({ uid, gid }): PgBouncer will not run as root.
 */
export function writeBouncerIni({ dir, port, databases, settings = {}, owner = null }) {
  const ini = path.join(dir, 'pgbouncer.ini');
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(userlist, '"postgres" ""\n');
  const all = {
    listen_addr: '127.0.0.1',
    listen_port: port,
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: userlist,
    pool_mode: 'transaction',
    max_client_conn: 1000,
    default_pool_size: 20,
    // Nothing to reset between transactions: the app keeps no session state on pooled
    // connections (decision 038).
    server_reset_query: '',
    // node-postgres sends extra_float_digits in its start-up packet.
    ignore_startup_parameters: 'extra_float_digits',
    logfile: path.join(dir, 'pgbouncer.log'),
    ...settings,
  };
  writeFileSync(
    ini,
    [
      '[databases]',
      ...databases,
      '[pgbouncer]',
      ...Object.entries(all).map(([key, value]) => `${key} = ${value}`),
      '',
    ].join('\n'),
  );
  if (owner) {
    for (const file of [dir, ini, userlist]) chownSync(file, owner.uid, owner.gid);
  }
  return ini;
}
