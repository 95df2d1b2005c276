// Age labels on a card follow the clock while the page stays open ("just now" -> "5m ago").
import { startAppServer, type AppServer } from './support/app-server.ts';
import { createPredictionViaApi, signUpViaApi } from './support/accounts.ts';
import { appStarted } from './support/world.ts';
import { expect, test } from './fixtures.ts';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer({});
});

test.afterAll(async () => {
  await server?.stop();
});

test('a card left open ages its "x ago" label', async ({ page }, testInfo) => {
  const author = await signUpViaApi(server.baseURL, `clock_${testInfo.project.name}`);
  const text = `The ${testInfo.project.name} clock test prediction ages on screen.`;
  await createPredictionViaApi(author, text);

  await page.clock.install();
  await page.goto(`${server.baseURL}/`);
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.getByText('just now')).toBeVisible();
  // The server's HTML shows the label before the app runs: it is the app's timer that ages it.
  await appStarted(page);
  await page.clock.fastForward('05:00');
  await expect(card.getByText('5m ago')).toBeVisible();
});
