// Keeps what the code and docs cite true (docs/architecture.md "Rules of the house"): every cited docs
// path exists, a quoted section after it is a heading (or a phrase) of that page, every cited
// migration and decision number exists, and nothing cites an issue number (a clone has no
// tracker). Run by `npm run lint`; prints each broken citation as file:line and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|md|sh|css)$/.test(f))
  // Applied migrations are never edited; their SQL comments stay as written.
  .filter((f) => !f.startsWith('apps/server/drizzle/'))
  .filter((f) => existsSync(path.join(root, f)));

const migrations = new Set(
  readdirSync(path.join(root, 'apps/server/drizzle'))
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter(Boolean),
);
const decisions = new Set(
  readdirSync(path.join(root, 'docs/decisions'))
    .map((f) => /^(\d{3})-/.exec(f)?.[1])
    .filter(Boolean),
);

const pages = new Map();
function page(file) {
  if (!pages.has(file)) {
    const text = existsSync(path.join(root, file))
      ? readFileSync(path.join(root, file), 'utf8')
      : null;
    const headings = text
      ? text
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => line.replace(/^#+ /, '').toLowerCase())
      : [];
    pages.set(file, { text: text?.toLowerCase().replace(/\s+/g, ' ') ?? null, headings });
  }
  return pages.get(file);
}

const DOC = /docs\/[A-Za-z0-9_./-]+\.md/g;
const SECTION = /(docs\/[A-Za-z0-9_./-]+\.md)[,:]? ?\(?["“]([^"”]{2,80})["”]/g;
const MIGRATION = /\bmigrations? (\d{4})\b/g;
const DECISION = /\bdecisions? (\d{3})\b/g;
const ISSUE = /\b[Ii]ssues? #?\d+\b/g;

const problems = [];
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const [cited] of line.matchAll(DOC)) {
      if (!existsSync(path.join(root, cited))) problems.push(`${at}: ${cited} does not exist`);
    }
    for (const [, cited, section] of line.matchAll(SECTION)) {
      const { text, headings } = page(cited);
      if (text === null) continue; // reported above
      const wanted = section.toLowerCase().replace(/\s+/g, ' ');
      if (!headings.some((h) => h.includes(wanted)) && !text.includes(wanted)) {
        problems.push(`${at}: ${cited} has no section "${section}"`);
      }
    }
    for (const [, number] of line.matchAll(MIGRATION)) {
      if (!migrations.has(number)) problems.push(`${at}: migration ${number} does not exist`);
    }
    for (const [, number] of line.matchAll(DECISION)) {
      if (!decisions.has(number)) problems.push(`${at}: decision ${number} does not exist`);
    }
    for (const [cited] of line.matchAll(ISSUE)) {
      problems.push(`${at}: "${cited}" cites the tracker; cite docs/ or a decision record`);
    }
  });
}

if (problems.length > 0) {
  console.error(`Docs citations: ${problems.length} broken\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Docs citations: ${files.length} files checked, none broken`);
