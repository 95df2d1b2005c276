import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { session, user } from './auth.table.ts';

/** The e-mail of an account named by e-mail or username; null when there is none. */
export async function resolveEmail(db: Database, identifier: string): Promise<string | null> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) return value;
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.username, value))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Sets or clears the forced password change of an account; null when there is no such account.
 * Sessions carry the user snapshot, so setting it ends them: the mark applies at the next sign-in.
 */
export async function markMustChangePassword(tx: DbOrTx, userId: string, value: boolean) {
  const [row] = await tx
    .update(user)
    .set({ mustChangePassword: value, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id, mustChangePassword: user.mustChangePassword });
  if (row && value) await tx.delete(session).where(eq(session.userId, userId));
  return row ?? null;
}
