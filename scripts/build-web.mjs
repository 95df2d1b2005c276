// Builds the web app only when its inputs changed since the last build (content hash).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['apps/web', 'packages/shared/src', 'package-lock.json'];
// What the build itself writes (dist, and the sourcemaps the postbuild step moves out of it)
// is not an input: hashing it made every second start rebuild.
const skip = new Set(['node_modules', 'dist', 'dist-ssr', 'sourcemaps', '.vite']);

function walk(target, hash) {
  const full = path.join(root, target);
  const stat = statSync(full);
  if (stat.isFile()) {
    hash.update(target).update(readFileSync(full));
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (skip.has(entry)) continue;
    walk(path.join(target, entry), hash);
  }
}

const hash = createHash('sha256');
for (const input of inputs) walk(input, hash);
const digest = hash.digest('hex');
const stamp = path.join(root, 'apps/web/dist/.build-stamp');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.error('› Web app is up to date.');
} else {
  console.error('› Building the web app…');
  execFileSync('npm', ['run', 'build', '--workspace', '@boldcall/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stamp, digest);
}
