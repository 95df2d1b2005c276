// Invitations in a data export, and their removal with a deleted account (docs/rules/account.md).
// Whoever used a code is named by username only (public); never by e-mail.
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invitationRowsOf } from './invitations.service.ts';
import { invitations } from './invitations.table.ts';

export async function exportInvitations(db: DbOrTx, userId: string) {
  const rows = await invitationRowsOf(db, userId);
  return rows.map((r) => ({
    code: r.code,
    createdAt: r.createdAt,
    usedAt: r.usedAt,
    usedByUsername: r.username,
  }));
}

export async function forgetInvitations(tx: Tx, userId: string): Promise<void> {
  await tx.delete(invitations).where(eq(invitations.inviterId, userId));
}
