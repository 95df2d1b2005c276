import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { session, user } from '../auth/auth.table.ts';

export async function setMustChangePassword(
  db: Database,
  input: { adminId: string; userId: string; value: boolean },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ mustChangePassword: input.value, updatedAt: new Date() })
      .where(eq(user.id, input.userId))
      .returning({ id: user.id, mustChangePassword: user.mustChangePassword });
    if (!row) throw notFound('User not found');
    // Sessions carry the user snapshot; end them so the mark applies at the next sign-in.
    if (input.value) await tx.delete(session).where(eq(session.userId, input.userId));
    return row;
  });
}
