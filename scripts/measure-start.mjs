// `npm run bench:start`: start-up time and memory of the server as `npm start` runs it. Starts once
// on a new data dir (initialise, migrate, seed), stops it, then starts three times on that
// existing data dir and prints the time from spawn to a healthy /api/health and the server
// process's resident memory (VmRSS, Linux) right after. Targets: ≤ 2 s, ≤ 250 MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBuiltApp } from './built-app.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-start-'));

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};

async function startOnce() {
  const app = await startBuiltApp({ dataDir });
  await app.healthy();
  const ms = performance.now() - app.started;
  const rss = rssMb(app.child.pid);
  await app.stop();
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
