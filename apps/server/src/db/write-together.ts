// Several writes sent as one statement (`with w0 as (…), w1 as (…) <last>`): one round trip
// instead of one per write (docs/performance.md "Statements per request"). PostgreSQL runs every
// data-modifying CTE to completion, all against the snapshot taken before any of them, so none
// sees another's rows: only writes that neither read nor touch each other's rows go together.
import { is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export async function writeTogether(db: DbOrTx, writes: readonly SQLWrapper[]): Promise<void> {
  const [first, ...rest] = writes;
  if (first) await db.execute(together([first, ...rest]));
}

/**
 * The one statement of `writes`, for a caller that sends it its own way: the join builds it once
 * with placeholders and sends it named (`builtOnce`, decision 043).
 */
export function together(writes: readonly [SQLWrapper, ...SQLWrapper[]]): SQL {
  const last = writes.at(-1) ?? writes[0];
  const ctes = writes.slice(0, -1).map(cte);
  return ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL();
}

/** The `i`th write as a CTE: a query builder brings its own parentheses, a raw statement not. */
const cte = (write: SQLWrapper, i: number) =>
  is(write, SQL) ? sql`${sql.raw(`w${i}`)} as (${write})` : sql`${sql.raw(`w${i}`)} as ${write}`;

/**
 * `head` (CTEs of the form `name as (…)`, which `writes` may read), then `writes`, ending in
 * `answer`: for a write whose later parts read an earlier part's result (the join reads the
 * points movement's new balance, decision 046).
 */
export function togetherAfter(head: SQL, writes: readonly SQLWrapper[], answer: SQL): SQL {
  return sql`with ${sql.join([head, ...writes.map(cte)], sql`, `)} ${answer}`;
}
