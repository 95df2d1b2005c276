// Several writes sent as one statement (`with w0 as (…), w1 as (…) <last>`): one round trip
// instead of one per write (docs/performance.md "Statements per request"). PostgreSQL runs every
// data-modifying CTE to completion, all against the snapshot taken before any of them, so none
// sees another's rows: only writes that neither read nor touch each other's rows go together.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

// `named` are CTEs the caller names itself (`name as (…)`), placed first, so a write may read
// another's RETURNING (a receipt reads the chain head it has just advanced).
export async function writeTogether(
  db: DbOrTx,
  writes: readonly SQLWrapper[],
  named: readonly SQLWrapper[] = [],
): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const ctes = [
    ...named.map((cte) => cte.getSQL()),
    ...writes.slice(0, -1).map((write, i) => sql`${sql.raw(`w${i}`)} as ${write}`),
  ];
  await db.execute(
    ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL(),
  );
}
