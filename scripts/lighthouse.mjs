// `npm run lighthouse`: Lighthouse (performance) on Home, Leaderboard and the NFL page, mobile
// and desktop, against the built app served by the real server on a new data dir with the demo
// world, in the system Chromium (CHROME_PATH, default /usr/bin/chromium). Prints a Markdown table
// for docs/performance.md and exits non-zero when a target is missed
// (mobile ≥ 90 and LCP ≤ 2.5 s; desktop ≥ 98).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../apps/server/src/server-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = [
  ['Home', '/'],
  ['Leaderboard', '/leaderboard'],
  ['NFL', '/nfl'],
];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-lighthouse-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
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
const stopServer = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  let failed = false;
  try {
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const [name, page] of PAGES) {
        const result = await lighthouse(
          base + page,
          { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
          config,
        );
        const lhr = result.lhr;
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const lcp = ms('largest-contentful-paint');
        const ok = formFactor === 'mobile' ? score >= 90 && lcp <= 2500 : score >= 98;
        if (!ok) failed = true;
        rows.push({
          formFactor,
          name,
          score,
          fcp: ms('first-contentful-paint'),
          lcp,
          tbt: ms('total-blocking-time'),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          ok,
        });
        console.error(`› ${formFactor} ${name}: ${score}`);
      }
    }
  } finally {
    await chrome.kill();
  }

  const s = (v) => `${(v / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `system Chromium, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('');
  console.log('| Page | Form factor | Score | FCP | LCP | TBT | CLS | Target |');
  console.log('| ---- | ----------- | ----- | --- | --- | --- | --- | ------ |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.formFactor} | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.formFactor === 'mobile' ? '≥ 90, LCP ≤ 2.5 s' : '≥ 98'} ${r.ok ? 'met' : '**missed**'} |`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopServer();
}
