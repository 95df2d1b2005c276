// The `set` of an upsert (insert … on conflict do update) and of a counter update, column by
// column: the incoming row's value (`excluded.<column>`), a counter plus the incoming row's value,
// or a counter less an amount.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

function eachColumn<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
  value: (column: ReturnType<typeof getTableColumns<T>>[K], key: K) => SQL,
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, value(columns[key], key)])) as Record<K, SQL>;
}

/** `<column> = excluded.<column>` for each key: the row that was to be inserted wins. */
export function takeIncoming<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  return eachColumn(table, keys, (column) => sql.raw(`excluded.${column.name}`));
}

/** `<column> = <column> + excluded.<column>` for each key: counters add the incoming row's. */
export function addIncoming<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  return eachColumn(
    table,
    keys,
    (column) => sql`${column} + ${sql.raw(`excluded.${column.name}`)}`,
  );
}

/** `<column> = <column> - <amount>` for each entry: counters give back what a row added. */
export function subtractFrom<T extends PgTable, K extends ColumnKey<T>>(
  table: T,
  amounts: Record<K, number | SQL>,
): Record<K, SQL> {
  return eachColumn(
    table,
    Object.keys(amounts) as K[],
    (column, key) => sql`${column} - ${amounts[key]}`,
  );
}
