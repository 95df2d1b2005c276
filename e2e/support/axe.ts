// axe-core on a page or a part of it (a dialog), WCAG 2.1 A and AA: the violations in short, one
// line each, so a failing test says what and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  );
}
