// Typing on a slow device (docs/decisions/033-focus-never-moves-while-a-person-types.md): with the CPU throttled 6x, a person types by
// keyboard into every text field of the dialogs people type in, and each field holds exactly
// what was typed into it: nothing moves focus while they type. Create Account is also typed
// into right after a refused submit, when the form's validation ends late.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { expect, test } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return cdp;
}

/** The dialog's fields a person types text into (not dates, boxes or buttons). */
const TYPED =
  'input[type="text"], input[type="email"], input[type="password"], input:not([type]), input[type="number"], textarea';

/**
 * Clicks into each typed field of `dialog` in turn and types a value of its own by keyboard,
 * then checks that every field holds exactly its value.
 */
async function typeIntoEveryField(dialog: Locator, tag: string) {
  const fields = dialog.locator(TYPED).filter({ visible: true });
  // The dialog's code loads on first open: wait for it (count() does not wait).
  await expect(fields.first()).toBeVisible({ timeout: 30_000 });
  const count = await fields.count();
  expect(count, 'a dialog with fields').toBeGreaterThan(0);
  const typed: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    const number = (await field.getAttribute('type')) === 'number';
    const value = number ? String(11 + i) : `${tag.toUpperCase()}${i}Z`;
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Delete');
    await field.pressSequentially(value);
    typed.push(value);
  }
  for (let i = 0; i < count; i += 1) await expect(fields.nth(i)).toHaveValue(typed[i]!);
}

test('visitor dialogs: every field holds what was typed, with the CPU throttled 6x', async ({
  page,
}) => {
  // 6x on top of a shared, busy machine: each keystroke is slow.
  test.setTimeout(420_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await throttle(page);

  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await typeIntoEveryField(signUp, 'su');

  // The case that failed: a refused submit, then the person goes on typing elsewhere at once.
  const email = signUp.getByLabel('Email');
  const confirm = signUp.getByLabel('Confirm password');
  await email.fill('not-an-email');
  await signUp.getByLabel('Password', { exact: true }).fill('short');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await confirm.click();
  await confirm.press('ControlOrMeta+a');
  await confirm.pressSequentially('other');
  await expect(signUp.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveValue('not-an-email');
  await expect(confirm).toHaveValue('other');
  await expect(confirm).toBeFocused();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByText('Passwords do not match')).toBeVisible();

  await signUp.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await typeIntoEveryField(signIn, 'si');
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  await typeIntoEveryField(page.getByRole('dialog', { name: 'Forgot Password' }), 'fp');
});

test('player dialogs: every field holds what was typed, with the CPU throttled 6x', async ({
  page,
  baseURL,
}) => {
  // 6x on top of a shared, busy machine: each keystroke is slow.
  test.setTimeout(420_000);
  const player = await signUpViaApi(baseURL!, `slow_${Date.now() % 1_000_000}`);
  const upgraded = await player.post('/api/users/upgrade-pro');
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  await signInPage(page, player);
  await page.goto('/');
  const make = page.getByRole('button', { name: 'Make a prediction' }).first();
  await expect(make).toBeVisible({ timeout: 20_000 });
  await throttle(page);

  await make.click();
  const create = page.getByRole('dialog', { name: 'Make a Prediction' });
  await typeIntoEveryField(create, 'mp');

  await page.goto('/leagues');
  const createLeague = page.getByRole('button', { name: 'Create League' });
  await expect(createLeague).toBeVisible({ timeout: 20_000 });
  await createLeague.click();
  await typeIntoEveryField(page.getByRole('dialog', { name: 'Create League' }), 'cl');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Join League' }).click();
  await typeIntoEveryField(page.getByRole('dialog', { name: 'Join League' }), 'JL');
});
