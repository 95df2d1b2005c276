import { test, expect } from './fixtures.ts';

const ROUTES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /bold/i },
  { path: '/nfl', heading: /NFL/i },
  { path: '/leaderboard', heading: /Leaderboard/i },
  { path: '/leagues', heading: /Leagues/i },
  { path: '/profile', heading: /Sign In Required/i },
  { path: '/admin', heading: /Access Denied/i },
  { path: '/how-scoring-works', heading: /scoring/i },
];

for (const route of ROUTES) {
  test(`loads ${route.path} on refresh`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

test('unknown paths get a real 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('That call missed.');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('top navigation for a visitor', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
  for (const name of ['Home', 'NFL', 'Leaderboard', 'Leagues']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
});

test('the theme is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const wasDark = ((await html.getAttribute('class')) ?? '').includes('dark');
  await page.getByRole('button', { name: /theme/i }).first().click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
});

test('health and API docs are served', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect((await health.json()).data.database).toBe('up');
  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBe(true);
});
