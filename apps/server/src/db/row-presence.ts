// A row that is either there or not, named by its key columns (a follow, a watch). Setting it is
// idempotent both ways: insert … on conflict do nothing, or delete the row the key names.
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Puts the row `key` names in `table` when `present`, else deletes it. */
export async function setRowPresent<T extends PgTable>(
  db: DbOrTx,
  table: T,
  key: PgInsertValue<T> & Record<string, string>,
  present: boolean,
): Promise<void> {
  if (present) {
    await db.insert(table).values(key).onConflictDoNothing();
    return;
  }
  const columns: Record<string, PgTable['_']['columns'][string]> = getTableColumns(table);
  const named = Object.entries(key).map(([name, value]) => eq(columns[name]!, value));
  await db.delete(table).where(and(...named));
}
