// Account notices a player sees (docs/security.md "Enumeration"): signing up with a registered
// address looks like any sign-up and mails the owner sign-in and reset links; an unverified
// sign-in asks to verify first and names where the code went (masked for a username).
import type { Page } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

let smtp: TestSmtp;
let server: AppServer;
let run = 0;

test.beforeAll(async () => {
  test.setTimeout(150_000); // a first start initialises a PostgreSQL cluster on a busy machine
  smtp = await startSmtp();
  server = await startAppServer({ SMTP_URL: smtp.url });
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

async function registerByApi(p: ReturnType<typeof person>) {
  const res = await fetch(`${server.baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: p.email,
      password: p.password,
      name: p.username,
      username: p.username,
    }),
  });
  expect(res.status).toBe(200);
}

async function waitForMail(to: string, since: number) {
  await expect.poll(() => smtp.count(to), { timeout: 10_000 }).toBeGreaterThan(since);
  const mails = smtp.mails.filter((m) => m.to.includes(to.toLowerCase()));
  // Quoted-printable: soft line breaks and "=3D" for "=".
  return mails[mails.length - 1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

async function openSignIn(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
}

test('sign-up with a registered address: same screen, and the owner gets sign-in and reset links', async ({
  page,
}) => {
  const owner = person('own');
  await registerByApi(owner);
  const before = smtp.count(owner.email);

  await page.goto(`${server.baseURL}/`);
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email').fill(owner.email);
  await dialog.getByLabel('Username').fill(`${owner.username}x`);
  await dialog.getByLabel('Password', { exact: true }).fill('BoldCall2468');
  await dialog.getByLabel('Confirm password').fill('BoldCall2468');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify).toBeVisible();
  await expect(verify.getByText(owner.email)).toBeVisible();
  await expect(verify).toContainText('Check your mail');

  const mail = await waitForMail(owner.email, before);
  expect(mail).toContain('already has an account');
  const link = mail.match(/https?:\/\/\S+\?auth=forgot-password/)?.[0];
  expect(link).toBeTruthy();
  // The reset link opens the dialog at Forgot Password.
  await page.goto(link!);
  await expect(page.getByRole('dialog', { name: /forgot password/i })).toBeVisible();
});

test('unverified sign-in by username: verify first, code sent to a masked address', async ({
  page,
  isMobile,
}) => {
  const p = person('unv');
  await registerByApi(p);
  await page.goto(`${server.baseURL}/`);
  await openSignIn(page, isMobile);
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email or username').fill(p.username);
  await signIn.getByLabel('Password').fill(p.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(
    verify.getByText('Please verify your email address before signing in.'),
  ).toBeVisible();
  const masked = `${p.email[0]}${'*'.repeat(p.username.length - 2)}${p.username.at(-1)}@example.com`;
  await expect(verify.getByText(masked)).toBeVisible();
  await expect(verify.getByText(p.email)).toHaveCount(0);
});
