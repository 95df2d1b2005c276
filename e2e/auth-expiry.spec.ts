// A code that has expired is refused: a server whose codes live 3 seconds.
import { startAppServer, type AppServer } from './support/app-server.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

let smtp: TestSmtp;
let server: AppServer;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startAppServer({ SMTP_URL: smtp.url, AUTH_CODE_TTL_SECONDS: '3' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test('an expired code is refused with the catalogue message', async ({ page }, info) => {
  const id = `exp${Date.now().toString(36)}${info.project.name}`;
  const email = `${id}@example.com`;
  await page.goto(`${server.baseURL}/`);
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Username').fill(id);
  await dialog.getByLabel('Password', { exact: true }).fill('BoldCall2468');
  await dialog.getByLabel('Confirm password').fill('BoldCall2468');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const code = await smtp.waitForCode(email);
  // The code was issued before its mail arrived: once the clock passes arrival + its lifetime it
  // has expired, whatever the machine's load. We wait for that condition, not for a fixed time.
  const expiredAt = Date.now() + 3_000 + 250;
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify).toBeVisible();
  await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(expiredAt);
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(verify.getByRole('alert')).toContainText('Verification code has expired');
});
