// End-to-end tests against the real built app, served by the real server on a free port with
// a fresh embedded database, driven in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './apps/server/src/server-command.ts';
import { chromiumLaunch } from './e2e/support/chromium.ts';

// Chosen once in the main process; workers inherit the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    [
      '-e',
      'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})',
    ],
    { encoding: 'utf8' },
  ).trim();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'boldcall-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // `npm run screenshots` has its own config: pictures to look at, not checks.
  testIgnore: /screenshots\//,
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // Generous: two workers, their browsers and servers share two cores, so a step that takes a
  // second on an idle machine can take several. A budget, not a wait: passing tests never use it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Dialogs and sheets appear at once and nothing pulses forever (the app honours the setting):
    // clicks need no wait for an animation to settle, and an idle page paints no frames. The one
    // check of an animation asks for motion itself (pro.spec).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      // The phone-first checks (360 and 390 px) are the phone project's alone.
      testIgnore: [/screenshots\//, /phone\.spec\.ts/],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      // The phone project runs what a phone changes: every page and dialog at 360/390 px (layout,
      // header, menu sheet, axe, focus return), the routes, the avatar in the phone menu and the
      // install banner. The flows (sign-up, game, admin, leagues, NFL, live) are the same code at
      // any width and run once, on desktop, to keep the suite inside CI's 30 minutes.
      // phone.spec: the phone-first checks (tab bar, bet sheet, own row, notifications, long words).
      // first-paint: the server-rendered pages hydrate at phone width too (decision 039).
      testMatch: /(pages|dialogs|routes|avatar|install|phone|first-paint)\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM, so the server stops its embedded PostgreSQL (the default SIGKILL left one running
    // after every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_USERNAMES: 'e2e_admin',
    },
  },
});
