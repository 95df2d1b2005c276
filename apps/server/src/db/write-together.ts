// Several writes sent as one statement (`with w0 as (…), w1 as (…) <last>`): one round trip
// instead of one per write (docs/performance.md "Statements per request"). PostgreSQL runs every
// data-modifying CTE to completion, all against the snapshot taken before any of them, so none
// sees another's rows: only writes that neither read nor touch each other's rows go together.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { executeNamed } from './prepared.ts';

// `options.name` sends the statement as a named prepared statement (decision 025): for a hot
// write whose text is the same on every call.
export async function writeTogether(
  db: DbOrTx,
  writes: readonly SQLWrapper[],
  options: { name?: string } = {},
): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`w${i}`)} as ${write}`);
  const statement =
    ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL();
  if (options.name) await executeNamed(db, options.name, statement);
  else await db.execute(statement);
}
