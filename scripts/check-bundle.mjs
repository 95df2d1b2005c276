// Bundle budget: the JavaScript a browser downloads to show Home on a first visit, compressed
// as the server sends it (brotli), must stay within the budget. "First load" is every script the
// built index.html references (the entry and its modulepreload links); lazy page chunks are not
// in it. Also checks the service worker's precache: every URL once, and no hashed asset that
// index.html does not reference (lazy chunks are cached when used, not on install).
// Exits non-zero when either fails. Run after the web build (scripts/test.sh does).
//   node scripts/check-bundle.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 120 * 1024;

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

function brotliSize(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const raw = readFileSync(file);
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const urls = new Set();
for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(match[1]);
for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) {
  urls.add(match[1]);
}
for (const match of html.matchAll(/<link\b[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) {
  urls.add(match[1]);
}
const ownScripts = [...urls].filter((url) => url.startsWith('/'));
if (ownScripts.length === 0) {
  console.error('check-bundle: no scripts found in apps/web/dist/index.html');
  process.exit(2);
}

const rows = ownScripts.map((url) => {
  const file = path.join(dist, url);
  return { url, raw: readFileSync(file).length, brotli: brotliSize(file) };
});
const total = rows.reduce((sum, row) => sum + row.brotli, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, totalRaw, budget: HOME_JS_BUDGET_BYTES, rows }));
} else {
  for (const row of rows.sort((a, b) => b.brotli - a.brotli)) {
    console.error(
      `  ${row.url.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.brotli).padStart(10)} br`,
    );
  }
  console.error(
    `› Home first-load JS: ${kb(total)} brotli (${kb(totalRaw)} raw), budget ${kb(HOME_JS_BUDGET_BYTES)}`,
  );
}
let failed = false;
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(`✗ Over the bundle budget by ${kb(total - HOME_JS_BUDGET_BYTES)}`);
  failed = true;
}

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
const duplicates = precached.filter((url, i) => precached.indexOf(url) !== i);
const lazy = precached.filter((url) => url.startsWith('assets/') && !html.includes(`/${url}`));
console.error(`› Precache: ${precached.length} entries`);
if (precached.length === 0 || duplicates.length > 0 || lazy.length > 0) {
  if (duplicates.length) console.error(`✗ Precached twice: ${duplicates.join(', ')}`);
  if (lazy.length) console.error(`✗ Lazy chunks precached: ${lazy.join(', ')}`);
  if (precached.length === 0) console.error('✗ No precache manifest found in sw.js');
  failed = true;
}
if (failed) process.exit(1);
