import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { session } from './auth.table.ts';
import { user } from '../../platform/identity/identity.table.ts';

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

/**
 * Of the given session ids, those still valid: not ended (sign-out, sign-out everywhere, password
 * reset, forced change), not expired, and whose account is not banned. Live streams end when
 * their session drops out (docs/rules/live-events.md).
 */
export async function liveSessionIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        inArray(session.id, [...ids]),
        gt(session.expiresAt, new Date()),
        sql`${user.banned} is not true`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
