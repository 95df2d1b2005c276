// Moderation on Home, end to end ("Dialogs on Home", "Moderation"
// "Moderation and response"): the admin flags from the Moderate dialog (a comment is
// required), the creator or a joiner responds once through the Prediction Flagged dialog, the
// admin denies ('Flagged - Denied', joining blocked) or confirms (flag removed), a refusal stays
// in the open modal, and a delete refunds everyone who staked. Each player has their own browser
// context. The file gets its own server (admin: e2e_admin) and runs in order on that data.
import type { ApiClient } from './support/api-client.ts';
import { signUpViaApi } from './support/accounts.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test as base } from './fixtures.ts';

type Who = 'alice' | 'bob' | 'admin';

const FUTURE = `${new Date().getFullYear() + 1}-06-30`;
const EXPECTED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

let server: AppServer;
const accounts = {} as Record<Who, ApiClient>;

/** Opens Home signed in as `who`, in a fresh browser context with the project's device. */
const test = base.extend<{ openAs: (who: Who) => Promise<Page> }>({
  openAs: async (
    { browser, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, consoleErrors },
    use,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async (who) => {
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
        storageState: await accounts[who].storageState(),
      });
      contexts.push(context);
      const page = await context.newPage();
      // The same rule as the shared fixture's page: no console errors, no 5xx.
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_4XX.test(msg.text())) {
          consoleErrors.push(`${who}: ${msg.text()}`);
        }
      });
      page.on('pageerror', (err) => consoleErrors.push(`${who}: ${err.message}`));
      page.on('response', (res) => {
        if (res.status() >= 500) consoleErrors.push(`${who}: ${res.status()} from ${res.url()}`);
      });
      await page.goto(`${server.baseURL}/`);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

test.describe.configure({ mode: 'serial' });

const signUp = (username: string) => signUpViaApi(server.baseURL, username);

async function create(who: Who, text: string, pointsWagered: number): Promise<string> {
  const res = await accounts[who].post('/api/predictions', {
    data: { text, category: 'other', expiresAt: FUTURE, pointsWagered },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

async function join(who: Who, id: string, pointsWagered: number) {
  const res = await accounts[who].post(`/api/predictions/${id}/join`, { data: { pointsWagered } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function flag(id: string, body: { action: string; adminComment?: string }) {
  const res = await accounts.admin.put(`/api/predictions/${id}/flag`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

async function pointsOf(who: Who): Promise<number> {
  return (await (await accounts[who].get('/api/users/me')).json()).data.points;
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const moderationBadge = (scope: ReturnType<typeof card>, label: string) =>
  scope.getByText(label, { exact: true });
// The points pill in the navigation (found by its title: a modal hides the banner's role).
const balance = (page: Page, points: number) =>
  page.getByTitle(`${points} points`, { exact: true });

test.beforeAll(async () => {
  server = await startAppServer({ ADMIN_USERNAMES: 'e2e_admin' });
  accounts.alice = await signUp('alice');
  accounts.bob = await signUp('bob');
  accounts.admin = await signUp('e2e_admin');
});

test.afterAll(async () => {
  await server?.stop();
});

const WARRIORS = 'The Warriors will win at least 60 games this season.';
const COMMENT = 'Which season do you mean? Please name it.';
const RESPONSE = 'The season that starts this October.';

test('flag with a required comment, the creator responds, the admin denies', async ({ openAs }) => {
  // Three players' pages (admin, creator, another) through the whole flag story: over 30 s on a
  // busy machine.
  test.slow();
  const id = await create('alice', WARRIORS, 10);

  // The admin: Moderate on the card; Flag needs a comment.
  const admin = await openAs('admin');
  const adminCard = card(admin, WARRIORS);
  await adminCard.getByRole('button', { name: 'Moderate' }).click();
  const moderate = admin.getByRole('dialog', { name: 'Moderate Prediction' });
  await expect(moderate.getByText(WARRIORS)).toBeVisible();
  await expect(moderate.getByText('Not flagged')).toBeVisible();
  for (const name of ['Unflag', 'Confirm response', 'Deny response']) {
    await expect(moderate.getByRole('button', { name })).toHaveCount(0);
  }
  await moderate.getByRole('button', { name: 'Flag prediction' }).click();
  await expect(moderate.getByText('Please enter a comment to flag this prediction.')).toBeVisible();
  await expect(moderate.getByLabel('Admin comment')).toBeFocused();
  await moderate.getByLabel('Admin comment').fill(COMMENT);
  await expect(moderate.getByText('Please enter a comment to flag this prediction.')).toHaveCount(
    0,
  );
  await moderate.getByRole('button', { name: 'Flag prediction' }).click();
  await expect(moderate).toHaveCount(0);
  await expect(admin.getByText('Prediction flagged')).toBeVisible();
  await expect(moderationBadge(adminCard, 'Flagged')).toBeVisible();
  await expect(adminCard.getByText(COMMENT)).toBeVisible();
  // The admin neither created nor joined it: no Respond.
  await expect(adminCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);

  // Another player sees the flag, may still join, but cannot respond or moderate.
  const bob = await openAs('bob');
  const bobCard = card(bob, WARRIORS);
  await expect(moderationBadge(bobCard, 'Flagged')).toBeVisible();
  await expect(bobCard.getByText(COMMENT)).toBeVisible();
  await expect(bobCard.getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(bobCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await expect(bobCard.getByRole('button', { name: 'Moderate' })).toHaveCount(0);

  // The creator answers through the Prediction Flagged dialog; a blank answer is refused.
  const alice = await openAs('alice');
  const aliceCard = card(alice, WARRIORS);
  await expect(moderationBadge(aliceCard, 'Flagged')).toBeVisible();
  await expect(aliceCard.getByRole('button', { name: 'Moderate' })).toHaveCount(0);
  await aliceCard.getByRole('button', { name: 'Respond' }).click();
  const respond = alice.getByRole('dialog', { name: 'Prediction Flagged' });
  await expect(respond.getByText(COMMENT)).toBeVisible();
  await respond.getByLabel('Your response').fill('   ');
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(respond.getByText('Please enter a response.')).toBeVisible();
  await respond.getByLabel('Your response').fill(RESPONSE);
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(respond).toHaveCount(0);
  await expect(alice.getByText('Response sent. An admin will review it.')).toBeVisible();
  await expect(aliceCard.getByText(RESPONSE)).toBeVisible();
  // Once only.
  await expect(aliceCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);

  // The admin reviews the response and denies it.
  await admin.reload();
  await adminCard.getByRole('button', { name: 'Moderate' }).click();
  await expect(moderate.getByText(RESPONSE)).toBeVisible();
  await expect(moderate.getByRole('button', { name: 'Confirm response' })).toBeVisible();
  await expect(moderate.getByRole('button', { name: 'Unflag' })).toBeVisible();
  await expect(moderate.getByRole('button', { name: 'Flag prediction' })).toHaveCount(0);
  await moderate.getByRole('button', { name: 'Deny response' }).click();
  await expect(moderate).toHaveCount(0);
  await expect(moderationBadge(adminCard, 'Flagged - Denied')).toBeVisible();

  // Denied: shown to everyone, and joining is no longer offered nor accepted; votes stay open.
  await bob.reload();
  await expect(moderationBadge(bobCard, 'Flagged - Denied')).toBeVisible();
  await expect(bobCard.getByText(RESPONSE)).toBeVisible();
  await expect(bobCard.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(bobCard.getByRole('button', { name: 'Bet Against' })).toHaveCount(0);
  await expect(bobCard.getByRole('button', { name: /^Vote up/ })).toBeEnabled();
  const refused = await accounts.bob.post(`/api/predictions/${id}/join`, {
    data: { pointsWagered: 5 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('This prediction is no longer accepting joins');
  await alice.reload();
  await expect(moderationBadge(aliceCard, 'Flagged - Denied')).toBeVisible();
});

const ALBUM = 'A surprise studio album will top the charts before summer.';
const ALBUM_COMMENT = 'Top which chart, and in which country?';
const ALBUM_RESPONSE = 'The Billboard 200 in the United States.';

test('a joiner responds; a refusal stays in the modal; the admin confirms', async ({ openAs }) => {
  test.setTimeout(60_000); // two players' pages, a refusal and a reload on a loaded machine
  const id = await create('alice', ALBUM, 10);
  await join('bob', id, 10);
  await flag(id, { action: 'flag', adminComment: ALBUM_COMMENT });

  // A joiner may respond too.
  const bob = await openAs('bob');
  const bobCard = card(bob, ALBUM);
  await bobCard.getByRole('button', { name: 'Respond' }).click();
  const respond = bob.getByRole('dialog', { name: 'Prediction Flagged' });
  await expect(respond.getByText(ALBUM_COMMENT)).toBeVisible();
  await respond.getByLabel('Your response').fill(ALBUM_RESPONSE);
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(respond).toHaveCount(0);
  await expect(bobCard.getByText(ALBUM_RESPONSE)).toBeVisible();
  await expect(bobCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);

  const admin = await openAs('admin');
  const adminCard = card(admin, ALBUM);
  await adminCard.getByRole('button', { name: 'Moderate' }).click();
  const moderate = admin.getByRole('dialog', { name: 'Moderate Prediction' });
  await expect(moderate.getByText(ALBUM_RESPONSE)).toBeVisible();

  // Meanwhile the response is denied from another session: the server refuses a second deny,
  // and the modal stays open with its message.
  await flag(id, { action: 'deny' });
  await moderate.getByRole('button', { name: 'Deny response' }).click();
  await expect(
    moderate.getByRole('alert').filter({ hasText: 'This response has already been denied' }),
  ).toBeVisible();
  await expect(moderate).toBeVisible();

  // Confirming the response removes the flag.
  await moderate.getByRole('button', { name: 'Confirm response' }).click();
  await expect(moderate).toHaveCount(0);
  await expect(admin.getByText('Response confirmed: the flag is removed')).toBeVisible();
  await expect(moderationBadge(adminCard, 'Approved')).toBeVisible();
  await expect(moderationBadge(adminCard, 'Flagged')).toHaveCount(0);
  await expect(moderationBadge(adminCard, 'Flagged - Denied')).toHaveCount(0);

  await bob.reload();
  await expect(moderationBadge(bobCard, 'Approved')).toBeVisible();
  await expect(moderationBadge(bobCard, 'Flagged - Denied')).toHaveCount(0);
  await expect(bobCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);
});

const INDEX = 'The S&P 500 will close the year above 7,000 points.';

test('delete asks first, then refunds the creator and the joiner', async ({ openAs }) => {
  const id = await create('alice', INDEX, 20);
  await join('bob', id, 15);
  const aliceBefore = await pointsOf('alice');
  const bobBefore = await pointsOf('bob');

  const bob = await openAs('bob');
  await expect(card(bob, INDEX).getByText('Joined', { exact: true })).toBeVisible();
  await expect(balance(bob, bobBefore)).toBeVisible();

  const admin = await openAs('admin');
  await card(admin, INDEX).getByRole('button', { name: 'Moderate' }).click();
  const moderate = admin.getByRole('dialog', { name: 'Moderate Prediction' });
  await moderate.getByLabel('Admin comment').fill('Duplicate of an older call.');

  // The confirmation says who gets the points back; Cancel keeps everything as it was.
  await moderate.getByRole('button', { name: 'Delete prediction' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete this prediction?' });
  await expect(confirm.getByText(/points are refunded to everyone who staked/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(moderate).toBeVisible();

  await moderate.getByRole('button', { name: 'Delete prediction' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(moderate).toHaveCount(0);
  await expect(admin.getByText('Prediction deleted. 35 points refunded.')).toBeVisible();
  await expect(card(admin, INDEX)).toHaveCount(0);

  expect(await pointsOf('alice')).toBe(aliceBefore + 20);
  expect(await pointsOf('bob')).toBe(bobBefore + 15);
  await bob.reload();
  await expect(balance(bob, bobBefore + 15)).toBeVisible();
  await expect(card(bob, INDEX)).toHaveCount(0);
  const gone = await accounts.alice.get(`/api/predictions/${id}`);
  expect(gone.status()).toBe(404);
});
