// The prediction game on Home, end to end (Home and its dialogs rules):
// the grid's four states, create with every validation message, edit, join, vote, jump on,
// bet against with the balance in the navigation following, search and every filter, and
// "Load more". Each test gets a server of its own with a fresh database and makes the players and
// calls it needs, so the board holds exactly what the test made (the empty state is real) and any
// test runs alone, in any order, beside the others.
import { openByClient } from './support/client-render.ts';
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { holdRequests } from './support/network.ts';
import { expect, test as base } from './fixtures.ts';

const ADMIN = 'e2e_admin';

const test = base.extend<{ server: AppServer }>({
  // eslint-disable-next-line no-empty-pattern -- no fixtures needed
  server: async ({}, use) => {
    const server = await startAppServer({ ADMIN_USERNAMES: ADMIN });
    await use(server);
    await server.stop();
  },
  // The page's base URL comes from the server, so the page (set up after the server) closes
  // before the server stops and never hears a refused connection.
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

const IDEA_TEXT = 'The Kansas City Chiefs will win the next Super Bowl.';
const EDITED_TEXT = 'The Kansas City Chiefs will win the next two Super Bowls.';
const FED_TEXT = 'The Fed cuts interest rates twice before July.';
const nextYear = new Date().getFullYear() + 1;
// The expiry createPredictionViaApi gives.
const FUTURE = `${nextYear}-06-30`;

/** A new player (code from the dev mailbox), signed in on `page` when one is given. */
async function player(server: AppServer, username: string, page?: Page): Promise<ApiClient> {
  const api = await signUpViaApi(server.baseURL, username);
  if (page) await signInPage(page, api);
  return api;
}

/** `who` takes a position on the call `id` through the API. */
async function takePosition(who: ApiClient, id: string, action: 'join' | 'jump-on', wager: number) {
  const data = action === 'join' ? { pointsWagered: wager } : { wager };
  const res = await who.post(`/api/predictions/${id}/${action}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

const home = (page: Page) => page.goto('/');
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
// The points pill in the navigation (found by its title: a modal hides the banner's role).
const balance = (page: Page, points: number) =>
  page.getByTitle(`${points} points`, { exact: true });
const isPredictionList = (url: URL) => url.pathname === '/api/predictions';
/** A transient refusal of the server, as the page would get it. */
const SLOW_DOWN = {
  status: 429,
  contentType: 'application/json',
  body: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }),
};

test('loading shows 6 skeletons, then the empty state on a fresh database', async ({
  page,
  server,
}) => {
  // Four players and no call yet.
  await Promise.all(['alice', 'bob', 'carol', ADMIN].map((name) => player(server, name)));
  const release = await holdRequests(page, isPredictionList);
  await openByClient(page, `${server.baseURL}/`);
  const loading = page.getByRole('status', { name: 'Loading predictions' });
  await expect(loading).toBeVisible();
  await expect(loading.locator(':scope > *')).toHaveCount(6);
  release();
  await expect(page.getByRole('heading', { name: 'No Predictions Yet' })).toBeVisible();
  await expect(page.getByText('Be the first to make a bold prediction!')).toBeVisible();
  await expect(loading).toHaveCount(0);

  // Platform stats, reached with the hero's "View stats" button.
  await page.getByRole('button', { name: 'View stats' }).click();
  const stats = page.getByRole('region', { name: 'Platform stats' });
  await expect(stats).toBeInViewport();
  await expect(stats.getByRole('definition')).toHaveText(['0', '0', '4', '0%']);
});

test('a failed load shows the error with Try Again', async ({ page, server }) => {
  // A 4xx answer: the query client does not retry it and Chromium's log of it is expected.
  await page.route(isPredictionList, (route) => route.fulfill(SLOW_DOWN));
  await openByClient(page, `${server.baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Failed to load predictions' })).toBeVisible();
  await page.unroute(isPredictionList);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No Predictions Yet' })).toBeVisible();
});

test('visitors are asked to sign in; the hero offers Sign up', async ({ page }) => {
  await home(page);
  await expect(page.getByRole('button', { name: 'Sign up' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a prediction' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Make a prediction' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});

test('create: every validation message, then a new card and the balance', async ({
  page,
  server,
}) => {
  await player(server, 'alice', page);
  await home(page);
  await expect(balance(page, 100)).toBeVisible();
  await page.getByRole('button', { name: 'Make a prediction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Make a Prediction' });
  await expect(dialog).toBeVisible();

  const text = dialog.getByLabel('Your prediction');
  const expiry = dialog.getByLabel('Expires on');
  const wager = dialog.getByLabel('Wager', { exact: true });
  const submit = dialog.getByRole('button', { name: 'Make prediction' });

  // Defaults: empty text with ideas, 0/500, wager 10, the picker starts tomorrow.
  await expect(dialog.getByText('0/500')).toBeVisible();
  await expect(wager).toHaveValue('10');
  const tomorrow = await page.evaluate(() => {
    const d = new Date();
    const t = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
    return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  });
  await expect(expiry).toHaveAttribute('min', tomorrow);
  for (const amount of [5, 10, 25, 50]) {
    await expect(dialog.getByRole('button', { name: `Wager ${amount} points` })).toBeEnabled();
  }
  await expect(dialog.getByRole('list', { name: 'Prediction ideas' })).toBeVisible();

  // Everything empty.
  await wager.fill('');
  await submit.click();
  await expect(dialog.getByText('Prediction text is required')).toBeVisible();
  await expect(dialog.getByText('Please choose a category')).toBeVisible();
  await expect(dialog.getByText('Expiration date is required')).toBeVisible();
  await expect(dialog.getByText('Must wager at least 1 point')).toBeVisible();

  // Too short, in the past, too much.
  await text.fill('Too short');
  await expiry.fill('2020-01-01');
  await wager.fill('101');
  await submit.click();
  await expect(dialog.getByText('Prediction must be at least 10 characters')).toBeVisible();
  await expect(dialog.getByText('Expiration date must be in the future')).toBeVisible();
  await expect(dialog.getByText('Cannot wager more than 100 points')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Prediction ideas' })).toHaveCount(0);

  // Too long, with the counter past 500.
  await text.fill('x'.repeat(501));
  await expect(dialog.getByText('501/500')).toBeVisible();
  await expect(dialog.getByText('Prediction must be less than 500 characters')).toBeVisible();

  // A quick-start idea fills the text and the category.
  await text.fill('');
  await dialog.getByRole('button', { name: 'Super Bowl champs' }).click();
  await expect(text).toHaveValue(IDEA_TEXT);
  await expect(dialog.getByLabel('Category')).toHaveValue('sports');
  await expiry.fill(FUTURE);
  await dialog.getByRole('button', { name: 'Wager 25 points' }).click();
  await expect(wager).toHaveValue('25');
  await wager.fill('10');

  // The server's refusal shows in the red box (a transient answer, simulated once).
  let refusedOnce = false;
  await page.route(isPredictionList, (route) => {
    if (route.request().method() !== 'POST' || refusedOnce) return route.continue();
    refusedOnce = true;
    return route.fulfill(SLOW_DOWN);
  });
  await submit.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Slow down' })).toBeVisible();

  await submit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Prediction created!')).toBeVisible();
  const created = card(page, IDEA_TEXT);
  await expect(created).toBeVisible();
  await expect(created.getByText('Pending')).toBeVisible();
  await expect(created.getByText('Sports')).toBeVisible();
  await expect(created.getByText('10', { exact: true })).toBeVisible();
  await expect(created.getByText('Your call')).toBeVisible();
  // The creator can edit, but not join or interact with their own call.
  await expect(created.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(created.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(created.getByRole('button', { name: 'Jump On' })).toHaveCount(0);
  await expect(created.getByRole('button', { name: 'Bet Against' })).toHaveCount(0);
  await expect(balance(page, 90)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Platform stats' }).getByRole('definition').first(),
  ).toHaveText('1');
});

test('the creator edits text, category and expiry', async ({ page, server }) => {
  const alice = await player(server, 'alice', page);
  await createPredictionViaApi(alice, IDEA_TEXT, { category: 'sports', pointsWagered: 10 });
  await home(page);
  await card(page, IDEA_TEXT).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit prediction' });
  await expect(dialog.getByLabel('Your prediction')).toHaveValue(IDEA_TEXT);
  await expect(dialog.getByLabel('Expires on')).toHaveValue(FUTURE);
  await dialog.getByLabel('Your prediction').fill('Short');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Prediction must be at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Your prediction').fill(EDITED_TEXT);
  await dialog.getByLabel('Category').selectOption('other');
  await dialog.getByLabel('Expires on').fill(`${nextYear}-07-31`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = card(page, EDITED_TEXT);
  await expect(edited.getByText('Other', { exact: true })).toBeVisible();
  await expect(edited.getByText(`Expires Jul 31, ${nextYear}`)).toBeVisible();
  await edited.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit prediction' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('a visitor pressing Join or Jump On gets the sign-in dialog', async ({ page, server }) => {
  await createPredictionViaApi(await player(server, 'alice'), EDITED_TEXT);
  await home(page);
  await card(page, EDITED_TEXT).getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page, EDITED_TEXT).getByRole('button', { name: 'Jump On' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('join, vote, jump on and bet against; the balance follows', async ({ page, server }) => {
  // Three players in turn through the bet sheet: over 30 s on a busy machine.
  test.slow();
  const alice = await player(server, 'alice');
  await createPredictionViaApi(alice, EDITED_TEXT, { pointsWagered: 10 });
  await player(server, 'bob', page);
  await home(page);
  await expect(balance(page, 100)).toBeVisible();
  const target = card(page, EDITED_TEXT);
  await expect(target.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Join, with the same wager bounds as the create form.
  await target.getByRole('button', { name: 'Join' }).click();
  const sheet = page.getByRole('dialog', { name: 'Interact with Prediction' });
  await expect(sheet.getByRole('heading', { name: 'Join Prediction' })).toBeVisible();
  await expect(sheet.getByText(EDITED_TEXT)).toBeVisible();
  await expect(sheet.getByRole('radio', { name: /Join/ })).toHaveAttribute('aria-checked', 'true');
  const joinWager = sheet.getByLabel('Your wager');
  await expect(joinWager).toHaveValue('10');
  await expect(sheet.getByText('20 points')).toBeVisible();
  await joinWager.fill('0');
  await sheet.getByRole('button', { name: 'Join prediction' }).click();
  await expect(sheet.getByText('Must wager at least 1 point')).toBeVisible();
  await joinWager.fill('101');
  await sheet.getByRole('button', { name: 'Join prediction' }).click();
  await expect(sheet.getByText('Cannot wager more than 100 points')).toBeVisible();
  await sheet.getByRole('button', { name: 'Wager 25 points' }).click();
  await expect(sheet.getByText('50 points')).toBeVisible();
  await sheet.getByRole('button', { name: 'Join prediction' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(balance(page, 75)).toBeVisible();
  await expect(target.getByText('Joined', { exact: true })).toBeVisible();
  await expect(target.getByTitle('1 joined')).toBeVisible();
  await expect(target.getByText('35', { exact: true })).toBeVisible();
  // One position per prediction: having joined, bob is offered no side any more.
  for (const side of ['Join', 'Jump On', 'Bet Against']) {
    await expect(target.getByRole('button', { name: side, exact: true })).toHaveCount(0);
  }

  // Vote (free, once), straight from the card.
  await target.getByRole('button', { name: /^Vote up/ }).click();
  await expect(page.getByText('You voted up')).toBeVisible();
  await expect(target.getByTitle('1 up vote', { exact: true })).toBeVisible();
  await expect(target.getByRole('button', { name: /^Vote (up|down)/ })).toHaveCount(0);
  await expect(balance(page, 75)).toBeVisible();

  // Jump on (carol): 'Invalid wager amount' outside 1 … points, then the wager is held.
  await player(server, 'carol', page);
  await home(page);
  await expect(balance(page, 100)).toBeVisible();
  await target.getByRole('button', { name: 'Jump On' }).click();
  await expect(sheet.getByRole('radio', { name: /Jump On/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(sheet.getByText(/2-point penalty/)).toBeVisible();
  await expect(sheet.getByText(/point for every player who jumps on, held/)).toBeVisible();
  const jumpWager = sheet.getByLabel('Your wager');
  await jumpWager.fill('0');
  await sheet.getByRole('button', { name: 'Jump on', exact: true }).click();
  await expect(sheet.getByText('Invalid wager amount')).toBeVisible();
  await jumpWager.fill('101');
  await sheet.getByRole('button', { name: 'Jump on', exact: true }).click();
  await expect(sheet.getByText('Invalid wager amount')).toBeVisible();
  await jumpWager.fill('10');
  await expect(sheet.getByText('18 points')).toBeVisible();
  await sheet.getByRole('button', { name: 'Jump on', exact: true }).click();
  // Every side closes the sheet the same way on success.
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('You jumped on this prediction!')).toBeVisible();
  await expect(balance(page, 90)).toBeVisible();
  // Having jumped on, carol is offered no side.
  await expect(target.getByText('Jumped on', { exact: true })).toBeVisible();
  await expect(target.getByRole('button', { name: 'Bet Against' })).toHaveCount(0);

  // Bet against (the admin, a player too), chosen inside the sheet after opening it on Join.
  await player(server, ADMIN, page);
  await home(page);
  await target.getByRole('button', { name: 'Join' }).click();
  await sheet.getByRole('radio', { name: /Bet Against/ }).click();
  await expect(sheet.getByText(/twice your wager back/)).toBeVisible();
  await sheet.getByLabel('Your wager').fill('5');
  await sheet.getByRole('button', { name: 'Bet against', exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('Your bet against is in!')).toBeVisible();
  await expect(balance(page, 95)).toBeVisible();
  // The card followed every action, and offers no Join after the bet against.
  await expect(target.getByTitle('1 up vote', { exact: true })).toBeVisible();
  await expect(target.getByTitle('1 jumped on')).toBeVisible();
  await expect(target.getByTitle('1 bet against')).toBeVisible();
  await expect(target.getByText('Bet against', { exact: true })).toBeVisible();
  await expect(target.getByText('You bet it fails')).toBeVisible();
  await expect(target.getByRole('button', { name: 'Join' })).toHaveCount(0);

  // The creator's +1 for the jump is held until the call resolves, outside the balance.
  const me = await (await alice.get('/api/users/me')).json();
  expect(me.data).toMatchObject({ points: 90, heldBonus: 1 });
});

test('the creator sees the stakes and can no longer edit', async ({ page, server }) => {
  // alice's call with a joiner and a jumper: 10 points wagered, a +1 jump-on bonus held.
  const alice = await player(server, 'alice', page);
  const id = await createPredictionViaApi(alice, EDITED_TEXT, { pointsWagered: 10 });
  await takePosition(await player(server, 'bob'), id, 'join', 25);
  await takePosition(await player(server, 'carol'), id, 'jump-on', 10);
  await home(page);
  await expect(balance(page, 90)).toBeVisible();
  const target = card(page, EDITED_TEXT);
  await expect(target.getByTitle('1 joined')).toBeVisible();
  await expect(target.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Quick wagers above the balance are disabled: spend down to 40 with a second call (the held
  // jump-on bonus cannot be wagered).
  await page.getByRole('button', { name: 'Make a prediction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Make a Prediction' });
  await dialog.getByLabel('Your prediction').fill(FED_TEXT);
  await dialog.getByLabel('Category').selectOption('finance');
  await dialog.getByLabel('Expires on').fill(FUTURE);
  await dialog.getByLabel('Wager', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Make prediction' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(balance(page, 40)).toBeVisible();
  await page.getByRole('button', { name: 'Make a prediction' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Wager 25 points' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Wager 50 points' })).toBeDisabled();
  await expect(dialog.getByText('You have 40 points')).toBeVisible();
});

test('search and every filter, kept in the URL; no match; load more', async ({ page, server }) => {
  // One long walk through every filter, search and the URL: three times the usual budget.
  test.slow();
  const [alice, bob, admin] = await Promise.all([
    player(server, 'alice'),
    player(server, 'bob'),
    player(server, ADMIN),
  ]);
  // A spread of calls across categories, sports and statuses: alice's three, bob's eight.
  const create = (who: ApiClient, text: string, category: string) =>
    createPredictionViaApi(who, text, { category });
  await create(alice, EDITED_TEXT, 'other');
  await create(alice, FED_TEXT, 'finance');
  await create(bob, 'The Lakers will miss the playoffs this season.', 'sports');
  await create(bob, 'Bitcoin will close above $150,000 next year.', 'finance');
  const tech = await create(bob, 'Apple will announce a foldable iPhone.', 'technology');
  const politics = await create(
    alice,
    'Turnout in the next midterms will be above 50%.',
    'politics',
  );
  const movie = await create(
    bob,
    'A superhero movie will gross $1 billion next year.',
    'entertainment',
  );
  await create(bob, 'Astronauts will walk on the Moon before 2028.', 'science');
  await create(bob, 'Real Madrid will reach the Champions League final.', 'sports');
  await create(bob, 'Serena Williams will coach at Wimbledon next summer.', 'sports');
  await create(bob, 'A brand-new board game will top the charts.', 'other');
  for (const [id, resolution] of [
    [tech, 'CORRECT'],
    [politics, 'INCORRECT'],
    [movie, 'UNMEASURABLE'],
  ] as const) {
    const res = await admin.post(`/api/predictions/${id}/resolve`, {
      data: { resolution, adminNote: `Resolved as ${resolution.toLowerCase()}.` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await home(page);
  const cards = page.getByRole('article');
  /** The feed shows exactly the cards with these texts. */
  const expectOnly = async (...texts: string[]) => {
    await expect(cards).toHaveCount(texts.length);
    for (const text of texts) await expect(card(page, text)).toBeVisible();
  };
  // Every call on the board (the 11 made above): 9 on the first page, the rest behind "Load more".
  const listed = await admin.get('/api/predictions?limit=18');
  const total = ((await listed.json()) as { data: unknown[] }).data.length;
  expect(total).toBe(11);
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Load more predictions' }).click();
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more predictions' })).toHaveCount(0);

  // Result texts of resolved calls.
  await expect(card(page, 'foldable iPhone').getByText('+2x wager earned')).toBeVisible();
  await expect(card(page, 'midterms').getByText('wager lost')).toBeVisible();
  await expect(card(page, 'superhero').getByText('no points lost')).toBeVisible();
  await expect(card(page, 'superhero').getByText('Admin note:')).toBeVisible();

  // Category.
  await page
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: 'Finance' })
    .click();
  await expect(page).toHaveURL(/category=finance/);
  await expectOnly('Bitcoin', 'The Fed');
  // A refresh keeps the filter.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Finance' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(2);
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/category=/);

  // Status and sport (keyword matching in the text): each choice alone, kept in the URL.
  const status = page.getByRole('combobox', { name: 'Status' });
  const sport = page.getByRole('combobox', { name: 'Sport' });
  for (const [select, param, value, text] of [
    [status, 'status', 'CORRECT', 'foldable iPhone'],
    [status, 'status', 'INCORRECT', 'midterms'],
    [status, 'status', 'UNMEASURABLE', 'superhero'],
    [sport, 'sport', 'basketball', 'Lakers'],
    [sport, 'sport', 'football', 'Chiefs'],
  ] as const) {
    await select.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`${param}=${value}`));
    await expectOnly(text);
    await select.selectOption('all');
  }
  await status.selectOption('PENDING');
  await expect(cards).toHaveCount(8);
  await status.selectOption('all');
  await sport.selectOption('soccer');
  await expect(card(page, 'Real Madrid')).toBeVisible();
  await sport.selectOption('all');

  // Search: text, username and category, case-insensitive, debounced into the URL.
  const search = page.getByRole('searchbox', { name: 'Search predictions' });
  await search.fill('CHIEFS');
  await expect(page).toHaveURL(/q=CHIEFS/);
  await expectOnly('Chiefs');
  await search.fill('alice');
  await expect(cards).toHaveCount(3);
  await search.fill('entertain');
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(search).toHaveValue('entertain');
  await expect(cards).toHaveCount(1);

  // No match, then Clear Search & Filters.
  await page
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: 'Sports' })
    .click();
  await search.fill('zzz no such call');
  await expect(page.getByRole('heading', { name: 'No Matching Predictions' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search & Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(cards).toHaveCount(9);

  // Going Home through the navigation clears the search box along with the URL.
  await search.fill('lakers');
  await expect(page).toHaveURL(/q=lakers/);
  await expect(cards).toHaveCount(1);
  await page.getByRole('link', { name: 'BoldCall home' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(9);
});
