// Fails when a React function component in apps/web/src is longer than 150 lines, so a component
// is cut into sub-components and hooks at its seams before it grows past reading in one sitting.
// The static rules page (how-scoring-works.tsx) is exempt: it is one long page of prose.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = 'apps/web/src';
const MAX_LINES = 150;
const EXEMPT = new Set(['apps/web/src/app/routes/how-scoring-works.tsx']);

function* tsxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(full);
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) yield full;
  }
}

const isComponentName = (name) => /^[A-Z]/.test(name);
const found = [];
for (const file of tsxFiles(ROOT)) {
  const rel = file.split(path.sep).join('/');
  if (EXEMPT.has(rel)) continue;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const measure = (name, node) => {
    const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
    if (isComponentName(name) && lines > MAX_LINES) found.push({ rel, name, lines });
  };
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) measure(node.name.text, node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) ||
        ts.isFunctionExpression(node.initializer) ||
        ts.isCallExpression(node.initializer)) // memo(…), forwardRef(…)
    ) {
      measure(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const all = process.argv.includes('--all');
if (all || found.length > 0) {
  for (const f of found.sort((a, b) => b.lines - a.lines)) {
    console.error(`${f.rel}: ${f.name} is ${f.lines} lines (at most ${MAX_LINES})`);
  }
}
if (found.length > 0) {
  console.error('Cut a long component into sub-components or hooks at its seams.');
  process.exit(1);
}
