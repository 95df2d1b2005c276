// The Pro tier ("Home" CTA and "Upgrade to Pro", "Pro count", "User tier",
// docs/rules/game.md): the Home claim button that names the count and pulses, the leaderboard offer,
// the free upgrade with its success banner (the dialog closes after 3 s), the Pro Member badge,
// and the waitlist once the launch promotion is exhausted. Each test gets a server of its own with
// a launch promotion of 3 free upgrades and claims, through the API, the upgrades its state
// needs, so every state is real and any test runs alone, in any order.
import type { ApiClient } from './support/api-client.ts';
import type { Page } from '@playwright/test';
import { PRO_MSG } from '@boldcall/shared/schemas/pro';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { expect, test as base } from './fixtures.ts';

const FREE_UPGRADES = 3;

const test = base.extend<{ server: AppServer }>({
  // eslint-disable-next-line no-empty-pattern -- no fixtures needed
  server: async ({}, use) => {
    const server = await startAppServer({
      FREE_PRO_LIMIT: String(FREE_UPGRADES),
      SPORTS_DATA_URL: 'off',
    });
    await use(server);
    await server.stop();
  },
  // The page's base URL comes from the server, so the page closes before the server stops.
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

async function player(server: AppServer, page: Page, username: string): Promise<ApiClient> {
  const api = await signUpViaApi(server.baseURL, username);
  await signInPage(page, api);
  return api;
}

/** Other players take `count` of the free upgrades first, as earlier players would have. */
async function claimFreeUpgrades(server: AppServer, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const other = await signUpViaApi(server.baseURL, `pro_early_${i}`);
    const res = await other.post('/api/users/upgrade-pro', { data: {} });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function me(api: ApiClient): Promise<{ isPro: boolean; points: number }> {
  const res = await api.get('/api/users/me');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

const upgradeDialog = (page: Page) => page.getByRole('dialog', { name: 'Upgrade to Pro' });
// The points pill in the navigation (found by its title: a modal hides the banner's role).
const balance = (page: Page, points: number) =>
  page.getByTitle(`${points.toLocaleString('en-US')} points`, { exact: true });

test('a visitor sees the offer on the leaderboard and is asked to sign in', async ({
  page,
  server,
}) => {
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim free Pro/ })).toHaveCount(0);

  await page.goto(`${server.baseURL}/leaderboard`);
  const offer = page.getByRole('region', { name: 'Go Pro, call bigger' });
  await expect(offer.getByText('$9.99/month')).toBeVisible();
  await expect(offer.getByText('Free during the launch')).toBeVisible();
  await expect(offer).toContainText(`${FREE_UPGRADES} of ${FREE_UPGRADES} free upgrades left`);
  await offer.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('Home: the claim button names the count and pulses; the free upgrade makes a Pro Member', async ({
  page,
  server,
}, testInfo) => {
  const api = await player(server, page, `pro_a_${testInfo.project.name}`);
  await page.goto(`${server.baseURL}/`);
  const claim = page.getByRole('button', { name: `Claim free Pro — ${FREE_UPGRADES} left` });
  await expect(claim).toBeVisible();
  // The suite runs with reduced motion; this check asks for motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(claim).toHaveCSS('animation-name', 'bc-attention');
  // Making a prediction stays one tap away.
  await expect(page.getByRole('button', { name: 'Make a prediction' }).first()).toBeVisible();
  // No pulse for people who asked for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(claim).toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await claim.click();
  const dialog = upgradeDialog(page);
  await expect(dialog.getByText('$9.99/month')).toBeVisible();
  await expect(dialog.getByText('Free during the launch')).toBeVisible();
  await expect(dialog.getByText(`${FREE_UPGRADES} free upgrades left.`)).toBeVisible();
  const benefits = dialog.getByRole('list', { name: 'Pro benefits' });
  await expect(benefits).toContainText('1,000 points on upgrade');
  await expect(benefits).toContainText('1,000-point monthly refresh');
  await expect(benefits).toContainText('Create leagues');
  await expect(balance(page, 100)).toBeAttached();

  await dialog.getByRole('button', { name: 'Upgrade for free' }).click();
  await expect(dialog.getByRole('status')).toContainText('Welcome to Pro');
  // The banner closes the dialog after 3 s.
  await expect(dialog).toHaveCount(0, { timeout: 6_000 });

  await expect(page.getByText('Pro Member', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim free Pro/ })).toHaveCount(0);
  await expect(balance(page, 1000)).toBeVisible();
  expect(await me(api)).toMatchObject({ isPro: true, points: 1000 });

  // The Pro player sees no offer on the leaderboard either; the PRO badge is in their row.
  await page.goto(`${server.baseURL}/leaderboard`);
  await expect(page.getByRole('heading', { name: 'Full Rankings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Go Pro, call bigger' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your standing' })).toBeVisible();
  // A new player has nothing resolved: their row is under Not Ranked Yet.
  const mine = page.getByRole('list', { name: 'Not Ranked Yet' }).locator('[aria-current="true"]');
  await expect(mine.getByText('PRO', { exact: true })).toBeVisible();
});

test('Leaderboard: upgrade from the offer; the PRO badge appears in the rankings', async ({
  page,
  server,
}, testInfo) => {
  await claimFreeUpgrades(server, 1);
  const username = `pro_b_${testInfo.project.name}`;
  const api = await player(server, page, username);
  await page.goto(`${server.baseURL}/leaderboard`);
  // A new player has nothing resolved: their row is under Not Ranked Yet.
  const mine = page.getByRole('list', { name: 'Not Ranked Yet' }).locator('[aria-current="true"]');
  await expect(mine.getByRole('link', { name: username })).toBeVisible();
  await expect(mine.getByText('PRO', { exact: true })).toHaveCount(0);

  const offer = page.getByRole('region', { name: 'Go Pro, call bigger' });
  await expect(offer).toContainText(`${FREE_UPGRADES - 1} of ${FREE_UPGRADES} free upgrades left`);
  await offer.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = upgradeDialog(page);
  await expect(dialog.getByText(`${FREE_UPGRADES - 1} free upgrades left.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade for free' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your balance is now 1,000 points.');
  await expect(dialog).toHaveCount(0, { timeout: 6_000 });

  // The board reloads: the offer gives way to the Pro Member badge and the row shows PRO.
  await expect(offer).toHaveCount(0);
  await expect(page.getByText('Pro Member', { exact: true })).toBeVisible();
  await expect(mine.getByText('PRO', { exact: true })).toBeVisible();
  await expect(mine).toContainText('1,000');
  expect(await me(api)).toMatchObject({ isPro: true, points: 1000 });
});

test('when the last free upgrade goes while the dialog is open, it offers the waitlist', async ({
  page,
  server,
}, testInfo) => {
  await claimFreeUpgrades(server, FREE_UPGRADES - 1);
  const username = `pro_c_${testInfo.project.name}`;
  const api = await player(server, page, username);
  const rival = await signUpViaApi(server.baseURL, `pro_d_${testInfo.project.name}`);

  await page.goto(`${server.baseURL}/leaderboard`);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = upgradeDialog(page);
  await expect(dialog.getByText('1 free upgrade left.')).toBeVisible();

  // Someone else takes the last free upgrade meanwhile.
  const taken = await rival.post('/api/users/upgrade-pro', { data: {} });
  expect(taken.ok(), await taken.text()).toBe(true);

  await dialog.getByRole('button', { name: 'Upgrade for free' }).click();
  await expect(dialog.getByText(PRO_MSG.promotionExhausted)).toBeVisible();
  await expect(dialog.getByText('Free during the launch')).toHaveCount(0);
  const email = dialog.getByLabel('E-mail');
  await expect(email).toHaveValue(`${username}@example.com`);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText(PRO_MSG.waitlistJoined)).toBeVisible();
  expect(await me(api)).toMatchObject({ isPro: false, points: 100 });

  // The server kept the address: joining again is recognised.
  const again = await api.post('/api/waitlist/join', {
    data: { email: `${username}@example.com` },
  });
  expect(again.ok(), await again.text()).toBe(true);
  expect((await again.json()).data.alreadyJoined).toBe(true);
});

test('with no free upgrade left: Home keeps Make a prediction, the offer is the waitlist', async ({
  page,
  server,
}, testInfo) => {
  await claimFreeUpgrades(server, FREE_UPGRADES);
  await player(server, page, `pro_e_${testInfo.project.name}`);
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole('button', { name: 'Make a prediction' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim free Pro/ })).toHaveCount(0);

  await page.goto(`${server.baseURL}/leaderboard`);
  const offer = page.getByRole('region', { name: 'Go Pro, call bigger' });
  await expect(offer).toContainText('All free launch upgrades have been claimed.');
  await offer.getByRole('button', { name: 'Join the Pro waitlist' }).click();
  const dialog = upgradeDialog(page);
  await expect(dialog.getByText(PRO_MSG.promotionExhausted)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade for free' })).toHaveCount(0);

  const email = dialog.getByLabel('E-mail');
  await email.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill(`waitlist_${testInfo.project.name}@example.com`);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText(PRO_MSG.waitlistJoined)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
});
