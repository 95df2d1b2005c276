// Every dialog (issue: review on phones, keyboards and dark mode): axe (WCAG 2.1 A/AA) on the
// open dialog in light and dark, and focus back on what opened it when it closes (Escape,
// Cancel or success; WCAG 2.4.3). Visitor, player and admin, in the desktop and phone projects.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { AppServer } from './support/app-server.ts';
import { axeViolations } from './support/axe.ts';
import { settle, signInAs, startWorld, useTheme, type World } from './support/world.ts';
import { E2E_PASSWORD } from './support/accounts.ts';

test.describe.configure({ mode: 'default' });
test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => test.setTimeout(120_000));
let server: AppServer;
let world: World;

// eslint-disable-next-line no-empty-pattern -- no fixtures needed, only testInfo
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  ({ server, world } = await startWorld(`dlg${testInfo.project.name.slice(0, 1)}`));
});

test.afterAll(async () => {
  await server?.stop();
});

async function open(page: Page, path: string) {
  await page.goto(server.baseURL + path);
  await settle(page);
}

const card = (page: Page, text: string) => page.getByRole('article', { name: text });
const RIVAL_CALL =
  'The Kansas City Chiefs win the Super Bowl by more than ten points next February';
const OWN_CALL = 'A spacecraft lands on Mars with people aboard';

type Close = 'Escape' | 'Cancel' | ((dialog: Locator) => Promise<void>);

/**
 * Opens a dialog with `opener`, runs axe on it in light and dark, closes it and checks that
 * focus is back on `returnTo` (the opener unless said otherwise). Soft: every dialog is checked.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  close: Close = 'Escape',
  {
    role = 'dialog',
    returnTo = opener,
  }: { role?: 'dialog' | 'alertdialog'; returnTo?: Locator } = {},
) {
  await opener.click();
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect
      .soft(await axeViolations(page, `[role="${role}"]`), `axe: ${name} (${theme})`)
      .toEqual([]);
  }
  await useTheme(page, 'light');
  if (close === 'Escape') await page.keyboard.press('Escape');
  else if (close === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
  else await close(dialog);
  await expect(dialog).toBeHidden();
  await expect.soft(returnTo, `focus back after closing ${name}`).toBeFocused();
}

test('visitor: Sign In and Create Account dialogs', async ({ page, isMobile }) => {
  await signInAs(page, world, 'visitor');
  await open(page, '/');
  // Header Sign In (in the menu sheet on phones).
  if (isMobile) {
    const menu = page.getByRole('button', { name: 'Open menu' });
    await checkDialog(page, menu, 'Menu');
  } else {
    await checkDialog(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Sign In' }),
      'Sign In',
    );
  }
  // The hero's Sign up, and a card's Join that asks to sign in.
  await checkDialog(page, page.getByRole('button', { name: 'Sign up' }).first(), 'Create Account');
  await checkDialog(page, card(page, RIVAL_CALL).getByRole('button', { name: 'Join' }), 'Sign In');
  // Forgot Password, then back (focus stays in the dialog), closed by Escape.
  const join = card(page, RIVAL_CALL).getByRole('button', { name: 'Join' });
  await join.click();
  const auth = page.getByRole('dialog', { name: 'Sign In' });
  await auth.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect.soft(await axeViolations(page, '[role="dialog"]'), `axe: Forgot (${theme})`).toEqual([]);
  }
  await useTheme(page, 'light');
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();
  await expect.soft(join).toBeFocused();

  // Success: signing in re-creates Home for the player, so the opener is gone; focus goes to
  // the page's first control (the welcome strip's Make a prediction), never the body.
  await join.click();
  await auth.getByLabel('Email or username').fill(world.player.username);
  await auth.getByLabel('Password').fill(E2E_PASSWORD);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(auth).toBeHidden();
  await expect.soft(page.locator('main :focus')).toHaveCount(1);
});

test('player: Create, Join, Interact, Edit, Upgrade and the account controls', async ({
  page,
  isMobile,
}) => {
  await signInAs(page, world, 'player');
  await open(page, '/');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Make a prediction' }).first(),
    'Make a Prediction',
  );
  const rival = card(page, RIVAL_CALL);
  await checkDialog(page, rival.getByRole('button', { name: 'Join' }), 'Join Prediction', 'Cancel');
  await checkDialog(
    page,
    rival.getByRole('button', { name: 'Interact' }),
    'Interact with Prediction',
  );
  // Every tab of Interact passes axe too, and the dialog keeps its height between them.
  await rival.getByRole('button', { name: 'Interact' }).click();
  const interact = page.getByRole('dialog', { name: 'Interact with Prediction' });
  const tabBar = interact.getByRole('tablist');
  const tabTop = (await tabBar.boundingBox())?.y;
  for (const tab of ['Jump On', 'Bet Against', 'Vote']) {
    await interact.getByRole('tab', { name: tab }).click();
    expect.soft(await axeViolations(page, '[role="dialog"]'), `axe: Interact ${tab}`).toEqual([]);
    expect.soft((await tabBar.boundingBox())?.y, `tab bar stays put (${tab})`).toBe(tabTop);
  }
  await page.keyboard.press('Escape');
  await expect(interact).toBeHidden();
  await checkDialog(
    page,
    card(page, OWN_CALL).getByRole('button', { name: 'Edit' }),
    'Edit prediction',
  );

  // Success: after joining, the card has no Join any more; focus stays in that card.
  await rival.getByRole('button', { name: 'Join' }).click();
  const join = page.getByRole('dialog', { name: 'Join Prediction' });
  await join.getByRole('button', { name: 'Join prediction' }).click();
  await expect(join).toBeHidden();
  await expect(rival.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect.soft(rival.locator(':focus')).toHaveCount(1);

  // Force Logout asks first; the phone menu opens on the navigation, not on Sign Out.
  if (isMobile) {
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Home' })).toBeFocused();
    await checkDialog(
      page,
      sheet.getByRole('button', { name: 'Force Logout' }),
      'Force logout?',
      'Cancel',
      {
        role: 'alertdialog',
      },
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect.soft(menu).toBeFocused();
  } else {
    const account = page.getByRole('button', { name: /^Account menu/ });
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await checkDialog(
      page,
      page.getByRole('menuitem', { name: 'Force Logout' }),
      'Force logout?',
      'Cancel',
      {
        role: 'alertdialog',
        returnTo: account,
      },
    );
  }

  await open(page, '/leaderboard');
  await checkDialog(page, page.getByRole('button', { name: 'Upgrade to Pro' }), 'Upgrade to Pro');
});

test('admin: Moderate, Resolve, Review & Merge and User details', async ({ page }) => {
  await signInAs(page, world, 'admin');
  await open(page, '/');
  await checkDialog(
    page,
    card(page, RIVAL_CALL).getByRole('button', { name: 'Moderate' }),
    'Moderate Prediction',
    'Cancel',
  );
  await open(page, '/admin');
  const row = page
    .getByRole('list', { name: 'Pending predictions' })
    .getByRole('article', { name: RIVAL_CALL });
  await checkDialog(
    page,
    row.getByRole('button', { name: 'Correct', exact: true }),
    'Resolve Prediction',
  );
  await open(page, '/admin?tab=merge');
  await checkDialog(page, page.getByRole('button', { name: 'Review & Merge' }), 'Review & Merge');
  await open(page, '/admin?tab=users');
  const userRow = page.getByRole('listitem').filter({ hasText: world.rival.username });
  await checkDialog(page, userRow.getByRole('button', { name: 'View Details' }), 'User details');
});
