// One full-page screenshot of every page per role and theme, for people to review (nothing is
// compared): screenshots/<project>/<role>/<page>-<theme>.png.
import path from 'node:path';
import { test } from '../fixtures.ts';
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
