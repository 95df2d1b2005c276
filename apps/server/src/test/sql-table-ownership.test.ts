// Decision 021 on SQL text: the lint rule sees imports of another module's `*.table.ts`, not a
// table named inside a raw `sql` template. This test reads every module's source and fails when
// a raw statement reads or writes (FROM / JOIN / UPDATE / INTO) a table another module owns,
// except the identity read model (`user`, `players`) and the exceptions named below, each with
// its reason. Add to the list only with a reason a reviewer would accept.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../modules');
/** The ground floor's services own tables too (decision 037); no module names them in SQL. */
const PLATFORM = path.resolve(import.meta.dirname, '../platform');

/** module → tables of other modules it may name in raw SQL, and why. */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  leaderboard: {
    predictions:
      'the full rebuild recomputes every aggregate from the positions in one statement (docs/performance.md)',
    prediction_joins: 'the same rebuild statement',
  },
  leagues: {
    predictions: "a league page's latest calls of its members, one statement with the members",
    player_period_stats:
      "the league board ranks members by the leaderboard's period rows in the same statement",
  },
};

/** Identity tables anyone may read (decision 021). */
const IDENTITY = new Set(['user', 'players']);

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [root, prefix] of [
    [MODULES, ''],
    [PLATFORM, 'platform/'],
  ] as const) {
    for (const mod of readdirSync(root)) {
      for (const file of readdirSync(path.join(root, mod))) {
        if (!file.endsWith('.table.ts')) continue;
        const text = readFileSync(path.join(root, mod, file), 'utf8');
        for (const m of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) owners.set(m[1]!, prefix + mod);
      }
    }
  }
  return owners;
}

/** The literal text of every sql`…` template in `source`, interpolations left out. */
export function sqlTexts(source: string): string[] {
  const out: string[] = [];
  let at = source.indexOf('sql`');
  while (at !== -1) {
    let depth = 0;
    let text = '';
    let i = at + 4;
    for (; i < source.length; i += 1) {
      const c = source[i];
      if (depth === 0 && c === '`') break;
      if (depth === 0 && c === '$' && source[i + 1] === '{') {
        depth = 1;
        i += 1;
        text += ' ? ';
        continue;
      }
      if (depth > 0) {
        if (c === '{') depth += 1;
        else if (c === '}') depth -= 1;
        continue;
      }
      text += c;
    }
    out.push(text);
    at = source.indexOf('sql`', i + 1);
  }
  return out;
}

/** Tables a statement's text reads or writes by name. */
export function namedTables(text: string): string[] {
  return [...text.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

describe('table ownership in raw SQL (decision 021)', () => {
  it('finds a foreign table in a statement, and not a column alias of the same name', () => {
    const [text] = sqlTexts(
      'db.execute(sql`select count(*) as comments from ${t} join comments c on c.id = ${id}`)',
    );
    expect(namedTables(text!)).toEqual(['comments']);
    expect(namedTables('select 1 as comments')).toEqual([]);
  });

  it('no module names another module’s table in raw SQL, except the named exceptions', () => {
    const owners = tableOwners();
    const found: string[] = [];
    const used = new Set<string>();
    for (const mod of readdirSync(MODULES)) {
      for (const file of readdirSync(path.join(MODULES, mod))) {
        if (!file.endsWith('.ts') || file.includes('.test') || file.endsWith('.table.ts')) continue;
        const source = readFileSync(path.join(MODULES, mod, file), 'utf8');
        for (const text of sqlTexts(source)) {
          for (const table of namedTables(text)) {
            const owner = owners.get(table);
            if (!owner || owner === mod || IDENTITY.has(table)) continue;
            if (EXCEPTIONS[mod]?.[table]) {
              used.add(`${mod}:${table}`);
              continue;
            }
            found.push(`${mod}/${file} names ${table} (owned by ${owner})`);
          }
        }
      }
    }
    expect(found).toEqual([]);
    // An exception nothing needs any more is removed, so the list stays the truth.
    const stale = Object.entries(EXCEPTIONS).flatMap(([mod, tables]) =>
      Object.keys(tables)
        .filter((t) => !used.has(`${mod}:${t}`))
        .map((t) => `${mod}:${t}`),
    );
    expect(stale).toEqual([]);
  });
});
