// Following players and watching calls (docs/rules/follows.md).
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * The players `followerId` follows, as a parenthesised subquery another module's statement can
 * use with `in` (the digest's "from players you follow" reads a batch of followers at once).
 */
export function followeeIdsOf(followerId: SQLWrapper): SQL {
  return sql`(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${followerId})`;
}
