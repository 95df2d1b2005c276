// One full-page screenshot of every page per role and theme, for people to review (nothing is
// compared): screenshots/<project>/<role>/<page>-<theme>.png.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import { allPages, ROLES, settle, signInAs, useTheme, worldPerProject } from '../support/world.ts';

const own = worldPerProject('shot');
const OUT = path.resolve(import.meta.dirname, '../../screenshots');

/** A file name for a path: "/" is home, a public profile is "profile-of-rival". */
function slug(page: string): string {
  if (page === '/') return 'home';
  if (page.startsWith('/u/')) return 'profile-of-rival';
  return page.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

for (const role of ROLES) {
  test(`${role}: every page, light and dark`, async ({ page }, testInfo) => {
    await signInAs(page, own.world, role);
    for (const target of allPages(own.world)) {
      await page.goto(own.server.baseURL + target);
      await settle(page);
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(page, theme);
        const file = `${slug(target)}-${theme}.png`;
        await page.screenshot({
          path: path.join(OUT, testInfo.project.name, role, file),
          fullPage: true,
          animations: 'disabled',
        });
      }
      await useTheme(page, 'light');
    }
  });
}

// The phone-first pieces (tab bar, bet sheet, notifications, league board with its Invite): what
// the page-by-page pictures above do not open.
test('phone-first: bet sheet, notifications, a league board, light and dark', async ({
  page,
}, testInfo) => {
  const dir = path.join(OUT, testInfo.project.name, 'phone-first');
  const shoot = async (name: string, fullPage = false) => {
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.screenshot({
        path: path.join(dir, `${name}-${theme}.png`),
        fullPage,
        animations: 'disabled',
      });
    }
    await useTheme(page, 'light');
  };
  await signInAs(page, own.world, 'player');
  await page.goto(own.server.baseURL + '/');
  await settle(page);
  const rival = page
    .getByRole('article')
    .filter({ hasText: 'Apple ships a foldable iPhone before the end of next year' });
  await rival.getByRole('button', { name: 'Jump On' }).click();
  await page.getByRole('dialog', { name: 'Interact with Prediction' }).waitFor();
  await shoot('bet-sheet');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await shoot('notifications');
  await page.keyboard.press('Escape');
  await page.goto(own.server.baseURL + '/leagues/global');
  await settle(page);
  await shoot('league-global', true);
  // The NFL week as compact rows (standings first), then the season predictor by week.
  await page.goto(own.server.baseURL + '/nfl');
  await settle(page);
  await shoot('nfl-week', true);
  await page.getByRole('tab', { name: 'Season Predictor' }).click();
  await settle(page);
  await shoot('nfl-season-predictor', true);
});

test('a call page, light and dark, and the three share card images', async ({ page }, testInfo) => {
  const { server, world } = own;
  const dir = path.join(OUT, testInfo.project.name);
  const rival = world.rival.api;
  const list = await rival.get(`/api/predictions?q=${encodeURIComponent('Kansas City Chiefs')}`);
  const call = (await list.json()).data[0] as { id: string };
  // A league with an invite code, for its card (creating one is a Pro feature).
  await rival.post('/api/users/upgrade-pro');
  const code = `S${testInfo.project.name
    .replace(/[^a-z0-9]/gi, '')
    .slice(-5)
    .toUpperCase()}`;
  await rival.post('/api/leagues', {
    data: { name: 'Sunday Sharps 🏈', description: 'Calls every week', inviteCode: code },
  });

  await signInAs(page, world, 'player');
  await page.goto(`${server.baseURL}/p/${call.id}`);
  await settle(page);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.screenshot({
      path: path.join(dir, 'player', `call-page-${theme}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await useTheme(page, 'light');

  // The images as a chat app would fetch them (they have no theme).
  const cards = {
    call: `/api/og/predictions/${call.id}`,
    player: `/api/og/users/${encodeURIComponent(world.rival.username)}`,
    league: `/api/og/leagues/${code}`,
  };
  for (const [name, url] of Object.entries(cards)) {
    const res = await page.request.get(server.baseURL + url);
    expect(res.headers()['content-type']).toBe('image/png');
    await mkdir(path.join(dir, 'cards'), { recursive: true });
    await writeFile(path.join(dir, 'cards', `${name}-card.png`), await res.body());
  }
});
