// Debian's Chromium, as every Playwright config here launches it.
import { existsSync } from 'node:fs';

/**
 * The browser binary itself, not Debian's `/usr/bin/chromium` launcher: the launcher adds its
 * desktop defaults (GPU rasterization, component extensions, remote extensions) on top of
 * Playwright's flags, and on a 2-core machine those cost about a quarter of the browser's CPU
 * across the suite (docs/performance.md, "End-to-end suite"). CHROMIUM_PATH overrides it.
 */
function chromiumBinary(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const binary = '/usr/lib/chromium/chromium';
  return existsSync(binary) ? binary : '/usr/bin/chromium';
}

export const chromiumLaunch = {
  executablePath: chromiumBinary(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
