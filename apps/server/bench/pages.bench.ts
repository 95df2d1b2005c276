// `npm run bench:pages`: the cost of a server-rendered page (docs/decisions/039) against the app
// shell (index.html) that a signed-in player gets, over real HTTP with brotli accepted, as a
// browser asks. Pages are kept between writes (READ_CACHE_MS): this measures the kept page, then
// one render of each page with nothing kept. Needs the web build (`node scripts/build-web.mjs`).
//   BENCH_DURATION (s per run, default 5), BENCH_CONNECTIONS (default 50)
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../src/server-command.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(import.meta.dirname, 'http-servers.ts'), 'app'],
  // React's production build, as `npm start` runs it.
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
);
const info = await new Promise<{ port: number; viewer: string }>((resolve, reject) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('READY '))
      resolve(JSON.parse(line.slice(6)) as { port: number; viewer: string });
  });
  child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
});
const base = `http://127.0.0.1:${info.port}`;
const player = { cookie: info.viewer };
const cases = [
  { name: 'index.html (signed in)', path: '/', headers: player },
  { name: 'Home, server-rendered', path: '/', headers: {} },
  { name: '/leaderboard (signed in)', path: '/leaderboard', headers: player },
  { name: '/leaderboard, server-rendered', path: '/leaderboard', headers: {} },
];

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
    `${CONNECTIONS} connections, ${DURATION} s per run, accept-encoding br`,
);
console.log('');
console.log(
  `${'page'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'html B'.padStart(8)}`,
);
for (const c of cases) {
  const headers = { ...c.headers, 'accept-encoding': 'br' };
  const sample = await fetch(base + c.path, { headers });
  // fetch decodes the body: the HTML's own size.
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (sample.status !== 200) throw new Error(`${c.path}: ${sample.status}`);
  const r = await autocannon({
    url: base + c.path,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  console.log(
    `${c.name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(8)} ${(r.latency.p50.toFixed(1) + ' ms').padStart(8)} ${(r.latency.p99.toFixed(1) + ' ms').padStart(8)} ${String(bytes).padStart(8)}${r.non2xx + r.errors ? `  (${r.non2xx + r.errors} non-2xx/errors)` : ''}`,
  );
}

// A render with nothing kept: what the first visitor after a write waits for.
console.log('');
for (const c of cases.filter((x) => Object.keys(x.headers).length === 0)) {
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    // Any API write empties the kept pages; a sign-out of nobody is one (204/200, no data).
    await fetch(`${base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    const started = performance.now();
    await (await fetch(base + c.path, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${`${c.name}, nothing kept`.padEnd(44)} p50 ${times[5]!.toFixed(1)} ms  max ${times[9]!.toFixed(1)} ms`,
  );
}
child.kill('SIGTERM');
