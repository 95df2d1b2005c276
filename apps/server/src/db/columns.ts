// Column shapes many tables repeat: timestamps, a reference to the row a row belongs to, and the
// period of a per-period table's row. (The owning account's id, `userRef`, is in
// platform/identity/identity.table.ts beside the account table it references.)
import { sql } from 'drizzle-orm';
import { check, date, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LeaderboardPeriod } from '@boldcall/shared/rules/ranking';

/** A timestamptz with millisecond precision, so a (time, id) cursor round-trips a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** `<name> timestamptz(3) not null default now()`: when the row was written (or last changed). */
export const tsNow = (name: string) => ts(name).notNull().defaultNow();

/** `created_at timestamptz not null default now()` (microsecond precision). */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()` (microsecond precision). */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at` as Better Auth's tables keep them (microsecond precision). */
export const createdAndUpdatedColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** `<name> text not null references <target> on delete cascade`: deleted with the row it belongs to. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** period_start of a per-period table's all-time rows (one fixed "period"). */
export const ALL_TIME_START = '1970-01-01';

/**
 * The period a row of a per-period table counts in (the leaderboard's and the track record's
 * sums): `period_kind` all (then `period_start` is ALL_TIME_START), month (the 1st, UTC) or week
 * (the Monday, UTC).
 */
export const periodColumns = () => ({
  periodKind: text('period_kind').$type<LeaderboardPeriod>().notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
});

/** `<table>_kind_check`: the period kind is one of all, month, week. */
export const periodKindCheck = (table: string, periodKind: AnyPgColumn) =>
  check(`${table}_kind_check`, sql`${periodKind} in ('all', 'month', 'week')`);
