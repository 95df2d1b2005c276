// The rows tables hold for one account (keyed by their `userId` column): listed as a data export
// lists them, every column but the owner's id (the export is the owner's own), in a stated order;
// and deleted, as a closed account's are, or one row by its id (a device signed out, a token
// revoked).
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './client.ts';

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

/** Deletes the account's rows of each table, one table after another in the order given. */
export async function deleteOwnedRows(
  tx: Tx,
  userId: string,
  ...tables: OwnedTable[]
): Promise<void> {
  for (const table of tables) await tx.delete(table).where(eq(table.userId, userId));
}

/** Deletes the account's row of `table` with this `id`; false when the account has no such row. */
export async function deleteOwnedRow(
  db: DbOrTx,
  table: OwnedTable & { id: AnyPgColumn },
  userId: string,
  id: string,
): Promise<boolean> {
  const gone = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return gone.length > 0;
}
