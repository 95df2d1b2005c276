// Renders the PNG app icons from public/favicon.svg with the system Chromium (no extra packages).
// The PNGs are committed; run this only when the logo changes:
//   bash scripts/toolchain.sh node apps/web/scripts/generate-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
const bolt = svg.match(/<path[^>]*\/>/)?.[0];
const gradient = svg.match(/<defs>[\s\S]*<\/defs>/)?.[0];
if (!bolt || !gradient) throw new Error('favicon.svg: expected <defs> and one <path>');

// Maskable icons are cropped to a circle by some launchers: full-bleed background and the mark
// shrunk into the central safe zone (80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${gradient}
  <rect width="512" height="512" fill="url(#bc-bg)"/>
  <g transform="translate(256 256) scale(0.72) translate(-256 -256)">${bolt}</g></svg>`;
// iOS draws its own rounded corners and shows transparency as black: square, full-bleed.
const apple = maskable.replace('scale(0.72)', 'scale(0.86)');

const outputs = [
  { file: 'pwa-192.png', size: 192, source: svg },
  { file: 'pwa-512.png', size: 512, source: svg },
  { file: 'pwa-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: apple },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const { file, size, source } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${dataUrl}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
