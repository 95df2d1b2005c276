// After `vite build`: keeps sourcemaps out of what the server serves, and writes a brotli and a
// gzip copy beside every compressible file so the server sends them without compressing per
// request (apps/server/src/plugins/web.ts).
//   dist/**/*.map -> sourcemaps/ (same relative paths; not served, kept for debugging a build)
//   dist/**/*.{js,css,html,svg,webmanifest,json,txt} >= 512 bytes -> .br (quality 11) and .gz
//   (level 9), each kept only when smaller than the original. 512, not 1 KB: the two small scripts
//   of the first load (boot.js, the Rolldown runtime) are 0.7 KB and half that compressed.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const maps = path.join(web, 'sourcemaps');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

rmSync(maps, { recursive: true, force: true });
let moved = 0;
let compressed = 0;
for (const file of [...files(dist)]) {
  const rel = path.relative(dist, file);
  if (file.endsWith('.map')) {
    const target = path.join(maps, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(file, target);
    moved++;
    continue;
  }
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    rmSync(file);
    continue;
  }
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  compressed++;
}
console.error(
  `› Precompressed ${compressed} files (.br, .gz); moved ${moved} sourcemaps to sourcemaps/`,
);
