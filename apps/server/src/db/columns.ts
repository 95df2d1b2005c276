// Column shapes many tables repeat: timestamps and the owning account's id.
import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../modules/auth/auth.table.ts';

/** A timestamptz with millisecond precision, so a (time, id) cursor round-trips a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** `created_at timestamptz not null default now()` (microsecond precision). */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `user_id`: the owning account, deleted with it. */
export const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
