// A call's own page (/p/{id}) and sharing (docs/rules/sharing.md): a feed card opens its page; a
// visitor reads it and is asked to sign in to join; a player joins from it; Share copies the
// link where the device has no share sheet; an unknown id is a real 404 page.
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { startAppServer } from './support/app-server.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { forTheFile } from './support/per-file.ts';
import { expect, test } from './fixtures.ts';

// One server for the file: its tests run in order in one worker. Each test walks two or three
// pages (a lazy route each): twice the usual budget.
test.describe.configure({ mode: 'default', timeout: 60_000 });

const world = forTheFile(
  async (info) => {
    info.setTimeout(150_000);
    const server = await startAppServer({});
    const creator = await signUpViaApi(server.baseURL, `sh_maker_${info.project.name}`);
    const text = `The ${info.project.name} share test call comes true <b>"soon"</b>`;
    const id = await createPredictionViaApi(creator, text, { pointsWagered: 10 });
    return { server, creator, text, id };
  },
  async ({ server }) => server.stop(),
);

const cardOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('a feed card opens its page; a visitor reads it and is asked to sign in to join', async ({
  page,
}) => {
  const { server, text, id } = world;
  await page.goto(`${server.baseURL}/`);
  await cardOf(page, text).getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(`${server.baseURL}/p/${id}`);
  const card = cardOf(page, text);
  await expect(card).toBeVisible();
  // On its own page the text is not a link to itself.
  await expect(card.getByRole('link', { name: text })).toHaveCount(0);
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(page).toHaveTitle(/share test call/);
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
});

test('a player joins from the page', async ({ page }, testInfo) => {
  const { server, text, id } = world;
  const player: ApiClient = await signUpViaApi(server.baseURL, `sh_join_${testInfo.project.name}`);
  await signInPage(page, player);
  await page.goto(`${server.baseURL}/p/${id}`);
  const card = cardOf(page, text);
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  // The one bet sheet, on its Join side.
  const join = page.getByRole('dialog', { name: 'Interact with Prediction' });
  await expect(join.getByRole('heading', { name: 'Join Prediction' })).toBeVisible();
  await join.getByRole('button', { name: 'Join prediction' }).click();
  await expect(join).toHaveCount(0);
  await expect(card.getByText('Joined', { exact: true })).toBeVisible();
  await expect(card.getByTitle('1 joined')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
});

test('Share copies the link where the device has no share sheet', async ({ page, context }) => {
  const { server, id } = world;
  // No Web Share API (as on most desktops): the link goes to the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.baseURL,
  });
  await page.goto(`${server.baseURL}/p/${id}`);
  await page.getByRole('button', { name: 'Share this call' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${server.baseURL}/p/${id}`);
});

test('an unknown call is a real 404 with its page', async ({ page }) => {
  const { server } = world;
  const response = await page.goto(`${server.baseURL}/p/unknown`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Call not found' })).toBeVisible();
});
