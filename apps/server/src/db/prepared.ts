// Hot statements built once per database handle with drizzle's `prepare(name)`: the SQL text is
// made once instead of on every request, and PostgreSQL parses and plans the named statement
// once per connection. For fixed-shape reads that run on most requests; a query whose shape
// follows its input (filters, search) is built per request as usual.
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from './client.ts';

/** `build(db)` once per handle (tests and benchmarks open several), then the same statement. */
export function preparedFor<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byHandle = new WeakMap<Database, Q>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement built per call (its values inline as parameters) sent as a named prepared statement,
 * so PostgreSQL parses and plans its text once per connection instead of on every call. For hot
 * writes whose text has a few fixed shapes (a join's statements): the name carries a hash of the
 * text, so each shape is its own statement and two shapes never clash under one name. Not for a
 * statement whose text follows its input without bound (it would fill every connection with
 * statements) nor one whose best plan depends on its values (decision 025).
 */
export async function executeNamed<Row>(
  db: DbOrTx,
  name: string,
  query: SQLWrapper,
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query.getSQL());
  const prepared = db._.session.prepareQuery(
    { sql: built.sql, params: built.params },
    undefined,
    `${name}_${textHash(built.sql)}`,
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

// The same casing as the handle's (openDatabase), so a statement's text is what db.execute sends.
const dialect = new PgDialect({ casing: 'snake_case' });

const hashes = new Map<string, string>();

/** FNV-1a of the text, base 36; remembered, as a handle sends few shapes many times. */
function textHash(text: string): string {
  let hash = hashes.get(text);
  if (hash !== undefined) return hash;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  hash = (h >>> 0).toString(36);
  if (hashes.size < 1000) hashes.set(text, hash);
  return hash;
}
