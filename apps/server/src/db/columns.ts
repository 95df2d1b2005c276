// Column shapes many tables repeat: timestamps, and a reference to the row a row belongs to. (The owning account's id, `userRef`, is in
// platform/identity/identity.table.ts beside the account table it references.)
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
