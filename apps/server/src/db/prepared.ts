// Hot statements built once per database handle with drizzle's `prepare(name)`: the SQL text is
// made once instead of on every request, and PostgreSQL parses and plans the named statement
// once per connection. For fixed-shape reads that run on most requests; a query whose shape
// follows its input (filters, search) is built per request as usual.
import type { Database } from './client.ts';

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
