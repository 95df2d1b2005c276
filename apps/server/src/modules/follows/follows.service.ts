// Following players and watching calls (docs/rules/follows.md).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows } from './follows.table.ts';

/** The players `userId` follows. */
export async function followeeIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, userId));
  return rows.map((r) => r.id);
}
