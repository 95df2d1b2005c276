// Account and data (docs/rules/account.md), through the profile's settings as a player would:
// change the e-mail with the code from the SMTP test server, sign out another device, download
// the export, make an API token and call the API with it, and delete an account whose open call
// a friend had joined (the friend gets the wager back).
import { ApiClient } from './support/api-client.ts';
import { E2E_PASSWORD, newPerson, signInPage, type Person } from './support/accounts.ts';
import { serverWithSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

const own = serverWithSmtp();

async function signUp(p: Person): Promise<ApiClient> {
  const api = new ApiClient(own.server.baseURL);
  const created = await api.post('/api/auth/sign-up/email', {
    data: { email: p.email, password: p.password, name: p.username, username: p.username },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const code = await own.smtp.waitForCode(p.email);
  const verified = await api.post('/api/account/verify-email', {
    data: { identifier: p.email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return api;
}

async function signInAgain(p: Person): Promise<ApiClient> {
  const api = new ApiClient(own.server.baseURL);
  const res = await api.post('/api/auth/sign-in/username', {
    data: { username: p.username, password: p.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

const me = async (api: ApiClient) => (await (await api.get('/api/users/me')).json()).data;

test('account settings: e-mail by code, another device signed out, export, API token', async ({
  page,
}) => {
  test.slow(); // five flows in one test, each through the UI
  const p = newPerson('acct');
  const api = await signUp(p);
  const otherDevice = await signInAgain(p);
  expect((await me(otherDevice))?.username).toBe(p.username);
  await signInPage(page, api);
  await page.goto(`${own.server.baseURL}/profile`);

  // E-mail: the code comes from the SMTP server to the new address.
  const email = page.getByRole('region', { name: 'E-mail address' });
  const newEmail = `new-${p.email}`;
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByLabel('Your password').fill(E2E_PASSWORD);
  const before = own.smtp.count(p.email);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(email.getByText(`We sent a code to ${newEmail}`)).toBeVisible();
  const code = await own.smtp.waitForCode(newEmail);
  await email.getByLabel('Code from the e-mail').fill(code);
  await email.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect.poll(() => own.smtp.count(p.email)).toBeGreaterThan(before); // the old one is told
  expect((await me(api)).email).toBe(newEmail);

  // Devices: a confirmed e-mail change ended the other session; sign in there again and end it
  // from the list.
  expect(await me(otherDevice)).toBeNull();
  const phone = await signInAgain(p);
  await page.reload();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  // The profile page loads again after the reload (its route is lazy): a longer first wait.
  await expect(devices.getByText('This device')).toBeVisible({ timeout: 30_000 });
  const list = devices.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: /^Sign out / }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await me(phone)).toBeNull();
  expect((await me(api))?.username).toBe(p.username);

  // Export: one zip to download.
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: 'Export my data' }).click();
  const downloading = page.waitForEvent('download');
  await data.getByRole('link', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^boldcall-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const zip = await readFile(path);
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes(Buffer.from('ledger.csv'))).toBe(true);

  // API token: shown once, then it reads the API like the session.
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Token name').fill('my script');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const token = (await tokens.getByTestId('new-api-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^bc_pat_/);
  await expect(tokens.getByText('my script')).toBeVisible();
  const viaToken = await fetch(`${own.server.baseURL}/api/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(viaToken.status).toBe(200);
  expect((await viaToken.json()).data.username).toBe(p.username);
});

test('deleting an account refunds its open call to a friend who joined it', async ({ page }) => {
  test.slow(); // two accounts, a call, a join and a deletion before the check
  const victim = newPerson('gone');
  const friend = newPerson('pal');
  const victimApi = await signUp(victim);
  const friendApi = await signUp(friend);
  const start = (await me(friendApi)).points as number;
  const created = await victimApi.post('/api/predictions', {
    data: {
      text: `The ${victim.username} team wins the cup next year`,
      category: 'other',
      expiresAt: `${new Date().getFullYear() + 1}-06-30`,
      pointsWagered: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  const joined = await friendApi.post(`/api/predictions/${id}/join`, {
    data: { pointsWagered: 12 },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  expect((await me(friendApi)).points).toBe(start - 12);

  await signInPage(page, victimApi);
  await page.goto(`${own.server.baseURL}/profile`);
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  await danger.getByLabel('Your password').fill(E2E_PASSWORD);
  await danger.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(/\/\?deleted=1$/);
  expect(await me(victimApi)).toBeNull();

  // The friend has the wager back and is told why.
  expect((await me(friendApi)).points).toBe(start);
  await page.context().clearCookies();
  await signInPage(page, friendApi);
  await page.goto(`${own.server.baseURL}/`);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByText(/its creator deleted their account\. 12 points came back/),
  ).toBeVisible();
});
