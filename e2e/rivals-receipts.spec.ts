// Rivalries and sealed receipts (docs/rules/rivals.md, docs/rules/receipts.md): after three
// settled meetings the profile names the nemesis and the head-to-head page shows the record; a
// fresh call's card carries its seal, and /verify/{hash} shows the receipt valid.
import { createPredictionViaApi, signUpViaApi } from './support/accounts.ts';
import { serverWithAdmin } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const env = serverWithAdmin('e2e_admin');

test('the profile names the nemesis after three settled meetings', async ({ page }, testInfo) => {
  // Three accounts, three calls, bets and resolutions through the API before the page opens.
  test.slow();
  const tag = testInfo.project.name;
  const hero = `rv_hero_${tag}`;
  const sam = `rv_sam_${tag}`;
  const heroApi = await signUpViaApi(env.server.baseURL, hero);
  const samApi = await signUpViaApi(env.server.baseURL, sam);
  for (const n of [1, 2, 3]) {
    const id = await createPredictionViaApi(samApi, `Sam's call number ${n} for ${tag} comes true`);
    const bet = await heroApi.post(`/api/predictions/${id}/bet-against`, { data: { wager: 5 } });
    expect(bet.ok(), await bet.text()).toBe(true);
    const resolved = await env.admin.post(`/api/predictions/${id}/resolve`, {
      data: { resolution: 'CORRECT', adminNote: 'It happened.' },
    });
    expect(resolved.ok(), await resolved.text()).toBe(true);
  }

  await page.goto(`${env.server.baseURL}/u/${hero}`);
  const nemesis = page.getByTestId('rivals-nemesis');
  await expect(nemesis).toContainText(sam);
  await expect(nemesis).toContainText('0–3 head to head');

  await nemesis.getByRole('link', { name: sam }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${hero}/vs/${sam}$`));
  await expect(page.getByTestId('h2h-record')).toHaveText('0–3');
  await expect(page.getByRole('listitem').filter({ hasText: `${sam} won` })).toHaveCount(3);
});

test('a fresh call is sealed: its card shows the seal and /verify shows it valid', async ({
  page,
}, testInfo) => {
  const tag = testInfo.project.name;
  const author = `rv_seal_${tag}`;
  const api = await signUpViaApi(env.server.baseURL, author);
  const id = await createPredictionViaApi(api, `A sealed call by ${tag} stays as it was written`);
  const receipts = (await (await api.get(`/api/predictions/${id}/receipts`)).json()).data as Array<{
    hash: string;
  }>;
  expect(receipts).toHaveLength(1);
  const hash = receipts[0]?.hash ?? '';

  await page.goto(`${env.server.baseURL}/u/${author}`);
  const seal = page.getByRole('link', { name: new RegExp(`sealed .* · #${hash.slice(0, 8)}`) });
  await expect(seal).toBeVisible();
  await seal.click();

  await expect(page).toHaveURL(new RegExp(`/verify/${hash}$`));
  await expect(page.getByRole('status')).toContainText('Valid receipt');
  await expect(page.getByText(hash, { exact: true })).toBeVisible();
});
