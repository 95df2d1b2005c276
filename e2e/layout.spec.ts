// Layout on phones and desktop (issue: phone header overflow, sideways scrolling): every page,
// as visitor, player and admin, at 360 and 390 px wide (phone project) and at desktop width
// (desktop project): the document is no wider than the viewport and every header control is on
// screen, with the longest balance (999,999 pts) in the header. One page load per page and role
// serves both checks, in light mode (widths do not change with the theme).
import { expect, test } from './fixtures.ts';
import {
  allPages,
  measureLayout,
  ROLES,
  settle,
  signInAs,
  startWorld,
  withLongestBalance,
  type World,
} from './support/world.ts';

import type { AppServer } from './support/app-server.ts';

// One server and world per project: the tests of this file run in order in one worker.
test.describe.configure({ mode: 'default' });
let server: AppServer;
let world: World;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  ({ server, world } = await startWorld(`lay${testInfo.project.name.slice(0, 1)}`));
});

test.afterAll(async () => {
  await server?.stop();
});

const WIDTHS = [
  { phone: true, width: 360, height: 780 },
  { phone: true, width: 390, height: 844 },
  { phone: false, width: 1280, height: 800 },
] as const;

for (const { phone, width, height } of WIDTHS) {
  test.describe(`${width} px`, () => {
    // Phone widths run in the phone project (touch, mobile), desktop width in the desktop one.
    test.skip(({ isMobile }) => isMobile !== phone, 'another project covers this width');
    test.use({ viewport: { width, height } });

    for (const role of ROLES) {
      test(`${role}: no sideways scrolling, header controls on screen`, async ({ page }) => {
        test.setTimeout(90_000);
        await withLongestBalance(page);
        await signInAs(page, world, role);
        const problems: string[] = [];
        for (const path of allPages(world)) {
          await page.goto(server.baseURL + path);
          await settle(page);
          const report = await measureLayout(page);
          if (report.documentWidth > report.viewport || report.headerOutside.length > 0) {
            problems.push(`${path}: ${JSON.stringify(report)}`);
          }
          if (phone && report.headerOutside.length === 0) {
            // The mobile menu sheet is wholly on screen.
            await page.getByRole('button', { name: 'Open menu' }).click();
            const sheet = page.getByRole('dialog', { name: 'Menu' });
            await expect(sheet).toBeVisible();
            const box = await sheet.boundingBox();
            if (!box || box.x < 0 || box.x + box.width > width + 1) {
              problems.push(`${path}: menu sheet ${JSON.stringify(box)}`);
            }
            await page.keyboard.press('Escape');
            await expect(sheet).toBeHidden();
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
