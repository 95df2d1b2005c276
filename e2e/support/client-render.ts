// A visitor's Home, leaderboard, profile, call and NFL pages arrive server-rendered with their
// data (docs/decisions/039): a test of the client's own loading and error states reaches the
// page the way a click does instead, from a client-rendered page, so the browser fetches it.
import { expect, type Page } from '@playwright/test';

export async function openByClient(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  await page.goto(`${target.origin}/how-scoring-works`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.pathname + target.search);
}
