// The rows a table holds for one account, as a data export lists them: every column but the
// owner's id (the export is the owner's own), in a stated order.
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type OwnedTable = PgTable & { userId: AnyPgColumn };

/** The account's rows of `table` (keyed by its `userId` column), ascending by `order`. */
export async function ownedRows<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  userId: string,
  ...order: AnyPgColumn[]
): Promise<Array<Omit<T['$inferSelect'], 'userId'>>> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(...order.map((column) => asc(column)))) as Array<T['$inferSelect']>;
  return rows.map(({ userId: _owner, ...row }) => row);
}
