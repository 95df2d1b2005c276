// Leagues end to end (docs/rules/leagues.md): a Pro player creates a private league, a second
// player follows the invite link and joins with its code, both are on the league's
// leaderboard, and the second leaves. A visitor following an invite link signs up first and
// then joins. Every player is made through the real API; everything else is done in the page.
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { E2E_PASSWORD, mailedCode, signInPage, signUpViaApi } from './support/accounts.ts';
import { submitCode, submitSignUp } from './support/auth-dialog.ts';
import { expect, test } from './fixtures.ts';

async function proPlayer(baseURL: string, username: string): Promise<ApiClient> {
  const api = await signUpViaApi(baseURL, username);
  const upgraded = await api.post('/api/users/upgrade-pro');
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  return api;
}

/** Creates a private league from the Leagues page; returns its invite link. */
async function createPrivateLeague(page: Page, name: string): Promise<string> {
  await page.goto('/leagues');
  await page.getByRole('button', { name: 'Create League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create League' });
  await dialog.getByLabel('League Name').fill(name);
  await dialog.getByLabel('Description').fill('Our private office league');
  await dialog.getByLabel(/Private league/).check();
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toMatch(/\/leagues\?join=[A-Z0-9]{6}$/);
  return link;
}

/**
 * The players of a board. These players have no resolved calls yet, so they are listed under
 * Not Ranked Yet, without a rank (docs/rules/game.md), and Full Rankings is empty.
 */
const rankings = (page: Page) => page.getByRole('list', { name: 'Not Ranked Yet' });
const nobodyRanked = (page: Page) =>
  page.getByText('Nobody has 5 resolved calls on this board yet.');

test('a Pro player creates a private league; a second player joins from the invite link, both rank on it, then the second leaves', async ({
  page,
  baseURL,
}, testInfo) => {
  // A long story (three sign-ins, five pages) on a shared, busy machine.
  test.slow();
  const tag = testInfo.project.name;
  const ownerName = `lg_owner_${tag}`;
  const memberName = `lg_member_${tag}`;
  const leagueName = `Office Picks ${tag}`;
  const owner = await proPlayer(baseURL!, ownerName);
  const member = await signUpViaApi(baseURL!, memberName);

  await signInPage(page, owner);
  const link = await createPrivateLeague(page, leagueName);
  const code = new URL(link).searchParams.get('join')!;
  const leagueUrl = new URL(page.url()).pathname;
  await expect(rankings(page).getByRole('link', { name: ownerName })).toBeVisible();
  await expect(nobodyRanked(page)).toBeVisible();
  // The invite is one tap away at the top of the page: the link copied (no share sheet here).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Invite link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The second player follows the invite link.
  await page.context().clearCookies();
  await signInPage(page, member);
  await page.goto(link);
  const join = page.getByRole('dialog', { name: 'Join League' });
  await expect(join.getByLabel('Invite code')).toHaveValue(code);
  await join.getByRole('button', { name: 'Join', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${leagueUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(page.getByText('2 members')).toBeVisible();
  await expect(rankings(page).getByRole('link', { name: ownerName })).toBeVisible();
  await expect(rankings(page).getByRole('link', { name: memberName })).toBeVisible();
  // Members see the code; the owner heard of the join.
  await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
  const told = await (await owner.get('/api/notifications')).json();
  expect(told.data.map((n: { message: string }) => n.message)).toContain(
    `${memberName} joined your league ${leagueName}.`,
  );

  // The league is a filter of the Leaderboard page too (in the address).
  await page.goto('/leaderboard');
  await page.getByLabel('League', { exact: true }).selectOption({ label: leagueName });
  await expect(page).toHaveURL(new RegExp(`league=${leagueUrl.split('/').pop()}`));
  await expect(rankings(page).getByRole('link', { name: memberName })).toBeVisible();
  await expect(rankings(page).locator(':scope > li')).toHaveCount(2);

  // The second player leaves: back to the list, where the private league is gone for them.
  await page.goto(leagueUrl);
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave league' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByRole('article', { name: 'Global' })).toBeVisible();
  await expect(page.getByRole('article', { name: leagueName })).toHaveCount(0);
  // Not Pro: no Create League, the upgrade banner instead.
  await expect(page.getByRole('button', { name: 'Create League' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Upgrade to Pro to create leagues' }),
  ).toBeVisible();
  const card = await (await owner.get(leagueUrl.replace('/leagues', '/api/leagues'))).json();
  expect(card.data).toMatchObject({ memberCount: 1, isOwner: true });
});

test('a visitor following an invite link signs up first, then joins', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const tag = testInfo.project.name;
  const owner = await proPlayer(baseURL!, `lg_host_${tag}`);
  const created = await owner.post('/api/leagues', {
    data: { name: `Visitors Welcome ${tag}`, description: 'Joined from a link', isPrivate: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const league = (await created.json()).data;

  await page.goto(`/leagues?join=${league.inviteCode}`);
  const join = page.getByRole('dialog', { name: 'Join League' });
  await expect(join.getByLabel('Invite code')).toHaveValue(league.inviteCode);
  await join.getByRole('button', { name: 'Sign up to join' }).click();

  const username = `lg_visitor_${tag}`;
  const email = `${username}@example.com`;
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await submitSignUp(signUp, { email, username, password: E2E_PASSWORD });
  const verify = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(verify).toBeVisible();
  await submitCode(verify, await mailedCode(baseURL!, email));

  // Signed in, the Join League dialog is back with the code.
  await expect(join.getByLabel('Invite code')).toHaveValue(league.inviteCode);
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  await expect(rankings(page).getByRole('link', { name: username })).toBeVisible();
});
