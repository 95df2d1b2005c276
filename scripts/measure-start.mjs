// `npm run bench:start`: start-up time and memory of the server as `npm start` runs it. Starts once
// on a new data dir (initialise, migrate, seed), stops it, then starts three times on that
// existing data dir and prints the time from spawn to a healthy /api/health and the server
// process's resident memory (VmRSS, Linux) right after. Targets: ≤ 2 s, ≤ 250 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../apps/server/src/server-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-start-'));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};

async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { ms, rss };
}

try {
  const first = await startOnce();
  console.log(
    `new data dir:      ${(first.ms / 1000).toFixed(2)} s to health, RSS ${first.rss.toFixed(0)} MB`,
  );
  let worst = { ms: 0, rss: 0 };
  for (let i = 1; i <= 3; i += 1) {
    const run = await startOnce();
    worst = { ms: Math.max(worst.ms, run.ms), rss: Math.max(worst.rss, run.rss) };
    console.log(
      `existing data dir: ${(run.ms / 1000).toFixed(2)} s to health, RSS ${run.rss.toFixed(0)} MB`,
    );
  }
  const ok = worst.ms <= 2000 && worst.rss <= 250;
  console.log(`targets (≤ 2 s, ≤ 250 MB): ${ok ? 'met' : 'NOT met'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
