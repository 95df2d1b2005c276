// Invite codes (docs/rules/invitations.md): each belongs to the player who generated it; it is
// used at most once, by an account whose e-mail was verified.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table.ts';
import { ts, tsNow, userRef } from '../../db/columns.ts';

export const invitations = pgTable(
  'invitations',
  {
    code: text('code').primaryKey(),
    inviterId: userRef('inviter_id'),
    createdAt: tsNow('created_at'),
    // One account uses at most one code (unique), credited once at its verification.
    usedBy: text('used_by')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    usedAt: ts('used_at'),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId, t.createdAt)],
);
