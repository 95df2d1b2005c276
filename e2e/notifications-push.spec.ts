// Web push end to end (docs/rules/notifications.md "Push"): a player turns push on for this
// device on the settings page and asks for "Someone took a side" by push; a friend joins their
// call; the push service receives an encrypted message that decrypts to the call's page. The
// push service is a local one (apps/server/src/test/push-service.ts) that the server is allowed
// to reach through PUSH_ENDPOINT_ALLOWLIST; the browser's PushManager hands out that service's
// subscription, since Chromium here cannot reach a real push service.
import { startPushService, type FakePushService } from '../apps/server/src/test/push-service.ts';
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { axeInBothThemes } from './support/axe.ts';
import { fullChromiumLaunch } from './support/chromium.ts';
import { forTheFile } from './support/per-file.ts';
import { expect, test } from './fixtures.ts';

// The headless shell denies every notification permission: this file runs in the full browser.
test.use({ launchOptions: fullChromiumLaunch });

const env = forTheFile<{ push: FakePushService; server: AppServer }>(
  async () => {
    const push = await startPushService();
    // Jobs on: the outbox worker sends; no NFL source to sync from.
    const server = await startAppServer({
      PUSH_ENDPOINT_ALLOWLIST: push.origin,
      JOBS: 'on',
      SPORTS_DATA_URL: 'off',
    });
    return { push, server };
  },
  async ({ push, server }) => {
    await server.stop();
    await push.close();
  },
);

test('a player turns push on, a friend joins their call, the push arrives with the call’s page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { server, push } = env;
  const owner = await signUpViaApi(server.baseURL, 'push_owner');
  const friend = await signUpViaApi(server.baseURL, 'push_friend');
  const callId = await createPredictionViaApi(owner, 'The home side wins the derby on Sunday');
  const device = push.device('owner-laptop');

  await page.context().grantPermissions(['notifications'], { origin: server.baseURL });
  // The browser's push manager hands out the local push service's subscription.
  await page.addInitScript((sub) => {
    let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null =
      null;
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      current = make();
      return current as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as unknown as PushSubscription | null;
    };
  }, device);

  await signInPage(page, owner);
  await page.goto(`${server.baseURL}/`);
  // The app's service worker registers on the first visit; push needs it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${server.baseURL}/settings/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Push on this device' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible({ timeout: 20_000 });

  const sideByPush = page.getByRole('switch', { name: 'Someone took a side by push' });
  await expect(sideByPush).not.toBeChecked();
  await sideByPush.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  const join = await friend.post(`/api/predictions/${callId}/join`, { data: { pointsWagered: 7 } });
  expect(join.status(), await join.text()).toBe(200);

  // The outbox worker sends within seconds; generous for a loaded machine.
  await expect
    .poll(() => push.received.filter((p) => p.path === '/push/owner-laptop').length, {
      timeout: 60_000,
    })
    .toBe(1);
  const got = push.received.find((p) => p.path === '/push/owner-laptop');
  expect(got?.payload).toMatchObject({ title: 'BoldCall', url: `/p/${callId}` });
  expect(got?.payload?.body).toContain('push_friend joined your prediction with 7 points');
  expect(got?.headers.authorization).toMatch(/^vapid t=/);
  expect(got?.headers['content-encoding']).toBe('aes128gcm');
});
