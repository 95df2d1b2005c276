// Profile ("Profile") and public player pages (/u/:username): the header,
// the stat cards, Your Predictions with its empty state, the points history and accuracy over
// time, the error and signed-out states, and 'Player not found'. Each worker gets its own
// server (an admin resolves predictions); names carry the project so nothing collides.
import type { ApiClient } from './support/api-client.ts';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { serverWithAdmin } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const env = serverWithAdmin('e2e_admin');
const nextYear = new Date().getFullYear() + 1;

async function newPlayer(username: string): Promise<ApiClient> {
  const api = await signUpViaApi(env.server.baseURL, username);
  return api;
}

/** The value of one stat card ("Points", "Accuracy", …). */
function stat(page: Page, label: string) {
  return page
    .locator('dl[aria-label="Stats"] > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .first();
}

const ledgerRows = (page: Page) =>
  page.getByRole('list', { name: 'Points history' }).getByRole('listitem');

test('signed out, the profile asks to sign in', async ({ page }) => {
  await page.goto(`${env.server.baseURL}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a new player: header, stats, empty predictions, then a prediction, its wager and its payout', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000); // a sign-up, a call, its resolution and three page loads
  const username = `pf_new_${testInfo.project.name}`;
  const api = await newPlayer(username);
  await signInPage(page, api);
  await page.goto(`${env.server.baseURL}/profile`);

  // Header: name, e-mail, member since; no Pro.
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByText(`${username}@example.com`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Member since \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Pro since/)).toHaveCount(0);

  // Stat cards after verification.
  await expect(stat(page, 'Points')).toHaveText('100');
  await expect(stat(page, 'Accuracy')).toHaveText('0%');
  await expect(stat(page, 'Total Predictions')).toHaveText('0');
  await expect(stat(page, 'Correct')).toHaveText('0');

  // Empty states: no predictions, no chart yet, one ledger row (the sign-up bonus).
  await expect(page.getByRole('heading', { name: 'Your Predictions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No predictions yet' })).toBeVisible();
  await expect(page.getByText('Start making predictions to see them here!')).toBeVisible();
  await expect(page.getByText('No resolved predictions yet')).toBeVisible();
  await expect(ledgerRows(page)).toHaveCount(1);
  await expect(ledgerRows(page).first()).toContainText('Sign-up bonus');
  await expect(ledgerRows(page).first()).toContainText('+100');

  // Make a prediction from the empty state.
  const text = `The ${testInfo.project.name} profile test prediction comes true by June.`;
  await page
    .getByRole('region', { name: 'Your Predictions' })
    .getByRole('button', { name: 'Make a prediction' })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Make a Prediction' });
  await dialog.getByLabel('Your prediction').fill(text);
  await dialog.getByLabel('Category').selectOption('other');
  await dialog.getByLabel('Expires on').fill(`${nextYear}-06-30`);
  await dialog.getByLabel('Wager', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Make prediction' }).click();
  await expect(dialog).toHaveCount(0);

  // It is in Your Predictions, the stats follow, and the wager is in the history.
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Your call')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No predictions yet' })).toHaveCount(0);
  await expect(stat(page, 'Points')).toHaveText('90');
  await expect(stat(page, 'Total Predictions')).toHaveText('1');
  await expect(ledgerRows(page)).toHaveCount(2);
  const wager = ledgerRows(page).first();
  await expect(wager).toContainText('Prediction wager');
  await expect(wager).toContainText('\u221210');
  await expect(wager).toContainText('Balance 90');
  // The balance chart now has two points, with a text alternative. Charts draw when they come
  // near the screen.
  await page.locator('figure').first().scrollIntoViewIfNeeded();
  await expect(page.locator('figure .recharts-surface')).toHaveCount(1);
  await expect(page.locator('figcaption')).toHaveText(
    /Balance over the last 2 point movements: 100 on .+, now 90\./,
  );

  // An admin resolves it CORRECT: accuracy, the payout row and the accuracy chart follow.
  const id = (await (await api.get(`/api/predictions?q=${encodeURIComponent(text)}`)).json())
    .data[0].id as string;
  const resolved = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution: 'CORRECT', adminNote: 'It happened.' },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);
  await page.reload();
  await expect(stat(page, 'Points')).toHaveText('110');
  await expect(stat(page, 'Accuracy')).toHaveText('100%');
  await expect(stat(page, 'Correct')).toHaveText('1');
  await expect(ledgerRows(page).first()).toContainText('Payout');
  await expect(ledgerRows(page).first()).toContainText('+20');
  await expect(ledgerRows(page).first()).toContainText('Balance 110');
  await expect(page.locator('figure')).toHaveCount(2);
  for (const figure of await page.locator('figure').all()) await figure.scrollIntoViewIfNeeded();
  await expect(page.locator('figure .recharts-surface')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('100%');
  await expect(card.getByText('Correct', { exact: true })).toBeVisible();

  // No automatically detectable accessibility problems in the page's content, charts included.
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
});

test('predictions and the points history page with Load more', async ({ page }, testInfo) => {
  const username = `pf_more_${testInfo.project.name}`;
  const api = await newPlayer(username);
  for (let i = 1; i <= 10; i++) {
    await createPredictionViaApi(api, `Paging check number ${i} for the profile list.`, {
      pointsWagered: 1,
    });
  }
  await signInPage(page, api);
  await page.goto(`${env.server.baseURL}/profile`);

  const cards = page.getByRole('region', { name: 'Your Predictions' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Paging check number 10 ');
  await page.getByRole('button', { name: 'Load more predictions' }).click();
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load more predictions' })).toHaveCount(0);

  // 11 movements: the sign-up bonus and ten wagers, 10 at a time.
  await expect(ledgerRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Load more history' }).click();
  await expect(ledgerRows(page)).toHaveCount(11);
  await expect(ledgerRows(page).last()).toContainText('Sign-up bonus');
  await expect(page.getByRole('button', { name: 'Load more history' })).toHaveCount(0);
});

test('a failed load shows Error with Try Again', async ({ page }, testInfo) => {
  const api = await newPlayer(`pf_err_${testInfo.project.name}`);
  const me = (await (await api.get('/api/users/me')).json()).data as { id: string };
  await signInPage(page, api);
  // A 4xx answer: final for the query client, and Chromium's log of it is expected.
  const profileCall = (url: URL) => url.pathname === `/api/users/${me.id}`;
  await page.route(profileCall, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }),
    }),
  );
  await page.goto(`${env.server.baseURL}/profile`);
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
  await expect(page.getByText('Failed to load profile')).toBeVisible();
  await page.unroute(profileCall);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(stat(page, 'Points')).toHaveText('100');
  await expect(page.getByText('Failed to load profile')).toHaveCount(0);
});

test('a public profile shows the player and their predictions, never the e-mail', async ({
  page,
}, testInfo) => {
  const username = `pf_pub_${testInfo.project.name}`;
  const api = await newPlayer(username);
  const text = `The ${testInfo.project.name} public profile prediction lands in spring.`;
  await createPredictionViaApi(api, text, { pointsWagered: 5 });

  // A visitor.
  await page.goto(`${env.server.baseURL}/u/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(stat(page, 'Points')).toHaveText('95');
  await expect(stat(page, 'Accuracy')).toHaveText('0%');
  await expect(stat(page, 'Total Predictions')).toHaveText('1');
  await expect(stat(page, 'Correct')).toHaveText('0');
  await expect(page.getByRole('heading', { name: `Predictions by ${username}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(page.getByText('@example.com')).toHaveCount(0);
  await expect(page.getByText(/Points history|Your history/)).toHaveCount(0);
  await expect(page.getByText('No resolved predictions yet')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${username} · BoldCall$`));
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );

  // The player on their own public page is offered their full profile.
  await signInPage(page, api);
  await page.goto(`${env.server.baseURL}/u/${username.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByText('@example.com')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your profile' }).click();
  await expect(page).toHaveURL(`${env.server.baseURL}/profile`);
  await expect(page.getByText(`${username}@example.com`, { exact: true })).toBeVisible();

  // Once resolved, anyone sees the player's accuracy over time.
  const id = (await (await api.get(`/api/predictions?q=${encodeURIComponent(text)}`)).json())
    .data[0].id as string;
  const resolved = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution: 'CORRECT', adminNote: 'It happened.' },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);
  await page.goto(`${env.server.baseURL}/u/${username}`);
  await expect(page.getByText('Now 100% · 1 of 1 resolved correct')).toBeVisible();
});

test('an unknown player shows Player not found', async ({ page }) => {
  await page.goto(`${env.server.baseURL}/u/nobody_by_this_name`);
  await expect(page.getByRole('heading', { level: 1, name: 'Player not found' })).toBeVisible();
  await expect(page.getByText(/There is no player called “nobody_by_this_name”/)).toBeVisible();
  await expect(page).toHaveTitle(/Player not found/);
  await page.getByRole('link', { name: 'Leaderboard' }).last().click();
  await expect(page).toHaveURL(`${env.server.baseURL}/leaderboard`);
});
