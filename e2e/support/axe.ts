// axe-core on a page or a part of it (a dialog), WCAG 2.1 A and AA: the violations in short, one
// line each, so a failing test says what and where.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, run, RunOptions } from 'axe-core';
import { useTheme } from './world.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read: axe then records one example of each passing rule instead of
  // every node it checked, which was most of a run's cost on a busy machine.
  resultTypes: ['violations'],
  iframes: false,
};

/**
 * axe-core itself, loaded once per document (through the DevTools protocol, so the app's CSP
 * stands) and run in the page: no blank page per run to merge frame results (our pages have no
 * frames), no second copy of its half a megabyte of script per check.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = (await page.evaluate(
    ([selector, options]) => {
      const axe = (window as unknown as { axe: { run: typeof run } }).axe;
      return axe.run(selector ? { include: [selector] } : document, options);
    },
    [include ?? null, OPTIONS] as const,
  )) as AxeResults;
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
