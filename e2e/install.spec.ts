/// <reference lib="dom" />
// The installable app: Chromium's own installability criteria, the app shell offline
// with a clear offline banner, and the install prompt: Install / Not Now from the browser's
// install event (a dismissal is remembered), Show Instructions on iOS after 2 s, nothing in the
// installed app, and nothing before the player's first success (a call made or joined).
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';
import { IOS_INSTALL_PROMPT_DELAY_MS } from '../packages/shared/src/constants.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { appStarted } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Install BoldCall' });
/** Which "Not Now" the page remembers: the install prompt's and the iOS instructions'. */
const dismissals = (page: Page) =>
  page.evaluate(() => ({
    android: localStorage.getItem('boldcall.install-prompt.dismissed') !== null,
    ios: localStorage.getItem('boldcall.install-prompt.ios-dismissed') !== null,
  }));

/** What Chromium fires when the app may be installed (with a prompt() that records its call). */
async function fireInstallEvent(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { promptCalls: number }).promptCalls =
          ((window as unknown as { promptCalls?: number }).promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/**
 * A player who already made or joined a call on this device (the banner waits for that first
 * success; the test below shows it happening for real).
 */
async function afterFirstSuccess(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('boldcall.first-success', '2026-06-01T12:00:00.000Z');
  });
}

async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('installable by Chromium’s own criteria', async ({ baseURL }) => {
  // Chromium never offers installation in an incognito-like context (Playwright's default):
  // a persistent profile, as a real browser has.
  const context = await chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'boldcall-install-')),
    { ...chromiumLaunch, baseURL },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/');
    await serviceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the app shell loads offline, under a clear offline banner', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerReady(page);
  // The worker precaches the shell and Home only; other pages are cached the first time they are
  // opened (vite.config.ts), so the leaderboard is opened once online.
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);
  await context.setOffline(true);
  // The banner appears as soon as the connection drops…
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  // …and a reload without network is served the app shell by the service worker.
  await page.reload();
  await expect(page.getByRole('link', { name: 'BoldCall home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toContainText(
    'may be out of date',
  );
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
});

test('the install banner waits for the first success: a call joined', async ({ page, baseURL }) => {
  const maker = await signUpViaApi(baseURL!, `inst_m_${Date.now().toString(36)}`);
  const joiner = await signUpViaApi(baseURL!, `inst_j_${Date.now().toString(36)}`);
  const text = `A call to join before installing ${Date.now().toString(36)}`;
  await createPredictionViaApi(maker, text);
  await signInPage(page, joiner);
  await page.goto('/');
  await fireInstallEvent(page);
  // Installable, but the player has done nothing yet.
  const call = page.getByRole('article').filter({ hasText: text });
  await expect(call.getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await call.getByRole('button', { name: 'Join' }).click();
  const sheet = page.getByRole('dialog', { name: 'Interact with Prediction' });
  await sheet.getByRole('button', { name: 'Join prediction' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
});

test('the install banner: Install prompts the browser; Not Now is remembered', async ({ page }) => {
  await afterFirstSuccess(page);
  await page.goto('/');
  await expect(banner(page)).toHaveCount(0);
  await fireInstallEvent(page, 'accepted');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Install' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
  ).toBe(1);

  // A later event: Not Now hides it and is remembered across loads.
  await fireInstallEvent(page);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Not Now' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'BoldCall home' })).toBeVisible();
  await fireInstallEvent(page);
  // The event was handled (our listener prevented the browser's own bar) but no banner shows.
  await expect(banner(page)).toHaveCount(0);
  expect(await dismissals(page)).toEqual({ android: true, ios: false });
});

test('no banner in the installed app (standalone display mode)', async ({ page }) => {
  await afterFirstSuccess(page);
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'BoldCall home' })).toBeVisible();
  await fireInstallEvent(page);
  await expect(banner(page)).toHaveCount(0);
});

test.describe('on iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  });

  test('Show Instructions appears after 2 s; its Not Now is remembered separately', async ({
    page,
  }) => {
    await afterFirstSuccess(page);
    // Time stands still until the test moves it.
    await page.clock.install({ time: new Date('2026-06-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T12:00:01Z'));
    await page.goto('/');
    // The 2 s count from when the app's script learned of the first success: the clock moves
    // only once the app has started.
    await appStarted(page);
    await page.clock.runFor(IOS_INSTALL_PROMPT_DELAY_MS - 500);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Show Instructions' }).click();
    await expect(banner(page).getByText('Add to Home Screen')).toBeVisible();
    await banner(page).getByRole('button', { name: 'Not Now' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await dismissals(page)).toEqual({ android: false, ios: true });

    await page.reload();
    await appStarted(page);
    await page.clock.runFor(IOS_INSTALL_PROMPT_DELAY_MS * 2);
    await expect(banner(page)).toHaveCount(0);
  });
});

test('the banner fits a 360 px screen without horizontal scrolling', async ({ page }) => {
  await afterFirstSuccess(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await fireInstallEvent(page);
  await expect(banner(page)).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  // Measured once the layout has settled at the new width.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  await page.context().setOffline(false);
});

test('a new version announces itself and Reload switches to it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same service worker logic on every screen');
  test.setTimeout(120_000);
  // A server of its own over a copy of the built app, so the test can publish a "new version".
  const dist = mkdtempSync(path.join(tmpdir(), 'boldcall-web-'));
  cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), dist, { recursive: true });
  const server = await startAppServer({ WEB_DIST: dist });
  try {
    await page.goto(`${server.baseURL}/`);
    await serviceWorkerReady(page);
    await page.reload(); // a returning visitor: the page is controlled by the worker
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const update = page.getByText('A new version of BoldCall is available.');
    await expect(update).toHaveCount(0);

    // Published as a deploy does: the build writes the precompressed copies the server sends.
    const sw = path.join(dist, 'sw.js');
    appendFileSync(sw, '\n// the next version\n');
    writeFileSync(`${sw}.br`, brotliCompressSync(readFileSync(sw)));
    writeFileSync(`${sw}.gz`, gzipSync(readFileSync(sw)));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(update).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'BoldCall home' })).toBeVisible();
    await expect(update).toHaveCount(0);
    // The new worker took over: nothing is left waiting.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !!registration?.active && !registration.waiting && !registration.installing;
        }),
      )
      .toBe(true);
  } finally {
    await server.stop();
  }
});
