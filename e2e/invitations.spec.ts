// Invitations (issue 18): a player generates an invite on the profile, a friend opens the link
// `/?invite=CODE`, Sign Up is pre-filled with the code, and once the friend verifies the e-mail
// the inviter's points rise by the referral bonus in the open page (live), the code shows as
// used, and the friend starts with the normal sign-up points.
import type { Page } from '@playwright/test';
import { REFERRAL_BONUS_POINTS, SIGNUP_POINTS } from '../packages/shared/src/constants.ts';
import { E2E_PASSWORD, mailedCode, signInPage, signUpViaApi } from './support/accounts.ts';
import { submitCode, submitSignUp } from './support/auth-dialog.ts';
import { expect, test } from './fixtures.ts';

const pill = (page: Page, points: number) =>
  page.getByRole('banner').getByTitle(`${points.toLocaleString('en-US')} points`);

test('an invite is generated, used at sign-up through the link, and the inviter’s points rise', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // two browsers and a full sign-up on a busy machine
  const suffix = `${testInfo.project.name}_${Date.now() % 100_000}`;
  const inviter = await signUpViaApi(baseURL!, `inviter_${suffix}`);
  await signInPage(page, inviter);
  await page.goto('/profile');
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
  const friendContext = await browser.newContext({ baseURL });
  const friendErrors: string[] = [];
  try {
    const friend = await friendContext.newPage();
    friend.on('pageerror', (error) => friendErrors.push(error.message));
    await friend.goto(`/?invite=${code}`);
    const dialog = friend.getByRole('dialog', { name: 'Create Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(code);
    expect(new URL(friend.url()).search).toBe(''); // the code left the address bar
    const username = `friend_${suffix}`;
    const email = `${username}@example.com`;
    await submitSignUp(dialog, { email, username, password: E2E_PASSWORD });
    const verify = friend.getByRole('dialog', { name: 'Verify Email' });
    await expect(verify).toBeVisible();

    // Signed up but not verified: nothing credited yet.
    const before = await (await inviter.get('/api/users/me')).json();
    expect(before.data.points).toBe(SIGNUP_POINTS);

    await submitCode(verify, await mailedCode(baseURL!, email));
    // Generous: verification, sign-in and reloading every query on a busy machine.
    await expect(friend.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(pill(friend, SIGNUP_POINTS)).toBeVisible();
  } finally {
    await friendContext.close();
  }
  expect(friendErrors).toEqual([]);

  // The inviter's open page hears of it without a reload: balance and bell.
  await expect(pill(page, SIGNUP_POINTS + REFERRAL_BONUS_POINTS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  // …and the invitations card shows the code as used by the friend.
  await card.getByRole('tab', { name: 'Used (1)' }).click();
  await expect(card.getByRole('tabpanel')).toContainText(`used by friend_${suffix}`);

  const ledger = await (await inviter.get('/api/users/me/ledger?limit=5')).json();
  expect(JSON.stringify(ledger)).toContain('referral_bonus');
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
