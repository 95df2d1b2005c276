// The leaderboard ("Leaderboard", "Leaderboard entry"): players with
// ranks (ranked players only; the others in Not Ranked Yet), badges and the podium as the
// server ranks them, the signed-in player's highlighted
// row (pinned with its rank while it is not on screen), "Load more", the period and category
// filters in the URL, and the loading / empty / error states. Each worker gets its own server
// seeded with the deterministic demo world (12 players).
import { openByClient } from './support/client-render.ts';
import { ApiClient } from './support/api-client.ts';
import { type Page, type Route } from '@playwright/test';
import type { LeaderboardResponse } from '@boldcall/shared/schemas/leaderboard';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { E2E_PASSWORD } from './support/accounts.ts';
import { holdRequests } from './support/network.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

let server: AppServer;
let visitor: ApiClient;
let carl: ApiClient;

const isBoard = (url: URL) => url.pathname === '/api/leaderboard';
/** The board, server-rendered, once React has taken it over (a click before that is lost). */
const board = async (page: Page, query = '') => {
  await page.goto(`${server.baseURL}/leaderboard${query}`);
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
};
/** Full Rankings (ranked players) and Not Ranked Yet (the others), in board order. */
const rankings = (page: Page) =>
  page.locator('ol[aria-label="Full Rankings"], ol[aria-label="Not Ranked Yet"]');
/** The rows of both lists (not the badge lists inside them). */
const rows = (page: Page) => rankings(page).locator(':scope > li');
/** What a row says for its rank: a number for ranked players only. */
const rankText = (entry: { rank: number | null }) =>
  entry.rank === null ? 'Unranked' : `Rank ${entry.rank}`;

async function serverBoard(api: ApiClient, query = ''): Promise<LeaderboardResponse> {
  const res = await api.get(`/api/leaderboard${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test.beforeAll(async () => {
  server = await startAppServer({ DEMO_DATA: 'on', SPORTS_DATA_URL: 'off' });
  visitor = new ApiClient(server.baseURL);
  // A demo player (demo accounts share the e2e password) near the bottom of the board.
  carl = new ApiClient(server.baseURL);
  const signedIn = await carl.post('/api/auth/sign-in/username', {
    data: { username: 'crypto_carl', password: E2E_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
});

test('loading, then the podium and every player in the server order', async ({ page }) => {
  const truth = await serverBoard(visitor);
  expect(truth.data.length).toBeGreaterThanOrEqual(12);

  const release = await holdRequests(page, isBoard);
  await openByClient(page, `${server.baseURL}/leaderboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading leaderboard...' }),
  ).toBeVisible();
  release();
  await expect(page.getByText('Loading leaderboard...')).toHaveCount(0);

  // Top Performers: the first three ranked players, in rank order for assistive technology.
  const podium = page.getByRole('region', { name: 'Top Performers' });
  const top = truth.data.filter((entry) => entry.ranked).slice(0, 3);
  await expect(podium.getByRole('article')).toHaveCount(top.length);
  if (top.length === 0) await expect(podium.getByText(/Nobody is ranked yet/)).toBeVisible();
  for (const [index, entry] of top.entries()) {
    const place = ['1st', '2nd', '3rd'][index];
    await expect(
      podium.getByRole('article', { name: `${place} place: ${entry.username}` }),
    ).toBeVisible();
  }
  // The unranked have their own section, after the ranked ones.
  const unranked = truth.data.filter((entry) => !entry.ranked);
  await expect(
    page.getByRole('list', { name: 'Not Ranked Yet' }).locator(':scope > li'),
  ).toHaveCount(unranked.length);

  // Full Rankings: rank, name, PRO, badges, accuracy, correct, points for every player.
  await expect(rows(page)).toHaveCount(truth.data.length);
  for (const [index, entry] of truth.data.entries()) {
    const row = rows(page).nth(index);
    await expect(row.getByText(rankText(entry), { exact: true })).toBeAttached();
    await expect(row.getByRole('link', { name: entry.username, exact: true })).toBeVisible();
    await expect(row.getByText('PRO', { exact: true })).toHaveCount(entry.isPro ? 1 : 0);
    await expect(row).toContainText(`${entry.accuracy}%`);
    await expect(row).toContainText(entry.points.toLocaleString('en-US'));
    for (const badge of entry.badges.filter((b) => b !== 'pro')) {
      const label =
        {
          newcomer: 'New',
          accurate: 'Accurate',
          prolific: 'Prolific',
          streak: 'Streak',
        }[badge] ?? badge;
      await expect(row.getByRole('list', { name: 'Badges' })).toContainText(label);
    }
  }
  // No one is signed in: no row is marked.
  await expect(rankings(page).locator('[aria-current]')).toHaveCount(0);

  // A name leads to the player's public profile.
  const first = truth.data[0]!.username;
  await rows(page).first().getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/u/${encodeURIComponent(first)}`);
});

test("the signed-in player's row is highlighted, and pinned with its rank until it is loaded", async ({
  page,
}) => {
  const truth = await serverBoard(carl);
  const me = truth.me!;
  expect(me.username).toBe('crypto_carl');
  const pageSize = 5;
  const position = truth.data.findIndex((entry) => entry.userId === me.userId) + 1;
  expect(position).toBeGreaterThan(pageSize * 2);

  // Smaller pages than the real 50 (the server still answers every page and its cursor).
  await page.route(isBoard, (route: Route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(pageSize));
    return route.continue({ url: url.toString() });
  });
  const { cookies } = await carl.storageState();
  await page.context().addCookies(cookies);
  await board(page);

  await expect(rows(page)).toHaveCount(pageSize);
  await expect(rankings(page).locator('[aria-current]')).toHaveCount(0);
  const pinned = page.getByRole('complementary', { name: 'Your rank' });
  await expect(pinned).toBeVisible();
  await expect(pinned.getByRole('link', { name: 'crypto_carl' })).toBeVisible();
  await expect(pinned.getByText(rankText(me), { exact: true })).toBeAttached();
  await expect(pinned).toContainText('You');

  const loadMore = page.getByRole('button', { name: 'Load more' });
  while ((await rankings(page).getByRole('link', { name: 'crypto_carl' }).count()) === 0) {
    const before = await rows(page).count();
    await loadMore.click();
    await expect(rows(page)).not.toHaveCount(before);
  }
  const mine = rankings(page).locator('[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('link', { name: 'crypto_carl' })).toBeVisible();
  await expect(mine.getByText(rankText(me), { exact: true })).toBeAttached();
  // Pinned whenever the own row is not wholly in sight: gone once it is in the middle of the
  // screen, back when scrolled away.
  const toMiddle = () => mine.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await toMiddle();
  await expect(pinned).toHaveCount(0);
  await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).scrollIntoViewIfNeeded();
  await expect(pinned).toBeVisible();
  await toMiddle();
  await expect(pinned).toHaveCount(0);
  // Every player is loaded: nothing more to load.
  await expect(rows(page)).toHaveCount(truth.data.length);
  await expect(loadMore).toHaveCount(0);
});

test('the period and the category are kept in the URL', async ({ page }) => {
  await board(page);
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toBeVisible();
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: 'All time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const monthRequest = page.waitForRequest(
    (req) =>
      isBoard(new URL(req.url())) && new URL(req.url()).searchParams.get('period') === 'month',
  );
  await period.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?period=month$/);
  await monthRequest;
  await expect(period.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByLabel('Category').selectOption('sports');
  await expect(page).toHaveURL(/period=month&category=sports$/);
  await period.getByRole('button', { name: 'This week' }).click();
  await expect(page).toHaveURL(/period=week&category=sports$/);

  // A reload (or a shared link) shows the same board.
  await page.reload();
  await expect(period.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Category')).toHaveValue('sports');

  // Back to all time: the default is not written.
  await period.getByRole('button', { name: 'All time' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?category=sports$/);
  await page.getByLabel('Category').selectOption('all');
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('an empty board says No Users Yet', async ({ page }) => {
  const empty: LeaderboardResponse = {
    data: [],
    nextCursor: null,
    me: null,
    board: 'accuracy',
    period: 'all',
    category: 'all',
  };
  await page.route(isBoard, (route) => route.fulfill({ json: empty }));
  // The browser's own fetch meets the route (a direct visit arrives server-rendered).
  await openByClient(page, `${server.baseURL}/leaderboard`);
  await expect(page.getByRole('heading', { name: 'No Users Yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Performers' })).toHaveCount(0);
});

test('a failed load shows the error with Try Again', async ({ page }) => {
  // A 4xx answer: not retried, and Chromium's log of it is expected.
  await page.route(isBoard, (route) =>
    route.fulfill({
      status: 429,
      json: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Slow down',
      },
    }),
  );
  await openByClient(page, `${server.baseURL}/leaderboard`);
  await expect(page.getByRole('heading', { name: 'Error Loading Leaderboard' })).toBeVisible();
  await expect(page.getByText('Failed to load leaderboard data')).toBeVisible();
  await page.unroute(isBoard);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Leaderboard' })).toHaveCount(0);
});

test('an answer that is not a leaderboard says so', async ({ page }) => {
  await page.route(isBoard, (route) => route.fulfill({ json: { data: 'not a leaderboard' } }));
  await openByClient(page, `${server.baseURL}/leaderboard`);
  await expect(page.getByRole('heading', { name: 'Error Loading Leaderboard' })).toBeVisible();
  await expect(page.getByText('Invalid leaderboard data format')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
