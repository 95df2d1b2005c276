// Accounts end to end: a dedicated server sends its mail to a real SMTP server started here,
// and the test reads the codes from what arrives — exactly what a person does with their inbox.
import type { Page } from '@playwright/test';
import { secretFromUri, totp } from '../apps/server/src/test/totp.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

let smtp: TestSmtp;
let server: AppServer;
let run = 0;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startAppServer({ SMTP_URL: smtp.url, AUTH_CODE_TTL_SECONDS: '600' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

function person(tag: string) {
  run += 1;
  const id = `${tag}${Date.now().toString(36)}${run}`;
  return { username: id, email: `${id}@example.com`, password: 'BoldCall2468' };
}

async function openDialog(page: Page, isMobile: boolean, label: 'Sign In' | 'Sign up') {
  if (label === 'Sign up') {
    await page.getByRole('button', { name: 'Sign up' }).first().click();
    return;
  }
  if (isMobile) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
}

async function signUp(page: Page, isMobile: boolean, p: ReturnType<typeof person>) {
  await page.goto(`${server.baseURL}/`);
  await openDialog(page, isMobile, 'Sign up');
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email').fill(p.email);
  await dialog.getByLabel('Username').fill(p.username);
  await dialog.getByLabel('Password', { exact: true }).fill(p.password);
  await dialog.getByLabel('Confirm password').fill(p.password);
  const before = smtp.count(p.email);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify Email' })).toBeVisible();
  return smtp.waitForCode(p.email, before);
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
  const p = person('new');
  const code = await signUp(page, isMobile, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expectSignedIn(page, isMobile, p.username);
  const me = await page.request.get(`${server.baseURL}/api/users/me`);
  expect((await me.json()).data).toMatchObject({ username: p.username, points: 100 });
});

test('sign-up form shows each validation message', async ({ page, isMobile }) => {
  await page.goto(`${server.baseURL}/`);
  await openDialog(page, isMobile, 'Sign up');
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Username').fill('ab');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
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
  const p = person('wrong');
  const code = await signUp(page, isMobile, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await verify.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(verify.getByRole('alert')).toContainText('Invalid verification code');
  const before = smtp.count(p.email);
  await verify.getByRole('button', { name: 'Resend code' }).click();
  await expect(verify.getByText('New verification code sent!')).toBeVisible();
  const fresh = await smtp.waitForCode(p.email, before);
  await verify.getByLabel('Verification code').fill(fresh);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expectSignedIn(page, isMobile, p.username);
});

test('unverified sign-in leads to Verify Email', async ({ page, isMobile }) => {
  const p = person('later');
  await signUp(page, isMobile, p);
  await page.reload();
  const before = smtp.count(p.email);
  await openDialog(page, isMobile, 'Sign In');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or username').fill(p.username);
  await dialog.getByLabel('Password').fill(p.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify).toBeVisible();
  await verify.getByLabel('Verification code').fill(await smtp.waitForCode(p.email, before));
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expectSignedIn(page, isMobile, p.username);
});

test('forgot password: code by mail, reset, success note, sign in with the new one', async ({
  page,
  isMobile,
}) => {
  // Sign-up, mail and three password checks (each a deliberate slow hash): over 30 s on a busy
  // machine.
  test.slow();
  const p = person('reset');
  const code = await signUp(page, isMobile, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().clearCookies();
  await page.reload();

  await openDialog(page, isMobile, 'Sign In');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('Email or username').fill(p.username);
  const before = smtp.count(p.email);
  await forgot.getByRole('button', { name: 'Send reset code' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset.getByText('Password reset code sent to your email!')).toBeVisible();
  await reset.getByLabel('Verification code').fill(await smtp.waitForCode(p.email, before));
  await reset.getByLabel('New password', { exact: true }).fill('Fresh1234');
  await reset.getByLabel('Confirm new password').fill('Fresh1234');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByText('Password reset successfully!')).toBeVisible();
  await expect(signIn.getByText('Password reset successfully!')).toHaveCount(0, { timeout: 5000 });

  await signIn.getByLabel('Email or username').fill(p.email);
  await signIn.getByLabel('Password').fill(p.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert')).toContainText('Invalid username or password');
  await signIn.getByLabel('Password').fill('Fresh1234');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedIn(page, isMobile, p.username);
});

test('two-factor: set up from the profile, then sign in with a TOTP code', async ({
  page,
  isMobile,
}) => {
  // Sign-up, mail and three password checks (each a deliberate slow hash): over 30 s on a busy
  // machine.
  test.slow();
  const p = person('totp');
  const code = await signUp(page, isMobile, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${server.baseURL}/profile`);
  await page.getByLabel('Your password').fill(p.password);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Code from your app').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${server.baseURL}/`);
  await openDialog(page, isMobile, 'Sign In');
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email or username').fill(p.username);
  await signIn.getByLabel('Password').fill(p.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await twoFactor.getByLabel('Authentication code').fill(totp(secret));
  await twoFactor.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, isMobile, p.username);
  expect(secretFromUri(`otpauth://totp/x?secret=${secret}`)).toBe(secret);
});

test('sign out everywhere ends the session in a second browser', async ({
  page,
  browser,
  isMobile,
}) => {
  const p = person('multi');
  const code = await signUp(page, isMobile, p);
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${server.baseURL}/`);
  const signedIn = await second.request.post(`${server.baseURL}/api/auth/sign-in/username`, {
    data: { username: p.username, password: p.password },
    headers: { origin: server.baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  await second.goto(`${server.baseURL}/profile`);
  await expect(second.getByRole('heading', { level: 1, name: p.username })).toBeVisible();

  await page.goto(`${server.baseURL}/profile`);
  await expect(
    page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);

  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await other.close();
});
