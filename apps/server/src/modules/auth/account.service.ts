import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from './auth.table.ts';

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
