// `npm run screenshots`: every page as visitor, player and admin, light and dark, at the two
// phone widths the layout tests use (360 and 390 px) and at desktop, into screenshots/ (not
// committed). Each project starts its own server and world (e2e/support/world.ts).
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../support/chromium.ts';

const phone = (width: number) => ({
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width, height: 800 },
});

export default defineConfig({
  testDir: '.',
  testMatch: /screenshots\.spec\.ts/,
  outputDir: path.resolve(import.meta.dirname, '../../test-results/screenshots'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 600_000,
  expect: { timeout: 15_000 },
  use: { launchOptions: chromiumLaunch, reducedMotion: 'reduce' },
  projects: [
    { name: 'phone-360', use: phone(360) },
    { name: 'phone-390', use: phone(390) },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
