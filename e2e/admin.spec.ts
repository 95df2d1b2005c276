// The Admin panel end to end ("Admin panel", "Prediction status", "Merge"): the Admin link and 'Access Denied' for a player; resolving from the modal (the
// note is required, a refusal stays in the modal) with the payout in the creator's balance; a
// merge of similar predictions through Review & Merge; the Users tab's search, Upgrade to Pro,
// View Details and the password switch; the Audit Log. Each worker gets its own server (admin:
// e2e_admin); every test makes its own players and texts, so the tests do not depend on each other.
import type { ApiClient } from './support/api-client.ts';
import type { Page, TestInfo } from '@playwright/test';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { serverWithAdmin } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const env = serverWithAdmin('e2e_admin');

/** A word no other test (or run) uses: letters only, so it survives the similarity rules. */
function uniqueWord(testInfo: TestInfo): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `${testInfo.project.name.slice(0, 1)}${word}`;
}

async function newPlayer(prefix: string, testInfo: TestInfo) {
  const username = `${prefix}_${uniqueWord(testInfo)}`;
  const api = await signUpViaApi(env.server.baseURL, username);
  return { username, api };
}

async function pointsOf(api: ApiClient): Promise<number> {
  return (await (await api.get('/api/users/me')).json()).data.points;
}

async function openAdmin(page: Page, tab?: string) {
  await signInPage(page, env.admin);
  await page.goto(`${env.server.baseURL}/admin${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

const pendingRow = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Pending predictions' }).getByRole('article', { name: text });

test('a player sees no Admin link and /admin answers Access Denied; the admin sees both', async ({
  page,
  isMobile,
}, testInfo) => {
  const { api } = await newPlayer('plain', testInfo);
  await signInPage(page, api);
  await page.goto(`${env.server.baseURL}/`);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto(`${env.server.baseURL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);

  // The admin: the link is there and leads to the panel.
  await page.context().clearCookies();
  await signInPage(page, env.admin);
  await page.goto(`${env.server.baseURL}/`);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Admin' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Predictions/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('resolve from the modal: a note is required, a refusal stays in the modal, the creator is paid', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000); // two resolutions, a second browser page and a reload on a busy machine
  const word = uniqueWord(testInfo);
  const creator = await newPlayer('maker', testInfo);
  const text = `The ${word} marathon record falls at the spring race.`;
  const id = await createPredictionViaApi(creator.api, text, { pointsWagered: 10 });
  expect(await pointsOf(creator.api)).toBe(90);

  await openAdmin(page);
  const row = pendingRow(page, text);
  await expect(row.getByText(creator.username, { exact: true })).toBeVisible();
  await expect(row).toContainText('Wager 10');

  // Moderate opens the moderation dialog for this prediction.
  await row.getByRole('button', { name: 'Moderate' }).click();
  const moderate = page.getByRole('dialog', { name: 'Moderate Prediction' });
  await expect(moderate.getByText(text)).toBeVisible();
  await moderate.getByRole('button', { name: 'Cancel' }).click();
  await expect(moderate).toHaveCount(0);

  // Correct: the modal asks for a note first.
  await row.getByRole('button', { name: 'Correct', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve Prediction' });
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Correct', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Resolve as Correct' }).click();
  await expect(dialog.getByText('Please enter an admin note for the resolution.')).toBeVisible();
  await expect(dialog.getByLabel('Admin note')).toBeFocused();
  await dialog.getByLabel('Admin note').fill('Confirmed by the official results.');
  await expect(dialog.getByText('Please enter an admin note for the resolution.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Resolve as Correct' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Prediction resolved as Correct.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // CORRECT pays the creator twice the wager: 90 + 20.
  expect(await pointsOf(creator.api)).toBe(110);
  const resolved = (await (await env.admin.get(`/api/predictions/${id}`)).json()).data;
  expect(resolved.status).toBe('CORRECT');
  expect(resolved.adminNote).toBe('Confirmed by the official results.');
  const creatorPage = await browser.newPage({ baseURL: env.server.baseURL });
  await signInPage(creatorPage, creator.api);
  await creatorPage.goto('/');
  await expect(creatorPage.getByTitle('110 points', { exact: true })).toBeVisible();
  await creatorPage.close();

  // A second prediction is resolved elsewhere while the modal is open: the refusal stays in it.
  const other = `The ${word} relay team wins gold at the autumn games.`;
  const otherId = await createPredictionViaApi(creator.api, other, { pointsWagered: 5 });
  await page.reload();
  await pendingRow(page, other).getByRole('button', { name: 'Unmeasurable' }).click();
  await expect(dialog.getByRole('radio', { name: 'Unmeasurable' })).toBeChecked();
  await dialog.getByLabel('Admin note').fill('The games were cancelled.');
  const elsewhere = await env.admin.post(`/api/predictions/${otherId}/resolve`, {
    data: { resolution: 'INCORRECT', adminNote: 'Resolved elsewhere.' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await dialog.getByRole('button', { name: 'Resolve as Unmeasurable' }).click();
  await expect(
    dialog.getByRole('alert').filter({
      hasText: 'Failed to resolve prediction: This prediction is not pending.',
    }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test("'All caught up!' when no prediction is pending", async ({ page }) => {
  // Other tests leave pending predictions on this server: the list answers empty here.
  await page.route(
    (url) => url.pathname === '/api/predictions' && url.searchParams.get('status') === 'PENDING',
    (route) => route.fulfill({ json: { data: [], nextCursor: null } }),
  );
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending predictions' })).toHaveCount(0);
});

test('Review & Merge: three similar predictions become one, a refusal stays in the modal', async ({
  page,
}, testInfo) => {
  // Four players, eight predictions and the whole merge flow: about 30 s on a busy machine.
  test.slow();
  const word = uniqueWord(testInfo);
  const [ana, ben, cat] = [
    await newPlayer('ana', testInfo),
    await newPlayer('ben', testInfo),
    await newPlayer('cat', testInfo),
  ];
  const texts = [
    `The ${word} rover mission will land on Mars before the end of 2030.`,
    `${word} rover mission lands on Mars before end of 2030!`,
    `I predict the ${word} rover mission will land on Mars before 2030 ends.`,
    `The ${word} rover mission will surely land on Mars before 2030 ends.`,
  ];
  // The queue also holds other calls: similarity weighs each word by how many predictions of the
  // queue use it (docs/rules/similarity.md), so a queue of nothing but these four would make
  // their shared words worthless.
  const dan = await newPlayer('dan', testInfo);
  for (const other of [
    `${word}ville council approves a new tram line downtown.`,
    `The ${word}town Hawks sign a record free agent this summer.`,
    `Streaming service ${word}flix raises its monthly price to 20 dollars.`,
    `A ${word}gen vaccine trial reports positive phase three results.`,
  ]) {
    await createPredictionViaApi(dan!.api, other, { pointsWagered: 1 });
  }
  const ids = [
    await createPredictionViaApi(ana!.api, texts[0]!, { pointsWagered: 10, category: 'science' }),
    await createPredictionViaApi(ben!.api, texts[1]!, { pointsWagered: 5 }),
    await createPredictionViaApi(cat!.api, texts[2]!, { pointsWagered: 8 }),
    await createPredictionViaApi(cat!.api, texts[3]!, { pointsWagered: 2 }),
  ];
  await openAdmin(page, 'merge');
  await expect(page.getByRole('tab', { name: 'Merge Predictions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const recent = page.getByRole('list', { name: 'Recent predictions' });
  await expect(recent.getByText(texts[3]!)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Suggested groups' })).toBeVisible();

  await page.getByRole('button', { name: 'Review & Merge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review & Merge' });
  await dialog
    .getByRole('button', { name: new RegExp(`Review group of 4 predictions.*${word}`) })
    .click();

  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  // Prefilled with the earliest's text and category.
  const mergedText = dialog.getByLabel('Merged prediction text');
  await expect(mergedText).toHaveValue(texts[0]!);
  await expect(dialog.getByLabel('Category')).toHaveValue('science');

  // At least two must stay ticked, and the text is required.
  for (const text of texts.slice(1)) {
    await dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(text)) }).uncheck();
  }
  await dialog.getByRole('button', { name: 'Merge 1 prediction' }).click();
  await expect(dialog.getByText('Please select at least 2 predictions to merge.')).toBeVisible();
  for (const text of texts.slice(1)) {
    await dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(text)) }).check();
  }
  await expect(dialog.getByText('Please select at least 2 predictions to merge.')).toHaveCount(0);
  await mergedText.fill('   ');
  await dialog.getByRole('button', { name: 'Merge 4 predictions' }).click();
  await expect(dialog.getByText('Please enter merged prediction text.')).toBeVisible();
  const merged = `The ${word} rover mission lands on Mars before 2031.`;
  await mergedText.fill(merged);
  await dialog.getByLabel('Category').selectOption('technology');

  // The fourth is resolved elsewhere meanwhile: the server refuses, the modal stays open.
  const elsewhere = await env.admin.post(`/api/predictions/${ids[3]}/resolve`, {
    data: { resolution: 'UNMEASURABLE', adminNote: 'Duplicate by the same player.' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  const balances = [await pointsOf(ana!.api), await pointsOf(ben!.api), await pointsOf(cat!.api)];
  await dialog.getByRole('button', { name: 'Merge 4 predictions' }).click();
  const failure = dialog.getByRole('alert').filter({
    hasText: 'Failed to merge predictions. Please try again.',
  });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Only pending predictions can be merged');

  // Without it, the three merge.
  await dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(texts[3]!)) }).uncheck();
  await dialog.getByRole('button', { name: 'Merge 3 predictions' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Predictions merged successfully!')).toBeVisible();
  await expect(recent.getByText(merged)).toBeVisible();

  for (const id of ids.slice(0, 3)) {
    const p = (await (await env.admin.get(`/api/predictions/${id}`)).json()).data;
    expect(p.status).toBe('MERGED');
    expect(p.adminNote).toBe(`Merged into: ${merged}`);
  }
  const pending: Array<{ username: string }> = (
    await (await env.admin.get(`/api/predictions?q=${word}&status=PENDING&limit=50`)).json()
  ).data;
  // Dan's unrelated calls share the unique word (it marks this test's rows); leave them out.
  const found = pending.filter((p) => p.username !== dan!.username);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    text: merged,
    category: 'technology',
    username: ana!.username,
    pointsWagered: 10,
    totalPoints: 23,
  });
  // Nobody won or lost points by the merge.
  expect([await pointsOf(ana!.api), await pointsOf(ben!.api), await pointsOf(cat!.api)]).toEqual(
    balances,
  );
});

test('Users: search, Upgrade to Pro, View Details and the password switch', async ({
  page,
}, testInfo) => {
  const { username, api } = await newPlayer('usr', testInfo);
  await createPredictionViaApi(api, `The ${uniqueWord(testInfo)} bridge opens before winter.`);

  await openAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/[?&]tab=users/);
  const search = page.getByLabel('Search users');
  await search.fill(username.slice(0, -2).toUpperCase());
  const rows = page.getByRole('list', { name: 'Users' }).getByRole('article');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: username });
  await expect(row.getByText(`${username}@example.com`)).toBeVisible();
  await expect(row.getByText('95', { exact: true })).toBeVisible();
  // By e-mail too.
  await search.fill(`${username}@EXAMPLE`);
  await expect(rows).toHaveCount(1);
  await search.fill('no-such-user-anywhere');
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
  await search.fill(username);
  await expect(rows).toHaveCount(1);

  // Upgrade to Pro asks first.
  await row.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Upgrade ${username} to Pro?` });
  await confirm.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('User successfully upgraded to Pro!')).toBeVisible();
  await expect(row.getByText('PRO', { exact: true })).toBeVisible();
  await expect(row.getByText('Pro member')).toBeVisible();
  await expect(row.getByText('1,000', { exact: true })).toBeVisible();
  const me = (await (await api.get('/api/users/me')).json()).data;
  expect(me).toMatchObject({ isPro: true, points: 1000 });

  // View Details: profile, points history, predictions.
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details.getByText(`${username}@example.com`)).toBeVisible();
  const history = details.getByRole('list', { name: 'Points history' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Pro upgrade');
  await expect(history.getByRole('listitem').last()).toContainText('Sign-up bonus');
  await details.getByRole('tab', { name: 'Predictions' }).click();
  await expect(details.getByRole('list', { name: 'Their predictions' })).toContainText(
    'bridge opens before winter',
  );

  // Require password change, after a confirmation.
  const toggle = details.getByRole('switch', { name: 'Require password change' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page
    .getByRole('alertdialog', { name: 'Require a new password?' })
    .getByRole('button', { name: 'Require password change' })
    .click();
  await expect(
    page.getByText(`${username} must set a new password at their next sign-in.`),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(row.getByText('Password change required')).toBeVisible();
});

test('Dashboard figures and quick actions; the Audit Log lists the actions, newest first', async ({
  page,
}, testInfo) => {
  const word = uniqueWord(testInfo);
  const { username, api } = await newPlayer('aud', testInfo);
  const text = `The ${word} ferry line starts running next spring.`;
  const id = await createPredictionViaApi(api, text);
  const note = `Checked the ${word} timetable.`;
  const resolved = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution: 'INCORRECT', adminNote: note },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);
  const upgraded = await env.admin.post(
    `/api/admin/users/${(await (await api.get('/api/users/me')).json()).data.id}/upgrade-pro`,
  );
  expect(upgraded.ok(), await upgraded.text()).toBe(true);

  await openAdmin(page, 'dashboard');
  const figures = page.getByRole('definition');
  for (const label of [
    'Total Users',
    'Pro Users',
    'Total Predictions',
    'Pending',
    'Resolved',
    'Resolution Rate',
  ]) {
    await expect(
      page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    ).toBeVisible();
  }
  await expect(figures.filter({ hasText: /^\d+%$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: /View audit log/ }).click();
  await expect(page).toHaveURL(/[?&]tab=audit/);

  // Newest first: the upgrade, then the resolution with its note.
  const entries = page.getByRole('list', { name: 'Admin actions' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Upgraded a user to Pro');
  await expect(entries.first()).toContainText('by e2e_admin');
  await expect(entries.first().getByRole('button', { name: username })).toBeVisible();
  const resolution = entries.filter({ hasText: note });
  await expect(resolution).toContainText('Resolved a prediction');
  await expect(resolution).toContainText('Resolved as Incorrect');
  await expect(resolution).toContainText(text);

  // The tab survives a refresh.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(entries.filter({ hasText: note })).toBeVisible();
  // A user in the log opens their details.
  await entries.first().getByRole('button', { name: username }).click();
  await expect(
    page.getByRole('dialog', { name: 'User details' }).getByText(`${username}@example.com`),
  ).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
