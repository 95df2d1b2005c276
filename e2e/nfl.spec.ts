// The NFL section end to end (docs/rules/nfl.md): place, update and lose a weekly pick, pick a
// whole week at 360 px with one tap a game and one save (the wager starting at the last one
// used), and submit a season prediction. Each project gets its own server and database; games arrive
// through `npm run nfl:import`'s script with an nflverse-format file written here, and the
// result that settles the pick is a second import of the same game with its score.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from './support/api-client.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { signInPage, signUpViaApi } from './support/accounts.ts';
import { axeInBothThemes } from './support/axe.ts';
import { expect, test } from './fixtures.ts';

// One server for the file (its start and the import cost most of the time); each test has its own
// player and runs alone as well as after the other.
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(import.meta.dirname, '..');
const DAY = 86_400_000;
const season =
  new Date().getUTCMonth() < 2 ? new Date().getUTCFullYear() - 1 : new Date().getUTCFullYear();

interface CsvGame {
  id: string;
  away: string;
  home: string;
  inDays: number;
  stadium: string;
  /** Week 5 unless told. */
  week?: number;
  score?: [away: number, home: number];
}
const GAMES: CsvGame[] = [
  {
    id: '990000001',
    away: 'BUF',
    home: 'KC',
    inDays: 3,
    stadium: 'GEHA Field at Arrowhead Stadium',
  },
  { id: '990000002', away: 'NE', home: 'SEA', inDays: 4, stadium: 'Lumen Field' },
  { id: '990000003', away: 'SF', home: 'LA', inDays: 5, stadium: 'SoFi Stadium' },
];

function importGames(games: CsvGame[]) {
  const header =
    'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,espn,spread_line,total_line,stadium';
  const rows = games.map((g) => {
    const day = new Date(Date.now() + g.inDays * DAY).toISOString().slice(0, 10);
    const [away, home] = g.score ?? ['', ''];
    const week = g.week ?? 5;
    return [
      `${season}_${String(week).padStart(2, '0')}_${g.away}_${g.home}`,
      season,
      'REG',
      week,
      day,
      'Sunday',
      '13:00',
      g.away,
      away,
      g.home,
      home,
      'Home',
      g.id,
      3,
      47.5,
      g.stadium,
    ].join(',');
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'boldcall-nfl-'));
  const file = path.join(dir, 'games.csv');
  writeFileSync(file, [header, ...rows].join('\n') + '\n');
  execFileSync(process.execPath, ['apps/server/src/modules/nfl/nfl.import.cli.ts', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

let server: AppServer;
let alice: ApiClient;

const balance = (page: Page, points: number) =>
  page.getByTitle(`${points} points`, { exact: true });
const card = (page: Page, id: string) => page.getByTestId(`game-${id}`);

// eslint-disable-next-line no-empty-pattern -- Playwright's hook signature: fixtures, then info.
test.beforeAll(async ({}, testInfo) => {
  // Start-up only: a first start initialises a PostgreSQL cluster on a possibly busy machine.
  testInfo.setTimeout(180_000);
  server = await startAppServer({ NFL_SEASON: String(season), SPORTS_DATA_URL: 'off' });
  alice = await signUpViaApi(server.baseURL, 'nfl_alice');
  importGames(GAMES);
});

test.afterAll(async () => {
  await server?.stop();
});

test('place, update and lose a weekly pick', async ({ page }) => {
  // It runs the import script (a separate Node process) once more for the result.
  test.slow();
  await signInPage(page, alice);
  await page.goto(`${server.baseURL}/nfl`);
  await expect(page.getByRole('heading', { name: 'Week 5' })).toBeVisible();
  // The standings come first, above the games.
  const standings = page.getByRole('region', { name: 'NFL standings' });
  await expect(standings).toContainText('You have no settled picks this week yet.');
  const standingsBox = await standings.boundingBox();
  const weekBox = await page.getByRole('heading', { name: 'Week 5' }).boundingBox();
  expect(standingsBox!.y).toBeLessThan(weekBox!.y);

  const game = card(page, GAMES[0]!.id);
  await expect(game).toContainText('Chiefs');
  await expect(game).toContainText('O/U 47.5');
  await game.getByRole('button', { name: 'Details' }).click();
  await expect(game).toContainText('Kansas City Chiefs');
  await expect(game).toContainText('GEHA Field at Arrowhead Stadium');
  await expect(game).toContainText('Spread -3');
  await expect(game).toContainText('0 bets');
  await expect(balance(page, 100)).toBeVisible();

  // Above the balance: the catalogue's message, naming the game.
  const wager = page.getByRole('spinbutton', { name: 'Wager per pick' });
  await expect(wager).toHaveValue('10');
  await game.getByRole('button', { name: 'Pick Kansas City Chiefs' }).click();
  await expect(game.getByRole('button', { name: 'Pick Kansas City Chiefs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await wager.fill('500');
  await page.getByRole('button', { name: 'Save picks' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "BUF @ KC: You don't have enough points. Available: 100",
  );

  // Place: KC for 25.
  await page.getByRole('button', { name: 'Wager 25 points' }).click();
  await page.getByRole('button', { name: 'Save picks' }).click();
  await expect(page.getByText('Pick saved!')).toBeVisible();
  await expect(game).toContainText('Your pick: KC · 25 points');
  await expect(game).toContainText('1 bet');
  await expect(balance(page, 75)).toBeVisible();

  // Update: BUF for 10 — only the difference moves.
  await game.getByRole('button', { name: 'Pick Buffalo Bills' }).click();
  await page.getByRole('button', { name: 'Wager 10 points' }).click();
  await expect(game).toContainText('To save: BUF · 10 points (now KC · 25)');
  await page.getByRole('button', { name: 'Save picks' }).click();
  await expect(game).toContainText('Your pick: BUF · 10 points');
  await expect(balance(page, 90)).toBeVisible();

  // The result arrives: KC 27, BUF 20. The pick is lost and the row shows the final.
  importGames([{ ...GAMES[0]!, score: [20, 27] }]);
  await page.reload();
  await expect(game.getByText('FINAL')).toBeVisible();
  await expect(game).toContainText('Your BUF pick lost: 10 points');
  await expect(game.getByRole('button', { name: 'Pick Buffalo Bills' })).toHaveCount(0);
  await expect(balance(page, 90)).toBeVisible();
  await expect(standings).toContainText('Your record this week: 0-1');
});

test('submit a season prediction', async ({ page }) => {
  // A player of its own, with 90 points left after a weekly pick on another game's card.
  const bob = await signUpViaApi(server.baseURL, 'nfl_bob');
  const pick = await bob.post('/api/nfl/bets', {
    data: { gameId: GAMES[2]!.id, teamCode: 'SF', wager: 10 },
  });
  expect(pick.ok(), await pick.text()).toBe(true);
  await signInPage(page, bob);
  await page.goto(`${server.baseURL}/nfl`);
  await page.getByRole('tab', { name: 'Season Predictor' }).click();
  await expect(page.getByRole('heading', { name: 'Week 5' }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Seattle Seahawks to win' }).click();
  await page.getByRole('button', { name: 'San Francisco 49ers to win' }).click();
  // The master wager starts at 100, more than bob has left.
  await expect(page.getByRole('spinbutton', { name: 'Master wager' })).toHaveValue('100');
  await page.getByRole('button', { name: 'Lock In Season Predictions' }).click();
  await expect(page.getByRole('alert')).toHaveText("You don't have enough points. Available: 90");
  await page.getByRole('button', { name: 'Wager 50 points' }).click();
  await page.getByRole('button', { name: 'Lock In Season Predictions' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText("You haven't predicted 1 games. Submit anyway?");
  await prompt.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page.getByText('Season predictions submitted successfully!')).toBeVisible();
  await expect(page.getByText('SUBMITTED', { exact: true })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Season progress' });
  await expect(progress).toContainText('Pending2');
  await expect(progress).toContainText('2 games picked · 50 points wagered');
  await expect(page.getByRole('button', { name: 'Lock In Season Predictions' })).toHaveCount(0);
  // Read-only once submitted: the picks as a list, no buttons to change them.
  await expect(page.getByRole('button', { name: 'Seattle Seahawks to win' })).toHaveCount(0);
  await expect(page.getByTestId(`season-game-${GAMES[1]!.id}`)).toContainText('Your pick: SEA');
  await expect(balance(page, 40)).toBeVisible();
});

test('a week of 16 games is picked with 16 taps and one save at 360 px', async ({ page }) => {
  test.slow();
  // A full week of its own (week 6): every team once, the away teams picked.
  const pairs = [
    ['DAL', 'PHI'],
    ['GB', 'CHI'],
    ['MIA', 'NYJ'],
    ['DEN', 'LV'],
    ['BAL', 'PIT'],
    ['CIN', 'CLE'],
    ['HOU', 'IND'],
    ['JAX', 'TEN'],
    ['LAC', 'KC'],
    ['NE', 'BUF'],
    ['SEA', 'SF'],
    ['ARI', 'LA'],
    ['NYG', 'WAS'],
    ['ATL', 'NO'],
    ['CAR', 'TB'],
    ['DET', 'MIN'],
  ] as const;
  const WEEK6: CsvGame[] = pairs.map(([away, home], i) => ({
    id: String(990000061 + i),
    away,
    home,
    inDays: 10 + (i % 2),
    stadium: `Stadium ${i + 1}`,
    week: 6,
  }));
  importGames(WEEK6);
  // carol's last pick was 5 points: the week's wager starts there.
  const carol = await signUpViaApi(server.baseURL, 'nfl_carol');
  const first = await carol.post('/api/nfl/bets', {
    data: { gameId: GAMES[2]!.id, teamCode: 'SF', wager: 5 },
  });
  expect(first.ok(), await first.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 780 });
  await signInPage(page, carol);
  await page.goto(`${server.baseURL}/nfl`);
  await page.getByRole('button', { name: 'Week 6' }).click();
  await expect(page.getByRole('heading', { name: 'Week 6' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Wager per pick' })).toHaveValue('5');

  // Every row fits in about 120 px at 360 px.
  for (const g of WEEK6) {
    const box = await card(page, g.id).boundingBox();
    expect(box!.height, `row ${g.id}`).toBeLessThanOrEqual(124);
    expect(box!.width).toBeLessThanOrEqual(360);
  }

  let taps = 0;
  const tap = async (button: Locator) => {
    taps += 1;
    await button.click();
  };
  for (const g of WEEK6) {
    const row = card(page, g.id);
    await tap(row.getByRole('button', { name: /^Pick / }).first());
    await expect(row.getByRole('button', { pressed: true })).toHaveCount(1);
  }
  await expect(page.getByText('16 picks to save · 80 points')).toBeVisible();
  expect(await axeInBothThemes(page, 'main'), 'axe: the week with unsaved picks at 360 px').toEqual(
    [],
  );
  await tap(page.getByRole('button', { name: 'Save picks' }));
  await expect(page.getByText('16 picks saved!')).toBeVisible();
  expect(taps).toBe(WEEK6.length + 1);

  for (const g of WEEK6) {
    await expect(card(page, g.id)).toContainText(`Your pick: ${g.away} · 5 points`);
  }
  // 100 − 5 (the first pick) − 16 × 5.
  await expect(balance(page, 15)).toBeVisible();
  const saved = await carol.get(`/api/nfl/bets?week=6&season=${season}`);
  expect(((await saved.json()) as { data: unknown[] }).data).toHaveLength(16);
});
