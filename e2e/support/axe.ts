// axe-core on a page or a part of it (a dialog), WCAG 2.1 A and AA: the violations in short, one
// line each, so a failing test says what and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { useTheme } from './world.ts';

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode: axe gathers its results in the page itself instead of opening a blank page per
  // run to merge frame results, which cost seconds a run on a busy machine; our pages have no
  // cross-origin frames, the one thing it leaves out.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  );
}

/** axe in light, then in dark (the theme follows the emulated system one), back to light. */
export async function axeInBothThemes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    for (const v of await axeViolations(page, include)) found.push(`(${theme}) ${v}`);
  }
  await useTheme(page, 'light');
  return found;
}
