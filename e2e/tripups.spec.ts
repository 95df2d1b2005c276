// What players tripped over, end to end: a creator's Edit goes as soon as someone joins while the
// page is open (live events, docs/rules/live-events.md); a member whose league is deleted is told
// so, with its name, and the card goes from the open page (docs/rules/leagues.md); league cards
// on the Leagues page are equally wide. Each story leaves screenshots at desktop and 360 px in
// screenshots/tripups/ for people to look at.
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { expect, test } from './fixtures.ts';

const OUT = path.resolve(import.meta.dirname, '../screenshots/tripups');

/** Full-page pictures at the test's desktop width and at 360 px. */
async function shoot(page: Page, name: string) {
  const desktop = page.viewportSize()!;
  await page.screenshot({ path: path.join(OUT, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: path.join(OUT, `${name}-360.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

async function proPlayer(baseURL: string, username: string): Promise<ApiClient> {
  const api = await signUpViaApi(baseURL, username);
  const upgraded = await api.post('/api/users/upgrade-pro');
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  return api;
}

async function createLeague(owner: ApiClient, name: string, description: string) {
  const res = await owner.post('/api/leagues', { data: { name, description } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string; inviteCode: string };
}

/** The page's live stream is open: what commits from now on reaches it. */
async function gotoLive(page: Page, url: string) {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(url);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
}

const suffix = () => `${Date.now() % 1_000_000}`;

// Every story: several players and a live stream on a shared, busy machine.
test.beforeEach(() => test.slow());

test('a creator’s Edit goes when someone joins while the page is open', async ({
  page,
  baseURL,
}) => {
  const tag = suffix();
  const creator = await signUpViaApi(baseURL!, `stale_c_${tag}`);
  const joiner = await signUpViaApi(baseURL!, `stale_j_${tag}`);
  const text = `The stale Edit test call ${tag} comes true before next summer.`;
  const id = await createPredictionViaApi(creator, text, { pointsWagered: 10 });
  await signInPage(page, creator);
  await gotoLive(page, '/');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 20_000 });

  const joined = await joiner.post(`/api/predictions/${id}/join`, { data: { pointsWagered: 7 } });
  expect(joined.ok(), await joined.text()).toBe(true);
  // No reload: the join's notification refetches the card, which no longer offers Edit.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(card).toBeVisible();
  await shoot(page, 'stale-edit-gone');
});

test('a member is told when a league is deleted, and its card leaves the open page', async ({
  page,
  baseURL,
}) => {
  const tag = suffix();
  const owner = await proPlayer(baseURL!, `del_o_${tag}`);
  const member = await signUpViaApi(baseURL!, `del_m_${tag}`);
  const name = `Doomed ${tag}`;
  const league = await createLeague(owner, name, 'A league about to be deleted');
  const joined = await member.post('/api/leagues/join', {
    data: { inviteCode: league.inviteCode },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  await signInPage(page, member);
  await gotoLive(page, '/leagues');
  const leagues = page.getByRole('list', { name: 'Leagues' });
  await expect(leagues.getByRole('article', { name })).toBeVisible({ timeout: 20_000 });

  const deleted = await owner.delete(`/api/leagues/${league.id}`);
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await expect(leagues.getByRole('article', { name })).toHaveCount(0);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByText(
      `The league ${name} was deleted by its owner, and its leaderboard with it. You were not ranked on its board yet.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    panel.getByText(/Your points, predictions and accuracy are unchanged/),
  ).toBeVisible();
  await shoot(page, 'league-deleted-notice');
});

test('league cards on the Leagues page are equally wide at desktop width', async ({
  page,
  baseURL,
}) => {
  const tag = suffix();
  const owner = await proPlayer(baseURL!, `wide_o_${tag}`);
  await createLeague(owner, `Tiny ${tag}`, 'Hi');
  await createLeague(
    owner,
    `A league with a much longer name ${tag}`,
    'A long description that goes on and on about what the league is for, who plays in it, ' +
      'when the season starts and why the members keep coming back every Sunday afternoon.',
  );
  await createLeague(owner, `Mid ${tag}`, 'Medium length description of a league');
  await signInPage(page, owner);
  await page.goto('/leagues');
  const cards = page.getByRole('list', { name: 'Leagues' }).getByRole('article');
  await expect(cards.filter({ hasText: `Tiny ${tag}` })).toBeVisible({ timeout: 20_000 });
  const widths = await cards.evaluateAll((nodes) =>
    nodes.map((n) => Math.round(n.getBoundingClientRect().width)),
  );
  expect(widths.length).toBeGreaterThanOrEqual(4);
  const widest = Math.max(...widths);
  for (const width of widths) expect(Math.abs(width - widest)).toBeLessThanOrEqual(1);
  // Three to a row at this width.
  const lefts = await cards.evaluateAll((nodes) =>
    nodes.slice(0, 3).map((n) => Math.round(n.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(3);
  await shoot(page, 'league-cards');
});
