// Following players (docs/rules/follows.md): a player follows another from their public profile
// (the button and the follower count change), then Home's "Following" filter lists only the
// followed player's calls (not their own, not anyone else's); a visitor is not offered the filter.
import { createPredictionViaApi, signInPage, signUpViaApi } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test } from './fixtures.ts';

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000); // a server of its own: a PostgreSQL cluster first
  server = await startAppServer({});
});

test.afterAll(async () => {
  await server?.stop();
});

test('a player follows another on their profile; Home’s Following filter shows only their calls', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name.slice(0, 3)}${Date.now() % 100_000}`;
  const fan = await signUpViaApi(server.baseURL, `fan_${tag}`);
  const star = await signUpViaApi(server.baseURL, `star_${tag}`);
  const other = await signUpViaApi(server.baseURL, `other_${tag}`);
  const starCall = `Star call ${tag}: the underdog lifts the cup next season.`;
  await createPredictionViaApi(star, starCall);
  await createPredictionViaApi(other, `Other call ${tag}: it snows in April next year.`);
  await createPredictionViaApi(fan, `Fan call ${tag}: the final goes to penalties next year.`);

  // The fan follows the star from the star's profile.
  await signInPage(page, fan);
  await page.goto(`${server.baseURL}/u/star_${tag}`);
  const follow = page.getByRole('button', { name: `Follow star_${tag}`, exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('follower-count')).toHaveText('0 followers');
  await follow.click();
  const following = page.getByRole('button', { name: `Following star_${tag}`, exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');
  // Kept after a reload: it is the server's answer.
  await page.reload();
  await expect(following).toBeVisible();

  // Home: all three calls, then only the star's with the filter (kept in the URL).
  await page.goto(server.baseURL);
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: tag })).toHaveCount(3);
  await page.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(page).toHaveURL(/following=true/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(starCall);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(1);

  // A visitor has no such filter.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(server.baseURL);
  await expect(visitorPage.getByRole('group', { name: 'Category' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Following', exact: true })).toHaveCount(0);
  await visitor.close();
});
