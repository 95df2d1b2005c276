// Account notices a player sees (docs/security.md "Enumeration"): signing up with a registered
// address looks like any sign-up and mails the owner sign-in and reset links; an unverified
// sign-in asks to verify first and names where the code went (masked for a username).
import { newPerson, type Person } from './support/accounts.ts';
import { openSignIn, openSignUp, submitSignIn, submitSignUp } from './support/auth-dialog.ts';
import { serverWithSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

const own = serverWithSmtp();

async function registerByApi(p: Person) {
  const res = await fetch(`${own.server.baseURL}/api/auth/sign-up/email`, {
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
  await expect.poll(() => own.smtp.count(to), { timeout: 10_000 }).toBeGreaterThan(since);
  const mails = own.smtp.mails.filter((m) => m.to.includes(to.toLowerCase()));
  // Quoted-printable: soft line breaks and "=3D" for "=".
  return mails[mails.length - 1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test('sign-up with a registered address: same screen, and the owner gets sign-in and reset links', async ({
  page,
}) => {
  const owner = newPerson('own');
  await registerByApi(owner);
  const before = own.smtp.count(owner.email);

  await page.goto(`${own.server.baseURL}/`);
  await submitSignUp(await openSignUp(page), { ...owner, username: `${owner.username}x` });

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
  const p = newPerson('unv');
  await registerByApi(p);
  await page.goto(`${own.server.baseURL}/`);
  await submitSignIn(await openSignIn(page, isMobile), p.username, p.password);

  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(
    verify.getByText('Please verify your email address before signing in.'),
  ).toBeVisible();
  const masked = `${p.email[0]}${'*'.repeat(p.username.length - 2)}${p.username.at(-1)}@example.com`;
  await expect(verify.getByText(masked)).toBeVisible();
  await expect(verify.getByText(p.email)).toHaveCount(0);
});
