// Hot statements built once and sent as named prepared statements: the app makes the SQL text
// once instead of on every request, and PostgreSQL parses and plans it once per connection.
// `preparedFor` for reads outside a transaction (one per database handle), `preparedPerConnection`
// for drizzle queries inside one, `builtOnce` for raw statements (decisions 025 and 043). A query
// whose shape follows its input (filters, search) is built per request as usual.
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

/** A statement's text and parameters, and its name: the base and a hash of the text. */
interface Compiled {
  sql: string;
  params: unknown[];
  name: string;
}

function compile(name: string, query: SQLWrapper): Compiled {
  const built = dialect.sqlToQuery(query.getSQL());
  return { sql: built.sql, params: built.params, name: `${name}_${textHash(built.sql)}` };
}

async function send<Row>(
  db: DbOrTx,
  statement: Compiled,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.sql, params: statement.params },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}

/**
 * A fixed-shape statement whose values are placeholders (`sql.placeholder('name')`), built the
 * first time it is sent and then only sent, named, with each call's values: PostgreSQL parses and
 * plans it once per connection, and the app builds its text once — on the hottest write (a join)
 * drizzle's building of the text cost about a fifth of the app's CPU (decision 043). `build` gets
 * the first caller's handle only to use its query builders; the text is the same for any handle.
 * A statement with a few shapes takes one `builtOnce` per shape; the name carries a hash of the
 * text, so two shapes never clash under one name. Not for a statement whose best plan depends on
 * its values (decision 025).
 */
export function builtOnce<Values extends Record<string, unknown>>(
  name: string,
  build: (db: DbOrTx) => SQLWrapper,
): <Row>(db: DbOrTx, values: Values) => Promise<Row[]> {
  let statement: Compiled | undefined;
  return <Row>(db: DbOrTx, values: Values) => {
    statement ??= compile(name, build(db));
    return send<Row>(db, statement, values);
  };
}

/**
 * A drizzle query with placeholders for its values (a select whose rows drizzle maps), prepared
 * once per connection it runs on and then executed with each call's values (decision 043): a
 * prepared query is bound to the connection of the handle it was made on, and a transaction's
 * handle is new each time while its connection is one of the pool's few.
 */
export function preparedPerConnection<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byConnection = new WeakMap<object, Q>();
  return (db) => {
    // drizzle keeps the session's connection (a pool client, or the pool outside a transaction)
    // private; it is only a key here.
    const connection = (db._.session as unknown as { client: object }).client;
    let query = byConnection.get(connection);
    if (query === undefined) {
      query = build(db);
      byConnection.set(connection, query);
    }
    return query;
  };
}

// The same casing as the handle's (openDatabase), so a statement's text is what db.execute sends.
const dialect = new PgDialect({ casing: 'snake_case' });

/** FNV-1a of the text, base 36. */
function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
