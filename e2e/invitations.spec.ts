// Invitations (docs/rules/invitations.md): a player generates an invite on the profile, a friend
// opens the link `/?invite=CODE`, Sign Up is pre-filled with the code; once the friend verifies
// the e-mail the inviter hears of it (bell) and the code shows as used, and once the friend has
// really played (a call of theirs settles) the inviter's points rise by the referral bonus in the
// open page (live). The friend starts with the normal sign-up points.
import type { Page } from '@playwright/test';
import { REFERRAL_BONUS_POINTS, SIGNUP_POINTS } from '../packages/shared/src/constants.ts';
import { ApiClient } from './support/api-client.ts';
import {
  createPredictionViaApi,
  E2E_PASSWORD,
  mailedCode,
  signInPage,
  signUpViaApi,
} from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { submitCode, submitSignUp } from './support/auth-dialog.ts';
import { expect, test } from './fixtures.ts';

const ADMIN = 'e2e_admin';

const pill = (page: Page, points: number) =>
  page.getByRole('banner').getByTitle(`${points.toLocaleString('en-US')} points`);

test('an invite is generated, used at sign-up through the link, and the inviter’s points rise once the friend has played', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two browsers and a full sign-up on a busy machine
  // A server of its own: the friend's call is settled by its admin.
  const server = await startAppServer({ ADMIN_USERNAMES: ADMIN });
  const baseURL = server.baseURL;
  const friendContext = await browser.newContext({ baseURL });
  try {
    const admin = await signUpViaApi(baseURL, ADMIN);
    const inviter = await signUpViaApi(baseURL, 'inviter');
    await signInPage(page, inviter);
    await page.goto(`${baseURL}/profile`);
    await expect(pill(page, SIGNUP_POINTS)).toBeVisible();

    const card = page.getByRole('region', { name: 'Invitations' });
    await expect(card.getByText('Total invites')).toBeVisible();
    await card.getByRole('button', { name: 'Generate invite' }).click();
    const list = card.getByRole('list', { name: 'Invitations' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const code = (await list.locator('code').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z]{6}$/);
    await expect(list.getByText('Unused')).toBeVisible();

    // The friend, in a browser of their own, follows the link.
    const friendErrors: string[] = [];
    const friend = await friendContext.newPage();
    friend.on('pageerror', (error) => friendErrors.push(error.message));
    await friend.goto(`/?invite=${code}`);
    const dialog = friend.getByRole('dialog', { name: 'Create Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(code);
    expect(new URL(friend.url()).search).toBe(''); // the code left the address bar
    const username = 'friend';
    const email = `${username}@example.com`;
    await submitSignUp(dialog, { email, username, password: E2E_PASSWORD });
    const verify = friend.getByRole('dialog', { name: 'Verify Email' });
    await expect(verify).toBeVisible();

    // Signed up but not verified: nothing happens yet.
    const before = await (await inviter.get('/api/users/me')).json();
    expect(before.data.points).toBe(SIGNUP_POINTS);

    await submitCode(verify, await mailedCode(baseURL, email));
    // Generous: verification, sign-in and reloading every query on a busy machine.
    await expect(friend.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(pill(friend, SIGNUP_POINTS)).toBeVisible();
    expect(friendErrors).toEqual([]);

    // The inviter's open page hears of the sign-up without a reload: the bell, and the code
    // shows as used by the friend. No points yet: the friend has not played.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await card.getByRole('tab', { name: 'Used (1)' }).click();
    await expect(card.getByRole('tabpanel')).toContainText('used by friend');
    await expect(pill(page, SIGNUP_POINTS)).toBeVisible();

    // The friend makes a call and it settles: now the bonus is paid, live in the open page.
    const friendApi = new ApiClient(baseURL);
    const signedIn = await friendApi.post('/api/auth/sign-in/username', {
      data: { username, password: E2E_PASSWORD },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const id = await createPredictionViaApi(friendApi, 'The friend’s first bold call comes true');
    const resolved = await admin.post(`/api/predictions/${id}/resolve`, {
      data: { resolution: 'CORRECT', adminNote: 'Settled for the test.' },
    });
    expect(resolved.ok(), await resolved.text()).toBe(true);
    await expect(pill(page, SIGNUP_POINTS + REFERRAL_BONUS_POINTS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    const ledger = await (await inviter.get('/api/users/me/ledger?limit=5')).json();
    expect(JSON.stringify(ledger)).toContain('referral_bonus');
  } finally {
    await friendContext.close();
    await server.stop();
  }
});

test('a wrong invite code is refused on the Sign Up form', async ({ page }) => {
  await page.goto('/?invite=NOPEXX');
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue('NOPEXX');
  await submitSignUp(dialog, {
    email: 'nobody-invited@example.com',
    username: 'nobody_invited',
    password: E2E_PASSWORD,
  });
  await expect(dialog.getByText('Invalid invitation code')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify Email' })).toHaveCount(0);
});
