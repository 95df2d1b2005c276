// Track record end to end (docs/rules/track-record.md): a player makes three calls with a
// confidence (one through the Make a Prediction dialog's quick pick), an admin resolves them,
// and the profile shows the Brier score and the calibration bins computed by hand; a bettor who
// was right against most of the room leads the Boldest board, and a league of the two shows their
// Brier score counted together on its page. Screenshots of both at 360 px and
// desktop, light and dark, into screenshots/track-record/ (for review, not compared).
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { axeInBothThemes } from './support/axe.ts';
import { serverWithAdmin, useTheme } from './support/world.ts';
import { expect, test } from './fixtures.ts';

const env = serverWithAdmin('tr_admin');

const OUT = path.resolve(import.meta.dirname, '../screenshots/track-record');
const expiresAt = `${new Date().getFullYear() + 1}-06-30`;

async function create(api: ApiClient, text: string, pointsWagered: number, confidence: number) {
  const res = await api.post('/api/predictions', {
    data: { text, category: 'other', expiresAt, pointsWagered, confidence },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as string;
}

async function resolve(id: string, outcome: 'CORRECT' | 'INCORRECT') {
  const res = await env.admin.post(`/api/predictions/${id}/resolve`, {
    data: { resolution: outcome, adminNote: 'Checked against the official result.' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function shoot(page: Page, name: string) {
  for (const [label, width] of [
    ['phone-360', 360],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.screenshot({
        path: path.join(OUT, `${name}-${label}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await useTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('three calls with a confidence, resolved: the profile shows Brier and bins; Boldest ranks the bold winner first', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const caller = await signUpViaApi(env.server.baseURL, 'tr_caller');
  const bettor = await signUpViaApi(env.server.baseURL, 'tr_bettor');

  // Call 1 through the dialog: 85 % sure, by the quick pick.
  await signInPage(page, caller);
  await page.goto(`${env.server.baseURL}/`);
  await page.getByRole('button', { name: 'Make a prediction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Make a Prediction' });
  await dialog.getByLabel('Your prediction').fill('The city marathon record falls this spring');
  await dialog.getByRole('button', { name: '85 percent sure' }).click();
  await expect(dialog.getByRole('button', { name: '85 percent sure' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The slider answers the keyboard: one step up, one down, back at 85.
  const slider = dialog.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('86');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('85');
  await dialog.getByLabel('Expires on').fill(expiresAt);
  await dialog.getByLabel('Category').selectOption('other');
  await dialog.getByRole('button', { name: 'Make prediction' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const mine = await (await caller.get('/api/predictions?limit=5')).json();
  const first = mine.data.find((p: { text: string }) => p.text.startsWith('The city marathon'));
  expect(first.confidence).toBe(85);
  // The card shows it next to the player.
  await expect(
    page
      .getByRole('article', { name: 'The city marathon record falls this spring' })
      .getByText('85% sure'),
  ).toBeVisible();

  // Calls 2 and 3: 70 % and 55 % sure. The bettor stakes 5 against call 2's 50.
  const second = await create(caller, 'The new bridge opens before the summer holidays', 50, 70);
  const third = await create(caller, 'The local team reaches the cup semi final', 5, 55);
  const bet = await bettor.post(`/api/predictions/${second}/bet-against`, {
    data: { wager: 5, confidence: 90 },
  });
  expect(bet.status(), await bet.text()).toBe(200);

  await resolve(first.id, 'CORRECT');
  await resolve(second, 'INCORRECT');
  await resolve(third, 'CORRECT');

  // Brier = ((85−100)² + (70−0)² + (55−100)²) / 30000 = 7150 / 30000 = 0.238 (3 places).
  await page.goto(`${env.server.baseURL}/profile`);
  const card = page.getByTestId('track-record');
  await expect(card.getByTestId('track-brier')).toHaveText('0.238', { timeout: 30_000 });
  await expect(card.getByTestId('track-hit rate')).toHaveText('67%');
  const row = (from: number) => card.getByTestId(`calibration-bin-${from}`);
  await expect(row(80)).toHaveText(/80–90%\s*1\s*85%\s*100%/);
  await expect(row(70)).toHaveText(/70–80%\s*1\s*70%\s*0%/);
  await expect(row(50)).toHaveText(/50–60%\s*1\s*55%\s*100%/);
  await expect(row(90)).toHaveText(/90–100%\s*0\s*–\s*–/);
  for (const from of [50, 70, 80]) {
    await expect(card.getByTestId(`calibration-point-${from}`)).toBeVisible();
  }
  await expect(card.getByTestId('brier-trend').getByRole('listitem')).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'profile');

  // Boldest: the bettor was right against 50 of 55 points staked: round(100·50/55) = 91.
  await page.goto(`${env.server.baseURL}/leaderboard`);
  await page.getByRole('group', { name: 'Board' }).getByRole('button', { name: 'Boldest' }).click();
  await expect(page).toHaveURL(/board=boldest/);
  // The rows only (a row holds its own list of badges).
  const rankings = page.getByRole('list', { name: 'Full Rankings' }).locator(':scope > li');
  await expect(rankings.first()).toContainText('tr_bettor', { timeout: 30_000 });
  await expect(rankings.first()).toContainText('91');
  await expect(rankings.nth(1)).toContainText('tr_caller');
  await shoot(page, 'boldest');

  // A private league of the two: its page shows their positions counted together.
  // Brier = (7150 + (90−100)²) / 40000 = 0.18125; nobody has the 10 calls for their own score.
  expect((await caller.post('/api/users/upgrade-pro', { data: {} })).status()).toBe(200);
  const made = await caller.post('/api/leagues', {
    data: { name: 'Calibrated crew', description: 'Two players', isPrivate: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  const league = (await made.json()).data as { id: string; inviteCode: string };
  const joined = await bettor.post('/api/leagues/join', {
    data: { inviteCode: league.inviteCode },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.goto(`${env.server.baseURL}/leagues/${league.id}`);
  const section = page.getByTestId('league-track-record');
  await expect(section.getByTestId('track-brier')).toHaveText('0.181', { timeout: 30_000 });
  await expect(section.getByTestId('calibration-bin-90')).toHaveText(/90–100%\s*1\s*90%\s*100%/);
  await expect(section.getByTestId('league-member-brier').getByRole('listitem')).toHaveText([
    /tr_caller\s*3 of 10 calls/,
    /tr_bettor\s*1 of 10 calls/,
  ]);
  expect(await axeInBothThemes(page, '[data-testid="league-track-record"]')).toEqual([]);
});
