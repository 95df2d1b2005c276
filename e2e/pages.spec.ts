// Layout on phones and desktop (issue: phone header overflow, sideways scrolling): every page,
// as visitor, player and admin, at 360 and 390 px wide (phone project) and at 1280 px (desktop
// project): the document is no wider than the viewport and every header control is on
// screen, with the longest balance (999,999 pts) in the header. One page load per page and role
// serves both checks, in light mode (widths do not change with the theme).
import { expect, test } from './fixtures.ts';
import { axeInBothThemes } from './support/axe.ts';
import {
  allPages,
  measureLayout,
  ROLES,
  settle,
  signInAs,
  withLongestBalance,
  worldPerProject,
} from './support/world.ts';

const own = worldPerProject('pg');

// Phones: each page is loaded once at 360 px and measured again at 390 px.
const PHONE_WIDTHS = [360, 390] as const;
const DESKTOP = { width: 1280, height: 800 } as const;

test.use({ reducedMotion: 'reduce' });

for (const role of ROLES) {
  test(`${role}: no sideways scrolling, header on screen, no axe violation`, async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(240_000);
    const widths = isMobile ? PHONE_WIDTHS : [DESKTOP.width];
    await withLongestBalance(page);
    await signInAs(page, own.world, role);
    const problems: string[] = [];
    for (const path of allPages(own.world)) {
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({ width, height: isMobile ? 800 : DESKTOP.height });
        if (index === 0) {
          await page.goto(own.server.baseURL + path);
          await settle(page);
        }
        const report = await measureLayout(page);
        if (report.documentWidth > report.viewport || report.headerOutside.length > 0) {
          problems.push(`${path} at ${width} px: ${JSON.stringify(report)}`);
        }
        if (isMobile && index === 0 && report.headerOutside.length === 0) {
          // The mobile menu sheet is wholly on screen.
          await page.getByRole('button', { name: 'Open menu' }).click();
          const sheet = page.getByRole('dialog', { name: 'Menu' });
          await expect(sheet).toBeVisible();
          // Measured once it has slid in (reduced motion makes that instant, not at once).
          const inside = async () => {
            const box = await sheet.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
          };
          await expect
            .poll(inside, { timeout: 3_000 })
            .toBe(true)
            .catch(async () => {
              problems.push(`${path}: menu sheet ${JSON.stringify(await sheet.boundingBox())}`);
            });
          await page.keyboard.press('Escape');
          await expect(sheet).toBeHidden();
        }
      }
      // axe at the last width, light then dark.
      for (const v of await axeInBothThemes(page)) problems.push(`${path} ${v}`);
    }
    expect(problems).toEqual([]);
  });
}

test('a signed-in player lands on the feed: a prediction card in the first screen', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, own.world, 'player');
  await page.goto(own.server.baseURL + '/');
  // The newest of the world's predictions, the first card of the feed.
  const first = page
    .getByRole('article')
    .filter({ hasText: 'Apple ships a foldable iPhone next year' });
  await expect(first).toBeVisible();
  // The card's top edge is inside the first viewport (no scrolling): the hero is for visitors.
  const viewport = page.viewportSize();
  const box = await first.boundingBox();
  expect(viewport).not.toBeNull();
  expect(box, 'the card is laid out').not.toBeNull();
  expect(
    box!.y,
    `card top within ${viewport!.height} px (${isMobile ? 'phone' : 'desktop'})`,
  ).toBeLessThan(viewport!.height);
});
