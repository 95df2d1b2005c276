// Invitations in a data export, and their removal with a deleted account (docs/rules/account.md).
// Whoever used a code is named by username only (public); never by e-mail.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { invitations } from './invitations.table.ts';

export async function exportInvitations(db: DbOrTx, userId: string) {
  return db
    .select({
      code: invitations.code,
      createdAt: invitations.createdAt,
      usedAt: invitations.usedAt,
      usedByUsername: user.username,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.usedBy))
    .where(eq(invitations.inviterId, userId))
    .orderBy(asc(invitations.createdAt), asc(invitations.code));
}

export async function forgetInvitations(tx: Tx, userId: string): Promise<void> {
  await tx.delete(invitations).where(eq(invitations.inviterId, userId));
}
