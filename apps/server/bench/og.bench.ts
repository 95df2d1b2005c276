// `npm run bench:og`: what drawing share cards costs and what it does to the other requests
// (docs/performance.md "Share cards"). Starts the whole app with the demo world plus 80 calls
// (bench/http-servers.ts app), then over real HTTP:
//   1. the first card after start (the render worker starts and reads its fonts);
//   2. cold cards: 20 calls never drawn before, one after another (p50, p99);
//   3. warm cards: the same 20 again, kept by version (p50, p99);
//   4. a read route (GET /api/predictions/{id}, signed out) alone, then while the other 60 calls
//      are drawn 4 at a time: p50 and p99 of the read in both runs.
// Exits non-zero when a target is missed: warm p99 < 20 ms; the read's p99 under rendering
// at most 3× its p99 alone (+5 ms for timer noise).
//   BENCH_DURATION (s of the read runs, default 5), BENCH_CONNECTIONS (default 10)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../src/server-command.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD = 20;
const RENDER_CONCURRENCY = 4;

const child: ChildProcess = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(import.meta.dirname, 'http-servers.ts'), 'app'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const info = await new Promise<{ port: number; predictionIds: string[] }>((resolve, reject) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    else console.error(line);
  });
  child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
});
const base = `http://127.0.0.1:${info.port}`;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png' || !body.byteLength) {
    throw new Error(`${url}: ${res.status} ${res.headers.get('content-type')}`);
  }
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const card = (id: string) => `${base}/api/og/predictions/${id}`;

const ids = info.predictionIds;
const coldIds = ids.slice(1, COLD + 1);
const loadIds = ids.slice(COLD + 1);
let failed: boolean;

try {
  const first = await timed(card(ids[0]!));
  const cold: number[] = [];
  for (const id of coldIds) cold.push(await timed(card(id)));
  const warm: number[] = [];
  for (const id of coldIds) warm.push(await timed(card(id)));

  const readUrl = `${base}/api/predictions/${ids[0]}`;
  const read = () => autocannon({ url: readUrl, connections: CONNECTIONS, duration: DURATION });
  const alone = await read();
  // The same read while the other calls are drawn, RENDER_CONCURRENCY at a time.
  const queue = [...loadIds];
  let rendered = 0;
  const renderLoad = Promise.all(
    Array.from({ length: RENDER_CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        await timed(card(id));
        rendered += 1;
      }
    }),
  );
  const loaded = await read();
  await renderLoad;

  const warmOk = percentile(warm, 99) < 20;
  const readOk = loaded.latency.p99 <= alone.latency.p99 * 3 + 5 && loaded.non2xx === 0;
  failed = !warmOk || !readOk;
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
      `${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('Share card (1200×630 PNG), GET /api/og/predictions/{id} over HTTP:');
  console.log(`  first card after start (worker start + fonts)  ${ms(first)}`);
  console.log(
    `  cold (drawn), ${COLD} calls                         p50 ${ms(percentile(cold, 50))}  p99 ${ms(percentile(cold, 99))}`,
  );
  console.log(
    `  warm (kept by version), same ${COLD}                p50 ${ms(percentile(warm, 50))}  p99 ${ms(percentile(warm, 99))}${warmOk ? '' : '  ✗ (target p99 < 20 ms)'}`,
  );
  console.log(
    `\nGET /api/predictions/{id}, ${CONNECTIONS} connections, ${DURATION} s, signed out:`,
  );
  console.log(
    `  alone                        ${alone.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(alone.latency.p50)}  p99 ${ms(alone.latency.p99)}`,
  );
  console.log(
    `  while ${rendered} cards were drawn  ${loaded.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(loaded.latency.p50)}  p99 ${ms(loaded.latency.p99)}${readOk ? '' : '  ✗ (target p99 ≤ 3× alone + 5 ms)'}`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
process.exit(failed ? 1 : 0);
