// Phone-first play at 360 and 390 px (docs/decisions/ "Phone-first play"): every section one tap
// away on the bottom tab bar (at 200 % text size too), the bet sheet's confirm on screen without
// scrolling, no Join after a bet against, the player's own leaderboard row in sight, a
// notification that opens its call, no sideways scrolling with a 300-character unbroken word,
// and no axe violation in the new pieces. One server and world per project (e2e/support/world.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createPredictionViaApi } from './support/accounts.ts';
import { axeInBothThemes } from './support/axe.ts';
import { settle, signInAs, worldPerProject } from './support/world.ts';

const own = worldPerProject('ph');
const WIDTHS = [360, 390] as const;
const HEIGHT = 780;

const SECTIONS = [
  { name: 'Home', path: '/' },
  { name: 'NFL', path: '/nfl' },
  { name: 'Leaderboard', path: '/leaderboard' },
  { name: 'Leagues', path: '/leagues' },
  { name: 'Profile', path: '/profile' },
] as const;

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto(own.server.baseURL + path);
  await settle(page);
}

test('each section is one tap away on the tab bar, at 200 % text size too', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, own.world, 'player');
  for (const [index, width] of WIDTHS.entries()) {
    await open(page, '/', width);
    if (index === 0) {
      expect
        .soft(await axeInBothThemes(page, 'nav[aria-label="Sections"]'), 'axe: tab bar')
        .toEqual([]);
    }
    for (const { name, path } of SECTIONS) {
      const link = tabBar(page).getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      await link.click();
      await expect(page).toHaveURL(own.server.baseURL + path);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
  // 200 % text: the five tabs stay on screen, each a tap target of at least 44 px, and work.
  await open(page, '/', 360);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  for (const { name, path } of SECTIONS.toReversed()) {
    const link = tabBar(page).getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = await link.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `${name} is a tap target`).toBe(true);
    await link.click();
    await expect(page).toHaveURL(own.server.baseURL + path);
  }
  // The bell and the points stay in the header; the menu keeps the other links.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeInViewport();
});

test('the bet sheet: confirm on screen at 360x780, and no Join after a bet against', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const calls = [
    'The Kansas City Chiefs win the Super Bowl by more than ten points next February',
    'Apple ships a foldable iPhone before the end of next year',
  ];
  await signInAs(page, own.world, 'player');
  for (const [index, width] of WIDTHS.entries()) {
    const text = calls[index]!;
    await open(page, '/', width);
    const target = card(page, text);
    await target.getByRole('button', { name: 'Bet Against' }).click();
    const sheet = page.getByRole('dialog', { name: 'Interact with Prediction' });
    await expect(sheet).toBeVisible();
    // A bottom sheet: the whole width, down to the bottom of the screen.
    const box = await sheet.boundingBox();
    expect(box && box.x === 0 && box.width === width, 'full width').toBe(true);
    expect(box && Math.round(box.y + box.height) === HEIGHT, 'at the bottom').toBe(true);
    const confirm = sheet.getByRole('button', { name: 'Bet against', exact: true });
    for (const side of ['Join', 'Jump On', 'Bet Against']) {
      await sheet.getByRole('radio', { name: new RegExp(side) }).click();
      await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    }
    if (index === 0) {
      expect.soft(await axeInBothThemes(page, '[role="dialog"]'), 'axe: bet sheet').toEqual([]);
    }
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await sheet.getByRole('button', { name: 'Wager 5 points' }).click();
    await confirm.click();
    await expect(sheet).toHaveCount(0);
    await expect(target.getByText('You bet it fails')).toBeVisible();
    for (const side of ['Join', 'Jump On', 'Bet Against']) {
      await expect(target.getByRole('button', { name: side, exact: true })).toHaveCount(0);
    }
  }
});

/**
 * Whether the player's rank is wholly on screen and clear of the tab bar: their own row, or the
 * "Your rank" pin that stands in for it while the row is off screen.
 */
const ownRankInSight = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Sections"]')!.getBoundingClientRect();
    const shown = [
      document.querySelector('li[aria-current="true"]'),
      document.querySelector('aside[aria-label="Your rank"]'),
    ];
    return shown.some((el) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= bar.top;
    });
  });

/** Whether the board's first section starts in the first screen, above the tab bar. */
const boardInFirstScreen = (page: Page) =>
  page.getByRole('heading', { name: 'Top Performers' }).evaluate((heading) => {
    const bar = document.querySelector('nav[aria-label="Sections"]')!.getBoundingClientRect();
    const r = heading.getBoundingClientRect();
    return window.scrollY === 0 && r.top >= 0 && r.bottom <= bar.top;
  });

test("standings first: the boards start in the first screen, and the player's own row is on screen", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, own.world, 'player');
  for (const width of WIDTHS) {
    for (const path of ['/leaderboard', '/leagues/global']) {
      await open(page, path, width);
      // The top of the page (a load may restore the scroll position of an earlier visit).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => boardInFirstScreen(page), `${path} at ${width} px`).toBe(true);
    }
    await open(page, '/leaderboard', width);
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
    await expect.poll(() => ownRankInSight(page), `own rank at the top, ${width} px`).toBe(true);
    // Scrolled to the very bottom: still in sight.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => ownRankInSight(page), `own rank at the bottom, ${width} px`).toBe(true);
  }
});

test('a notification tap opens its call', async ({ page }) => {
  test.setTimeout(120_000);
  const text = `A call someone joins (${test.info().project.name})`;
  const id = await createPredictionViaApi(own.world.player.api, text);
  const joined = await own.world.rival.api.post(`/api/predictions/${id}/join`, {
    data: { pointsWagered: 5 },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  await signInAs(page, own.world, 'player');
  await open(page, '/leaderboard', 360);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link').filter({ hasText: own.world.rival.username }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(`${own.server.baseURL}/p/${id}`);
  await expect(list).toHaveCount(0);
});

test('no page scrolls sideways with a 300-character unbroken word in a call', async ({ page }) => {
  test.setTimeout(240_000);
  const word = 'x'.repeat(300);
  const text = `Long words wrap ${word}`;
  await createPredictionViaApi(own.world.rival.api, text);
  await signInAs(page, own.world, 'player');
  const pages = ['/', '/leagues/global', `/u/${own.world.rival.username}`, '/leaderboard'];
  for (const width of WIDTHS) {
    for (const path of pages) {
      await open(page, path, width);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(sideways, `${path} at ${width} px`).toBe(0);
    }
    // The card and the bet sheet with it.
    await open(page, '/', width);
    await card(page, word).getByRole('button', { name: 'Join' }).click();
    const sheet = page.getByRole('dialog', { name: 'Interact with Prediction' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect.soft(box && box.width <= width, `bet sheet at ${width} px`).toBe(true);
    await expect(sheet.getByRole('button', { name: 'Join prediction' })).toBeInViewport();
    await page.keyboard.press('Escape');
  }
});
