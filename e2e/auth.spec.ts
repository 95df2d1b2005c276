// Accounts end to end: a dedicated server sends its mail to a real SMTP server started here,
// and the test reads the codes from what arrives — exactly what a person does with their inbox.
import type { Locator, Page } from '@playwright/test';
import { secretFromUri, totp } from '../apps/server/src/test/totp.ts';
import { newPerson, type Person } from './support/accounts.ts';
import {
  openSignIn,
  openSignUp,
  submitCode,
  submitSignIn,
  submitSignUp,
} from './support/auth-dialog.ts';
import { serverWithSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

const own = serverWithSmtp({ AUTH_CODE_TTL_SECONDS: '600' });

/** Signs up through the dialog; returns the code mailed for Verify Email. */
async function signUp(page: Page, p: Person) {
  await page.goto(`${own.server.baseURL}/`);
  const before = own.smtp.count(p.email);
  await submitSignUp(await openSignUp(page), p);
  await expect(page.getByRole('dialog', { name: 'Verify Email' })).toBeVisible();
  return own.smtp.waitForCode(p.email, before);
}

/** A new person (`name`), signed up and verified with the mailed code: signed in, no dialog. */
async function verifiedPerson(page: Page, name: string): Promise<Person> {
  const p = newPerson(name);
  const code = await signUp(page, p);
  await submitCode(page.getByRole('dialog', { name: 'Verify Email' }), code);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return p;
}

/** Presses Resend code in Verify Email and sees it confirmed; returns the code that arrives. */
async function resendCode(verify: Locator, p: Person) {
  const before = own.smtp.count(p.email);
  await verify.getByRole('button', { name: 'Resend code' }).click();
  await expect(verify.getByText('New verification code sent!')).toBeVisible();
  return own.smtp.waitForCode(p.email, before);
}

async function expectSignedIn(page: Page, isMobile: boolean, username: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (isMobile) {
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('dialog').getByText(username)).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    // The header shows the name once per layout (the folded account menu up to 2xl, inline
    // from 2xl); only the one for this width is displayed.
    await expect(
      page.getByRole('banner').getByText(username, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
  }
}

test('sign up, verify with the mailed code, signed in with 100 points', async ({
  page,
  isMobile,
}) => {
  const p = newPerson('new');
  const code = await signUp(page, p);
  await submitCode(page.getByRole('dialog', { name: 'Verify Email' }), code);
  await expectSignedIn(page, isMobile, p.username);
  const me = await page.request.get(`${own.server.baseURL}/api/users/me`);
  expect((await me.json()).data).toMatchObject({ username: p.username, points: 100 });
});

test('sign-up form shows each validation message', async ({ page }) => {
  await page.goto(`${own.server.baseURL}/`);
  const dialog = await openSignUp(page);
  await submitSignUp(dialog, { email: 'not-an-email', username: 'ab', password: 'short' });
  await dialog.getByLabel('Confirm password').fill('other');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    dialog.getByText('Password must contain uppercase, lowercase, and number'),
  ).toBeVisible();
});

test('a wrong code is refused, resend sends a new one that works', async ({ page, isMobile }) => {
  const p = newPerson('wrong');
  const code = await signUp(page, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await submitCode(verify, code === '000000' ? '111111' : '000000');
  await expect(verify.getByRole('alert')).toContainText('Invalid verification code');
  await submitCode(verify, await resendCode(verify, p));
  await expectSignedIn(page, isMobile, p.username);
});

test('a code mail the server could not send: Verify Email says so, resend sends it', async ({
  page,
  isMobile,
}) => {
  const p = newPerson('refused');
  own.smtp.refuse.add(p.email.toLowerCase());
  await page.goto(`${own.server.baseURL}/`);
  await submitSignUp(await openSignUp(page), p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify.getByRole('alert')).toHaveText(
    `We could not send a code to ${p.email.toLowerCase()}. Press Resend code to get one.`,
  );
  await expect(verify.getByText('Sent to')).toHaveCount(0);
  // The mailbox takes mail again: Resend code mails a code that verifies the account.
  own.smtp.refuse.delete(p.email.toLowerCase());
  const code = await resendCode(verify, p);
  await expect(verify.getByText(`Sent to ${p.email.toLowerCase()}.`)).toBeVisible();
  await submitCode(verify, code);
  await expectSignedIn(page, isMobile, p.username);
});

test('unverified sign-in leads to Verify Email', async ({ page, isMobile }) => {
  const p = newPerson('later');
  await signUp(page, p);
  await page.reload();
  const before = own.smtp.count(p.email);
  await submitSignIn(await openSignIn(page, isMobile), p.username, p.password);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify).toBeVisible();
  await submitCode(verify, await own.smtp.waitForCode(p.email, before));
  await expectSignedIn(page, isMobile, p.username);
});

test.describe('signing in again with a password', () => {
  // Sign-up, mail and three password checks (each a deliberate slow hash): over 30 s on a busy
  // machine.
  test.beforeEach(() => test.slow());

  test('forgot password: code by mail, reset, success note, sign in with the new one', async ({
    page,
    isMobile,
  }) => {
    const p = await verifiedPerson(page, 'reset');
    await page.context().clearCookies();
    await page.reload();

    await (
      await openSignIn(page, isMobile)
    )
      .getByRole('button', { name: 'Forgot password?' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('Email or username').fill(p.username);
    const before = own.smtp.count(p.email);
    await forgot.getByRole('button', { name: 'Send reset code' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset.getByText('Password reset code sent to your email!')).toBeVisible();
    await reset.getByLabel('Verification code').fill(await own.smtp.waitForCode(p.email, before));
    await reset.getByLabel('New password', { exact: true }).fill('Fresh1234');
    await reset.getByLabel('Confirm new password').fill('Fresh1234');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(signIn.getByText('Password reset successfully!')).toBeVisible();
    await expect(signIn.getByText('Password reset successfully!')).toHaveCount(0, {
      timeout: 5000,
    });

    await submitSignIn(signIn, p.email, p.password);
    await expect(signIn.getByRole('alert')).toContainText('Invalid username or password');
    await signIn.getByLabel('Password').fill('Fresh1234');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedIn(page, isMobile, p.username);
  });

  test('two-factor: set up from the profile, then sign in with a TOTP code', async ({
    page,
    isMobile,
  }) => {
    const p = await verifiedPerson(page, 'totp');

    await page.goto(`${own.server.baseURL}/profile`);
    // The profile asks for the password in several cards (e-mail change, deletion): this one.
    await page
      .getByRole('region', { name: 'Security' })
      .getByLabel('Your password')
      .fill(p.password);
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel('Code from your app').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

    await page.context().clearCookies();
    await page.goto(`${own.server.baseURL}/`);
    await submitSignIn(await openSignIn(page, isMobile), p.username, p.password);
    const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await twoFactor.getByLabel('Authentication code').fill(totp(secret));
    await twoFactor.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, isMobile, p.username);
    expect(secretFromUri(`otpauth://totp/x?secret=${secret}`)).toBe(secret);
  });
});

test('signing out the other devices ends the session in a second browser', async ({
  page,
  browser,
}) => {
  const p = await verifiedPerson(page, 'multi');

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${own.server.baseURL}/`);
  const signedIn = await second.request.post(`${own.server.baseURL}/api/auth/sign-in/username`, {
    data: { username: p.username, password: p.password },
    headers: { origin: own.server.baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  await second.goto(`${own.server.baseURL}/profile`);
  await expect(second.getByRole('heading', { level: 1, name: p.username })).toBeVisible();

  await page.goto(`${own.server.baseURL}/profile`);
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(devices).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();

  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await other.close();
});
