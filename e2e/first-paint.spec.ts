// The server-rendered first paint (docs/decisions/039): a visitor's Home, leaderboard, profile,
// call and NFL pages arrive with their content in the HTML (readable with JavaScript off, links
// real), and the app hydrates that HTML without a hydration warning and is interactive after.
import type { ConsoleMessage, Page } from '@playwright/test';
import { createPredictionViaApi, signUpViaApi } from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { forTheFile } from './support/per-file.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'default', timeout: 60_000 });

const world = forTheFile(
  async (info) => {
    info.setTimeout(150_000);
    const server = await startAppServer({});
    const username = `fp_maker_${info.project.name}`;
    const creator = await signUpViaApi(server.baseURL, username);
    const text = `The ${info.project.name} first paint call comes true`;
    const id = await createPredictionViaApi(creator, text, { pointsWagered: 10 });
    return { server, username, text, id };
  },
  async ({ server }) => server.stop(),
);

/** Each page: its path and a text its server HTML must already hold. */
function pages(): { name: string; path: string; content: string }[] {
  const { username, text, id } = world;
  return [
    { name: 'Home', path: '/', content: text },
    { name: 'Leaderboard', path: '/leaderboard', content: 'Full Rankings' },
    { name: 'a profile', path: `/u/${username}`, content: username },
    { name: 'a call', path: `/p/${id}`, content: text },
    { name: 'NFL', path: '/nfl', content: 'NFL' },
  ];
}

/** React's hydration complaints: mismatches (#418, #423, #425) and "did not match" warnings. */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

function collectHydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (HYDRATION.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) messages.push(error.message);
  });
  return messages;
}

test('with JavaScript off, every page is readable and its links are real', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { name, path, content } of pages()) {
    const response = await page.goto(`${world.server.baseURL}${path}`);
    expect(response?.status(), name).toBe(200);
    await expect(page.locator('main').getByText(content).first(), name).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leaderboard' }).first(), name).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  }
  await context.close();
});

test('the server HTML carries the content and the data to hydrate it', async ({ request }) => {
  for (const { name, path, content } of pages()) {
    const html = await (await request.get(`${world.server.baseURL}${path}`)).text();
    expect(html, name).toContain('id="ssr-data"');
    expect(html, name).toContain(content.replace(/"/g, '&quot;'));
  }
});

for (const { name, index } of [
  { name: 'Home', index: 0 },
  { name: 'Leaderboard', index: 1 },
  { name: 'a profile', index: 2 },
  { name: 'a call', index: 3 },
  { name: 'NFL', index: 4 },
]) {
  test(`${name} hydrates without a warning and is interactive`, async ({ page }) => {
    const target = pages()[index]!;
    const messages = collectHydrationMessages(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/og/')) {
        apiCalls.push(url.pathname);
      }
    });
    // Dark: the server renders the light theme's labels, the hydrating client must too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${world.server.baseURL}${target.path}`);
    await expect(page.locator('main').getByText(target.content).first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.waitForLoadState('networkidle');
    // Hydrated from the page's own data: nothing is fetched again.
    expect(apiCalls).toEqual([]);
    // Interactive: the app's router answers a click on a link without loading a new document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'How scoring works' }).click();
    await expect(page).toHaveURL(/\/how-scoring-works$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(messages).toEqual([]);
  });
}

test('a button pressed before the app has started is pressed again once it has', async ({
  page,
}) => {
  // Hold the app's script until the press is made: the page is the server's HTML alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that event waits for the held module script.
  await page.goto(`${world.server.baseURL}/`, { waitUntil: 'commit' });
  const card = page.locator('article').filter({ hasText: world.text }).first();
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  release();
  // The held press reaches the app: a visitor is told to sign in and the dialog opens.
  await expect(page.getByText('User not found. Please sign in.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});
