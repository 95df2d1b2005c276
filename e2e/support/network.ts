// Shaping what the page hears from the server, for states a real answer passes too quickly to see.
import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to the URLs `matches` accepts until the returned `release` is
 * called, so a loading state stays on screen while the test looks at it.
 */
export async function holdRequests(
  page: Page,
  matches: (url: URL) => boolean,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
