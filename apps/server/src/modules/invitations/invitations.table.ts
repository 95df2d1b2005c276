// Invite codes (docs/rules/invitations.md): each belongs to the player who generated it; it is
// used at most once, by an account whose e-mail was verified; the referral bonus is paid later,
// once, when that account's first position is settled (`bonus_paid_at`).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user, userRef } from '../../platform/identity/identity.table.ts';
import { ts, tsNow } from '../../db/columns.ts';

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
    // Set once, in the settlement that pays the inviter the referral bonus: the exactly-once
    // marker (an update guarded by `bonus_paid_at is null`). Null: not earned yet.
    bonusPaidAt: ts('bonus_paid_at'),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId, t.createdAt)],
);
