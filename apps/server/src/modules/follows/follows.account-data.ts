// Follows and watches in a data export, and their removal with a deleted account
// (docs/rules/account.md).
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { predictionTextOf } from '../predictions/predictions.repository.ts';
import { displayName } from '../../platform/identity/identity.read.ts';
import { follows, predictionWatches } from './follows.table.ts';

/** The players the player follows and the calls they watch, for the data export. */
export async function exportFollows(db: DbOrTx, userId: string) {
  return db
    .select({ player: displayName(), followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(user, eq(user.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(asc(follows.createdAt));
}

export async function exportWatches(db: DbOrTx, userId: string) {
  return db
    .select({
      predictionId: predictionWatches.predictionId,
      text: predictionTextOf(predictionWatches.predictionId),
      watchedAt: predictionWatches.createdAt,
    })
    .from(predictionWatches)
    .where(eq(predictionWatches.userId, userId))
    .orderBy(asc(predictionWatches.createdAt));
}

/** A deleted account follows nobody, is followed by nobody and watches nothing. */
export async function forgetFollows(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(follows)
    .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
  await tx.delete(predictionWatches).where(eq(predictionWatches.userId, userId));
}
