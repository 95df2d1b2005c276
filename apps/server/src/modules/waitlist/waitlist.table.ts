// The Pro waitlist (POST /waitlist/join): one row per e-mail address.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { user } from '../../platform/identity/identity.table.ts';
import { createdAtColumn } from '../../db/columns.ts';

export const waitlistEntries = pgTable('waitlist_entries', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  /** The account that joined, when signed in. */
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  source: text('source'),
  createdAt: createdAtColumn(),
});
