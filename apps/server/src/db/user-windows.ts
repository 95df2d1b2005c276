// A span of time per player, as a table one statement can join: the e-mail digest reads each
// player's own period (their time zone, daily or weekly) from several modules, one statement
// per module and batch of players rather than one per player (docs/rules/reminders.md).
import { sql, type SQL } from 'drizzle-orm';

export interface UserWindow {
  userId: string;
  /** Inclusive. */
  since: Date;
  /** Exclusive. */
  until: Date;
}

const array = (values: readonly string[], type: 'text' | 'timestamptz'): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** `unnest(…) as <alias>(user_id, since, until)`: one row per window, for a FROM clause. */
export function windowsTable(windows: readonly UserWindow[], alias = 'w'): SQL {
  return sql`unnest(${array(
    windows.map((w) => w.userId),
    'text',
  )}, ${array(
    windows.map((w) => w.since.toISOString()),
    'timestamptz',
  )}, ${array(
    windows.map((w) => w.until.toISOString()),
    'timestamptz',
  )}) as ${sql.raw(alias)}(user_id, since, until)`;
}

/** The rows of a `db.execute` result. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
