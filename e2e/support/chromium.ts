// Debian's Chromium, as every Playwright config here launches it.
import { existsSync } from 'node:fs';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The full browser's binary itself, not Debian's `/usr/bin/chromium` launcher: the launcher adds
 * its desktop defaults (GPU rasterization, component extensions, remote extensions) on top of
 * Playwright's flags, and on a 2-core machine those cost about a quarter of the browser's CPU
 * across the suite (docs/performance.md, "End-to-end suite").
 */
function fullBinary(): string {
  const binary = '/usr/lib/chromium/chromium';
  return existsSync(binary) ? binary : '/usr/bin/chromium';
}

/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's windows, WebUI pages
 * and GPU process, the browser Playwright itself runs headless tests in. It costs less CPU per
 * test than the full browser (docs/decisions/041). CHROMIUM_PATH overrides
 * it; without the package the full browser runs everything.
 */
function defaultBinary(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(shell) ? shell : fullBinary();
}

export const chromiumLaunch = { executablePath: defaultBinary(), args: FLAGS };

/**
 * The full browser, for the checks the headless shell cannot make: it answers every notification
 * permission with "denied", so web push is tested in the full browser
 * (`test.use({ launchOptions: fullChromiumLaunch })`, which gives the file its own worker).
 */
export const fullChromiumLaunch = { executablePath: fullBinary(), args: FLAGS };
