// Notifications: everyone with points on a prediction hears of its resolution in the
// header bell, with the unread count, and can mark them read.
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { serverWithAdmin } from './support/world.ts';
import { expect, test } from './fixtures.ts';

// A server of its own: a PostgreSQL cluster to initialise first
const env = serverWithAdmin('e2e_admin', 180_000);

test('a resolution reaches the creator and a joiner through the bell', async ({
  page,
}, testInfo) => {
  const suffix = testInfo.project.name;
  const creator = await signUpViaApi(env.server.baseURL, `nc_${suffix}`);
  const joiner = await signUpViaApi(env.server.baseURL, `nj_${suffix}`);
  const text = `The ${suffix} notification test prediction comes true by June.`;
  const id = await createPredictionViaApi(creator, text, { pointsWagered: 10 });
  const joined = await joiner.post(`/api/predictions/${id}/join`, { data: { pointsWagered: 10 } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // Nothing yet: the bell has no count.
  await signInPage(page, joiner);
  await page.goto(`${env.server.baseURL}/`);
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText(/Nothing yet/)).toBeVisible();
  await page.keyboard.press('Escape');

  const resolved = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution: 'CORRECT', adminNote: 'It happened.' },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);

  // The bell picks it up on the next load (or within a minute while the page stays open).
  await page.reload();
  const unreadBell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(unreadBell).toBeVisible();
  await unreadBell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/was resolved CORRECT\. You received 20 points\./)).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The creator heard of it too, from the server's own record (after hearing of the join).
  const mine = await (await creator.get('/api/notifications')).json();
  expect(mine.unreadCount).toBe(2);
  expect(mine.data.map((n: { kind: string }) => n.kind)).toEqual(['resolved', 'joined']);
});
