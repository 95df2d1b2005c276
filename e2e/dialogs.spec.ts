// Every dialog (issue: review on phones, keyboards and dark mode): axe (WCAG 2.1 A/AA) on the
// open dialog in light and dark, on screen sideways, and focus back on what opened it when it
// closes (Escape, Cancel or success; WCAG 2.4.3). Visitor, player and admin, in the desktop
// project and in the phone one at the narrowest phone width (360 px). One table per role.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ApiClient } from './support/api-client.ts';
import {
  createPredictionViaApi,
  E2E_PASSWORD,
  enableTwoFactorViaApi,
  newPerson,
  signUpViaApi,
} from './support/accounts.ts';
import { submitSignIn, submitSignUp } from './support/auth-dialog.ts';
import { axeInBothThemes, axeViolations } from './support/axe.ts';
import { settle, signInAs, worldPerProject, type Role } from './support/world.ts';

test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => test.setTimeout(150_000));
const own = worldPerProject('dlg');

const card = (page: Page, text: string) => page.getByRole('article', { name: text });
const RIVAL_CALL =
  'The Kansas City Chiefs win the Super Bowl by more than ten points next February';
const OWN_CALL = 'A spacecraft lands on Mars with people aboard';
const PHONE = { width: 360, height: 740 } as const;

/** A success closes the dialog some other way; focus then lands on `focus`. */
type Success = { success: (dialog: Locator) => Promise<void>; focus: Locator };
type Close = 'Escape' | 'Cancel' | Success;

interface DialogCase {
  /** Clicked to open it. */
  opener: Locator;
  /** Its accessible name (the step's title for a dialog with steps). */
  name: string | RegExp;
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Before clicking the opener (e.g. open the dialog or menu the opener is in). */
  prepare?: (() => Promise<void>) | undefined;
  /** After clicking it, to reach the step checked (e.g. sign in to reach two-factor). */
  reach?: (() => Promise<void>) | undefined;
  /** Each way it is closed, opening it again for each (Escape by default). */
  closes?: readonly Close[] | undefined;
  /** Where focus goes back after Escape or Cancel: the opener unless said otherwise. */
  returnTo?: Locator | undefined;
}

/** A new call by `api`, its text unique to the project (each project has its own world). */
async function newCall(api: ApiClient, text: string) {
  const unique = `${text} (${test.info().project.name})`;
  return { text: unique, id: await createPredictionViaApi(api, unique) };
}

async function start(page: Page, role: Role, isMobile: boolean, path = '/') {
  if (isMobile) await page.setViewportSize(PHONE);
  await signInAs(page, own.world, role);
  await page.goto(own.server.baseURL + path);
  await settle(page);
}

/**
 * Each case: open it (and reach its step), axe in light and dark and its box inside the
 * viewport, then close it each way and check where focus went. Soft: every dialog is checked.
 */
async function checkDialogs(page: Page, cases: readonly DialogCase[]) {
  for (const c of cases) {
    const role = c.role ?? 'dialog';
    const dialog = page.getByRole(role, { name: c.name });
    for (const [index, close] of (c.closes ?? ['Escape']).entries()) {
      await c.prepare?.();
      await c.opener.click();
      await c.reach?.();
      await expect(dialog).toBeVisible();
      if (index === 0) {
        expect.soft(await axeInBothThemes(page, `[role="${role}"]`), `axe: ${c.name}`).toEqual([]);
        const box = await dialog.boundingBox();
        const width = page.viewportSize()!.width;
        expect
          .soft(box !== null && box.x >= 0 && box.x + box.width <= width + 1, `${c.name} on screen`)
          .toBe(true);
      }
      if (close === 'Escape') await page.keyboard.press('Escape');
      else if (close === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
      else await close.success(dialog);
      await expect(dialog).toBeHidden();
      const how = typeof close === 'string' ? close : 'success';
      const target = typeof close === 'string' ? (c.returnTo ?? c.opener) : close.focus;
      await expect.soft(target, `focus back after ${how} on ${c.name}`).toBeFocused();
    }
  }
}

test('visitor: Sign In, Create Account, Verify Email, Forgot Password and Two-Factor', async ({
  page,
  isMobile,
}) => {
  const { baseURL } = own.server;
  // Someone with two-factor on, and someone new who signs up here.
  const guarded = newPerson('dlg2fa');
  const { backupCode } = await enableTwoFactorViaApi(await signUpViaApi(baseURL, guarded.username));
  const fresh = newPerson('dlgnew');
  await start(page, 'visitor', isMobile);

  const auth = (name: string) => page.getByRole('dialog', { name });
  const join = card(page, RIVAL_CALL).getByRole('button', { name: 'Join' });
  const signUp = page.getByRole('button', { name: 'Sign up' }).first();
  const reachTwoFactor = () => submitSignIn(auth('Sign In'), guarded.username, E2E_PASSWORD);
  await checkDialogs(page, [
    // The header's Sign In (in the menu sheet on phones).
    isMobile
      ? { opener: page.getByRole('button', { name: 'Open menu' }), name: 'Menu' }
      : {
          opener: page.getByRole('banner').getByRole('button', { name: 'Sign In' }),
          name: 'Sign In',
        },
    { opener: signUp, name: 'Create Account' },
    // A card's Join asks to sign in first.
    { opener: join, name: 'Sign In' },
    {
      opener: join,
      name: 'Forgot Password',
      reach: () => auth('Sign In').getByRole('button', { name: 'Forgot password?' }).click(),
    },
    {
      opener: signUp,
      name: 'Verify Email',
      reach: () => submitSignUp(auth('Create Account'), fresh),
    },
    { opener: join, name: 'Two-Factor Authentication', reach: reachTwoFactor },
    {
      // Signed in with a backup code: Home is drawn again for the player, so the opener is gone;
      // focus goes to the page's first control, never the body.
      opener: join,
      name: 'Two-Factor Authentication',
      reach: async () => {
        await reachTwoFactor();
        await auth('Two-Factor').getByRole('button', { name: 'Use a backup code' }).click();
        await expect(auth('Two-Factor').getByLabel('Backup code')).toBeVisible();
        expect.soft(await axeViolations(page, '[role="dialog"]'), 'axe: backup code').toEqual([]);
      },
      closes: [
        {
          success: async (dialog) => {
            await dialog.getByLabel('Backup code').fill(backupCode);
            await dialog.getByRole('button', { name: 'Verify' }).click();
          },
          focus: page.locator('main :focus'),
        },
      ],
    },
  ]);
});

test('player: Create, the bet sheet, Edit, Respond, Notifications, Upgrade, Force Logout', async ({
  page,
  isMobile,
}) => {
  // A call of the player's that an admin flagged: its card offers Respond.
  const flagged = await newCall(own.world.player.api, 'A flagged call to answer');
  const flag = await own.world.admin.api.put(`/api/predictions/${flagged.id}/flag`, {
    data: { action: 'flag', adminComment: 'Please say when it counts as landed.' },
  });
  expect(flag.ok(), await flag.text()).toBe(true);
  await start(page, 'player', isMobile);

  const rival = card(page, RIVAL_CALL);
  const respondTo = card(page, flagged.text);
  // Every side of the bet sheet passes axe too, its side picker stays put between them, and its
  // confirm is on screen without scrolling.
  await rival.getByRole('button', { name: 'Jump On' }).click();
  const betSheet = page.getByRole('dialog', { name: 'Interact with Prediction' });
  const picker = betSheet.getByRole('radiogroup', { name: 'Your side' });
  const pickerTop = (await picker.boundingBox())?.y;
  for (const side of ['Bet Against', 'Join', 'Jump On']) {
    await picker.getByRole('radio', { name: new RegExp(side) }).click();
    expect
      .soft(await axeViolations(page, '[role="dialog"]'), `axe: bet betSheet ${side}`)
      .toEqual([]);
    expect.soft((await picker.boundingBox())?.y, `side picker stays put (${side})`).toBe(pickerTop);
    await expect(betSheet.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Escape');
  await expect(betSheet).toBeHidden();
  await checkDialogs(page, [
    {
      opener: page.getByRole('button', { name: 'Make a prediction' }).first(),
      name: 'Make a Prediction',
    },
    {
      opener: rival.getByRole('button', { name: 'Bet Against' }),
      name: 'Interact with Prediction',
    },
    { opener: card(page, OWN_CALL).getByRole('button', { name: 'Edit' }), name: 'Edit prediction' },
    {
      // After joining, the card has no Join any more; focus stays in that card.
      opener: rival.getByRole('button', { name: 'Join' }),
      name: 'Interact with Prediction',
      closes: [
        'Cancel',
        {
          success: (dialog) => dialog.getByRole('button', { name: 'Join prediction' }).click(),
          focus: rival.locator(':focus'),
        },
      ],
    },
    {
      // Once answered, the card has no Respond; focus stays in that card.
      opener: respondTo.getByRole('button', { name: 'Respond' }),
      name: 'Prediction Flagged',
      closes: [
        'Escape',
        'Cancel',
        {
          success: async (dialog) => {
            await dialog.getByLabel('Your response').fill('When the crew walks on the surface.');
            await dialog.getByRole('button', { name: 'Send response' }).click();
          },
          focus: respondTo.locator(':focus'),
        },
      ],
    },
    // The flag is among the notifications.
    { opener: page.getByRole('button', { name: /^Notifications/ }), name: 'Notifications' },
  ]);

  // Force Logout asks first; the phone menu opens on the navigation, not on Sign Out.
  const menu = page.getByRole('button', { name: isMobile ? 'Open menu' : /^Account menu/ });
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await checkDialogs(page, [
    {
      prepare: async () => {
        await menu.click();
        if (isMobile) await expect(sheet.getByRole('link', { name: 'Home' })).toBeFocused();
        else await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
      },
      opener: isMobile
        ? sheet.getByRole('button', { name: 'Force Logout' })
        : page.getByRole('menuitem', { name: 'Force Logout' }),
      name: 'Force logout?',
      role: 'alertdialog',
      closes: ['Cancel'],
      // The account menu closes with its item; the phone sheet stays open under the question.
      returnTo: isMobile ? undefined : menu,
    },
  ]);
  if (isMobile) {
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect.soft(menu).toBeFocused();
  }

  await page.goto(own.server.baseURL + '/leaderboard');
  await settle(page);
  await checkDialogs(page, [
    { opener: page.getByRole('button', { name: 'Upgrade to Pro' }), name: 'Upgrade to Pro' },
  ]);
});

test('admin: Moderate and its Delete, Resolve, Review & Merge, User details and its switch', async ({
  page,
  isMobile,
}) => {
  const doomed = await newCall(own.world.rival.api, 'A call the admin deletes');
  await start(page, 'admin', isMobile);

  const moderate = page.getByRole('dialog', { name: 'Moderate Prediction' });
  await checkDialogs(page, [
    {
      opener: card(page, RIVAL_CALL).getByRole('button', { name: 'Moderate' }),
      name: 'Moderate Prediction',
      closes: ['Cancel'],
    },
    {
      // The confirmation inside Moderate: back to Delete; once deleted, Moderate closes too and
      // the card is gone, so focus goes to the feed's first control.
      prepare: async () => {
        if (await moderate.isHidden()) {
          await card(page, doomed.text).getByRole('button', { name: 'Moderate' }).click();
        }
      },
      opener: moderate.getByRole('button', { name: 'Delete prediction' }),
      name: 'Delete this prediction?',
      role: 'alertdialog',
      closes: [
        'Escape',
        'Cancel',
        {
          success: (dialog) => dialog.getByRole('button', { name: 'Delete', exact: true }).click(),
          focus: page.locator('main :focus'),
        },
      ],
    },
  ]);
  await expect(moderate).toBeHidden();
  await expect(card(page, doomed.text)).toHaveCount(0);

  await page.goto(own.server.baseURL + '/admin');
  await settle(page);
  const row = page
    .getByRole('list', { name: 'Pending predictions' })
    .getByRole('article', { name: RIVAL_CALL });
  await checkDialogs(page, [
    {
      opener: row.getByRole('button', { name: 'Correct', exact: true }),
      name: 'Resolve Prediction',
    },
  ]);
  await page.goto(own.server.baseURL + '/admin?tab=merge');
  await settle(page);
  await checkDialogs(page, [
    { opener: page.getByRole('button', { name: 'Review & Merge' }), name: 'Review & Merge' },
  ]);

  await page.goto(own.server.baseURL + '/admin?tab=users');
  await settle(page);
  const viewDetails = page
    .getByRole('listitem')
    .filter({ hasText: own.world.rival.username })
    .getByRole('button', { name: 'View Details' });
  const details = page.getByRole('dialog', { name: 'User details' });
  await checkDialogs(page, [
    { opener: viewDetails, name: 'User details' },
    {
      // The confirmation inside User details, back on its switch after each way out.
      prepare: async () => {
        if (await details.isHidden()) await viewDetails.click();
      },
      opener: details.getByRole('switch', { name: 'Require password change' }),
      name: 'Require a new password?',
      role: 'alertdialog',
      closes: [
        'Escape',
        'Cancel',
        {
          success: (dialog) =>
            dialog.getByRole('button', { name: 'Require password change' }).click(),
          focus: details.getByRole('switch', { name: 'Require password change' }),
        },
      ],
    },
  ]);
  await expect(details.getByRole('switch', { name: 'Require password change' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect.soft(viewDetails).toBeFocused();
});
