// Our own account tables beside Better Auth's (docs/rules/account.md): a pending e-mail change
// and the usernames an account gave up (for the 30-day redirect and the once-in-30-days rule).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns, userRef } from '../../platform/identity/identity.table.ts';

/** One pending change per account: the code (hashed) went to `new_email`. */
export const emailChanges = pgTable('email_changes', {
  userId: userRef().primaryKey(),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: tsNow('created_at'),
});

/** A username an account left: `/u/{old}` redirects to the account until `redirect_until`. */
export const usernameChanges = pgTable(
  'username_changes',
  {
    ...ownedRowColumns(),
    oldUsername: text('old_username').notNull(),
    newUsername: text('new_username').notNull(),
    changedAt: tsNow('changed_at'),
    redirectUntil: ts('redirect_until').notNull(),
  },
  (t) => [
    index('username_changes_user_idx').on(t.userId, t.changedAt),
    index('username_changes_old_idx').on(t.oldUsername, t.changedAt),
  ],
);
