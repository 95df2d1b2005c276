// The player row in a data export, and its removal with a deleted account (docs/rules/account.md).
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { user, players } from '../../platform/identity/identity.table.ts';

/** The profile: the account's own fields (no secrets) and the player row. */
export async function exportProfile(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      username: user.username,
      displayUsername: user.displayUsername,
      name: user.name,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [player] = await db.select().from(players).where(eq(players.userId, userId));
  const { userId: _owner, ...game } = player ?? { userId };
  return account ? [{ ...account, ...game }] : [];
}

/** Removes the player row (balance, stats, avatar choice) of a deleted account. */
export async function removePlayer(tx: Tx, userId: string): Promise<void> {
  await tx.delete(players).where(eq(players.userId, userId));
}
