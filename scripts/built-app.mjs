// The built app on the real server, as `npm start` runs it (same node flags, NODE_ENV=production),
// on a data dir of the caller's choosing and a free local port: used by the start-up and
// Lighthouse benchmarks. `started` is the time of the spawn; `healthy()` waits for /api/health.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../apps/server/src/server-command.ts';

const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startBuiltApp({ dataDir, timeoutMs = 300_000 }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const healthy = async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { base, child, started, healthy, stop };
}
