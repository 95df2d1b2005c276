// Column shapes many tables repeat: timestamps and the owning account's id.
import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../modules/auth/auth.table.ts';

/** A timestamptz with millisecond precision, so a (time, id) cursor round-trips a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** `<name> timestamptz(3) not null default now()`: when the row was written (or last changed). */
export const tsNow = (name: string) => ts(name).notNull().defaultNow();

/** `created_at timestamptz not null default now()` (microsecond precision). */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `user_id` (or another name): the owning account, deleted with it. */
export const userRef = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
