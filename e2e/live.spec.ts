// Live notifications (docs/rules/live-events.md): a creator's open page shows another player's join (unread
// count) and jump-on (a second notification) without a reload, through GET /api/events; also
// when the page and the other player are served by two different server instances on one
// PostgreSQL (LISTEN/NOTIFY between them).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../apps/server/src/db/embedded-postgres.ts';
import { SIGNUP_POINTS } from '../packages/shared/src/constants.ts';
import type { ApiClient } from './support/api-client.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test } from './fixtures.ts';

const pill = (page: Page, points: number) =>
  page.getByRole('banner').getByTitle(`${points.toLocaleString('en-US')} points`);

/**
 * The creator's page open on Home; another player joins, then a third jumps on (one position per
 * player and prediction: a joiner cannot also jump on): seen live.
 */
async function seesStakesLive(
  page: Page,
  creator: ApiClient,
  [joiner, jumper]: [ApiClient, ApiClient],
  label: string,
) {
  const id = await createPredictionViaApi(
    creator,
    `The ${label} live test prediction comes true before next summer.`,
    { pointsWagered: 10 },
  );
  const start = SIGNUP_POINTS - 10;
  await signInPage(page, creator);
  // The stream is open once its response starts: what commits from then on reaches the page.
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`${creator.baseURL}/`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  await expect(pill(page, start)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const joined = await joiner.post(`/api/predictions/${id}/join`, { data: { pointsWagered: 7 } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  const jumped = await jumper.post(`/api/predictions/${id}/jump-on`, { data: { wager: 5 } });
  expect(jumped.ok(), await jumped.text()).toBe(true);
  // The creator's +1 is held until the call resolves (docs/rules/game.md "Wagers"): the
  // balance stays, the news arrives.
  await expect(pill(page, start)).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/joined your prediction with 7 points/)).toBeVisible();
  await expect(panel.getByText(/jumped on your prediction with 5 points/)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('another player’s join and jump-on reach the creator’s open page without a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  const suffix = `${testInfo.project.name}_${Date.now() % 100_000}`;
  const creator = await signUpViaApi(baseURL!, `live_c_${suffix}`);
  const others: [ApiClient, ApiClient] = [
    await signUpViaApi(baseURL!, `live_o_${suffix}`),
    await signUpViaApi(baseURL!, `live_j_${suffix}`),
  ];
  await seesStakesLive(page, creator, others, testInfo.project.name);
});

test.describe('two server instances on one database', () => {
  test.describe.configure({ mode: 'serial' });
  let database: EmbeddedPostgres;
  let instances: AppServer[] = [];

  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    test.setTimeout(300_000);
    database = await startEmbeddedPostgres({
      dataDir: mkdtempSync(path.join(tmpdir(), 'boldcall-live-')),
    });
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'live-two-instances-secret-live-two-instances',
    };
    // One after the other: the first applies the migrations.
    instances = [await startAppServer(env)];
    instances.push(await startAppServer(env));
  });

  test.afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.stop();
  });

  test('the page on instance A hears of a join made through instance B', async ({
    page,
  }, testInfo) => {
    // One run is enough: the phone project covers the same page above.
    test.skip(testInfo.project.name !== 'desktop', 'server-side: desktop only');
    test.setTimeout(90_000);
    const [a, b] = instances as [AppServer, AppServer];
    const creator = await signUpViaApi(a.baseURL, 'twin_creator');
    const others: [ApiClient, ApiClient] = [
      await signUpViaApi(b.baseURL, 'twin_other'),
      await signUpViaApi(b.baseURL, 'twin_jumper'),
    ];
    await seesStakesLive(page, creator, others, 'two-instance');
  });
});
