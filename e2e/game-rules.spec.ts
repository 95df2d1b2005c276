// The game rules as a player sees them (docs/rules/game.md): one position per prediction (a
// joiner's card offers no other side, and the sheet says why), no sides nor votes on a resolved
// card, the leaderboard's separate Not Ranked Yet section, the profile listing a jump-on and a bet
// against, and the catalogue's texts for a visitor pressing Join or Bet Against. Each worker gets its own server;
// names carry the project so nothing collides.
import type { Page } from '@playwright/test';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { serverWithAdmin } from './support/world.ts';
import { expect, test } from './fixtures.ts';

// Start-up only: a server with its own PostgreSQL on a busy machine.
const env = serverWithAdmin('e2e_admin', 180_000);

/** A player of this file, `gr_${role}_${tag}`, signed up through the API. */
const player = (role: string, tag: string) => signUpViaApi(env.server.baseURL, `gr_${role}_${tag}`);

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function resolve(id: string, resolution: 'CORRECT' | 'INCORRECT') {
  const res = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution, adminNote: 'Settled for the test.' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a player who joined cannot bet against: the card offers no other side', async ({
  page,
}, info) => {
  const tag = info.project.name;
  const creator = await player('maker', tag);
  const joiner = await player('joiner', tag);
  const text = `Joiners stay on one side (${tag})`;
  const id = await createPredictionViaApi(creator, text);
  const joined = await joiner.post(`/api/predictions/${id}/join`, { data: { pointsWagered: 5 } });
  expect(joined.ok()).toBe(true);

  await signInPage(page, joiner);
  await page.goto(`${env.server.baseURL}/u/gr_maker_${tag}`);
  const joinedCard = card(page, text);
  await expect(joinedCard.getByText('Joined', { exact: true })).toBeVisible();
  await expect(joinedCard.getByText('You back this call')).toBeVisible();
  for (const side of ['Join', 'Jump On', 'Bet Against']) {
    await expect(joinedCard.getByRole('button', { name: side, exact: true })).toHaveCount(0);
  }
  // Voting stays open: it is free and not a position.
  await expect(joinedCard.getByRole('button', { name: /^Vote up/ })).toBeEnabled();
  // The server refuses the other side with the rule's sentence.
  const refused = await joiner.post(`/api/predictions/${id}/bet-against`, { data: { wager: 5 } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    'You have joined this prediction. One position per prediction: you cannot also jump on it or bet against it.',
  );
});

test('a resolved card offers no side and no vote', async ({ page }, info) => {
  const tag = info.project.name;
  const creator = await player('done', tag);
  const viewer = await player('viewer', tag);
  const open = `Still open for calls (${tag})`;
  const settled = `Already settled call (${tag})`;
  await createPredictionViaApi(creator, open);
  await resolve(await createPredictionViaApi(creator, settled), 'CORRECT');

  await signInPage(page, viewer);
  await page.goto(`${env.server.baseURL}/u/gr_done_${tag}`);
  await expect(card(page, open).getByRole('button', { name: 'Bet Against' })).toBeVisible();
  await expect(card(page, open).getByRole('button', { name: /^Vote up/ })).toBeVisible();
  await expect(card(page, settled)).toBeVisible();
  await expect(card(page, settled).getByRole('button', { name: 'Bet Against' })).toHaveCount(0);
  await expect(card(page, settled).getByRole('button', { name: 'Jump On' })).toHaveCount(0);
  await expect(card(page, settled).getByRole('button', { name: /^Vote up/ })).toHaveCount(0);
});

test('the leaderboard ranks only ranked players and lists the others apart', async ({
  page,
}, info) => {
  const tag = info.project.name;
  const ace = await player('ace', tag);
  const fresh = await player('fresh', tag);
  // The newcomer takes the free Pro upgrade: 1000 points, nothing resolved.
  expect((await fresh.post('/api/users/upgrade-pro', { data: {} })).ok()).toBe(true);
  for (let i = 0; i < 5; i += 1) {
    await resolve(await createPredictionViaApi(ace, `Ace call number ${i} (${tag})`), 'CORRECT');
  }
  await resolve(await createPredictionViaApi(fresh, `Fresh first call (${tag})`), 'INCORRECT');

  await page.goto(`${env.server.baseURL}/leaderboard`);
  const ranked = page.getByRole('list', { name: 'Full Rankings' });
  const unranked = page.getByRole('list', { name: 'Not Ranked Yet' });
  await expect(page.getByRole('heading', { name: 'Not Ranked Yet' })).toBeVisible();
  const aceRow = ranked.getByRole('listitem').filter({ hasText: `gr_ace_${tag}` });
  await expect(aceRow.getByText(/^Rank \d+$/)).toBeAttached();
  const freshRow = unranked.getByRole('listitem').filter({ hasText: `gr_fresh_${tag}` });
  await expect(freshRow.getByText('4 more resolved calls to be ranked')).toBeVisible();
  await expect(freshRow.getByText('Unranked')).toBeAttached();
  await expect(ranked.getByText(`gr_fresh_${tag}`)).toHaveCount(0);
  // The podium is for ranked players only.
  await expect(
    page.getByRole('region', { name: 'Top Performers' }).getByText(`gr_fresh_${tag}`),
  ).toHaveCount(0);
});

test('the profile lists a jump-on and a bet against, and counts them', async ({ page }, info) => {
  const tag = info.project.name;
  const maker = await player('host', tag);
  const me = await player('player', tag);
  const backed = `A call I jumped on (${tag})`;
  const opposed = `A call I bet against (${tag})`;
  const jumpId = await createPredictionViaApi(maker, backed);
  const betId = await createPredictionViaApi(maker, opposed);
  expect((await me.post(`/api/predictions/${jumpId}/jump-on`, { data: { wager: 6 } })).ok()).toBe(
    true,
  );
  expect(
    (await me.post(`/api/predictions/${betId}/bet-against`, { data: { wager: 7 } })).ok(),
  ).toBe(true);
  await resolve(betId, 'INCORRECT');

  await signInPage(page, me);
  await page.goto(`${env.server.baseURL}/profile`);
  const list = page.getByRole('list', { name: 'Your Predictions' });
  const position = (text: string) =>
    list.getByRole('listitem').filter({ hasText: text }).first().getByRole('list', {
      name: 'Position',
    });
  const jumped = position(backed);
  await expect(jumped.getByText('Jumped on', { exact: true })).toBeVisible();
  await expect(jumped.getByText('For · 6 pts')).toBeVisible();
  await expect(jumped.getByText('Open', { exact: true })).toBeVisible();
  const bet = position(opposed);
  await expect(bet.getByText('Bet against', { exact: true })).toBeVisible();
  await expect(bet.getByText('Against · 7 pts')).toBeVisible();
  await expect(bet.getByText('Won: 14 back')).toBeVisible();
  await expect(page.getByText('No predictions yet')).toHaveCount(0);
  const total = page
    .locator('dl[aria-label="Stats"] > div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Total Predictions$/ }) })
    .getByRole('definition')
    .first();
  await expect(total).toHaveText('2');
});

test("a visitor pressing Join or Bet Against sees the catalogue's texts", async ({
  page,
}, info) => {
  const tag = info.project.name;
  const maker = await player('visit', tag);
  const text = `A call a visitor finds (${tag})`;
  await createPredictionViaApi(maker, text);
  await page.goto(`${env.server.baseURL}/u/gr_visit_${tag}`);
  await card(page, text).getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('User not found. Please sign in.')).toBeVisible();
  // The Sign In dialog opens too (it loads on first use): closed before the next press.
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toHaveCount(0);
  await card(page, text).getByRole('button', { name: 'Bet Against' }).click();
  await expect(page.getByText('Sign in to interact with predictions')).toBeVisible();
  await expect(signIn).toBeVisible();
});
