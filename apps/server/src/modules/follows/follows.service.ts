// Following players and watching calls (docs/rules/follows.md): the writes and who hears of
// what. The rows an export and an account deletion hand over are in follows.account-data.ts.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FOLLOW_MSG, type FollowState, type WatchState } from '@boldcall/shared/schemas/follows';
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { setRowPresent } from '../../db/row-presence.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { notifySelected, quote } from '../notifications/notifications.service.ts';
import { callForComments } from '../predictions/predictions.repository.ts';
import { displayName, assertPlayerExists } from '../../platform/identity/identity.read.ts';
import { followerCountOf, followersOf } from './follows.repository.ts';
import { follows, predictionWatches } from './follows.table.ts';

/**
 * Follows or unfollows a player; either is idempotent. 400 for oneself, 404 for an unknown or
 * closed account (its player row is gone). Answers the relation and the follower count after it.
 */
export async function setFollow(
  db: DbOrTx,
  followerId: string,
  followeeId: string,
  follow: boolean,
): Promise<FollowState> {
  if (followerId === followeeId) throw badRequest(FOLLOW_MSG.self, 'FOLLOW_SELF');
  await assertPlayerExists(db, followeeId);
  await setRowPresent(db, follows, { followerId, followeeId }, follow);
  const result = await db.execute(sql`select ${followerCountOf(sql`${followeeId}`)} as n`);
  const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  return { following: follow, followers: Number(n) };
}

/** 404 unless the call exists and was not deleted. */
async function assertLiveCall(db: DbOrTx, predictionId: string): Promise<void> {
  const call = await callForComments(db, predictionId);
  if (!call || call.deleted) throw notFound(PREDICTION_MSG.notFound);
}

/** Starts or stops watching a call (idempotent); 404 for an unknown or deleted call. */
export async function setWatch(
  db: DbOrTx,
  userId: string,
  predictionId: string,
  watch: boolean,
): Promise<WatchState> {
  await assertLiveCall(db, predictionId);
  await setRowPresent(db, predictionWatches, { userId, predictionId }, watch);
  return { watching: watch };
}

/** Whether `userId` watches the call; 404 for an unknown or deleted call. */
export async function watchState(
  db: DbOrTx,
  userId: string,
  predictionId: string,
): Promise<WatchState> {
  await assertLiveCall(db, predictionId);
  const [row] = await db
    .select({ userId: predictionWatches.userId })
    .from(predictionWatches)
    .where(
      and(eq(predictionWatches.userId, userId), eq(predictionWatches.predictionId, predictionId)),
    )
    .limit(1);
  return { watching: row !== undefined };
}

/** Everyone watching a call (its comments and its result reach them). */
export async function watcherIds(db: DbOrTx, predictionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: predictionWatches.userId })
    .from(predictionWatches)
    .where(eq(predictionWatches.predictionId, predictionId));
  return rows.map((r) => r.id);
}

/**
 * Tells every follower of the call's creator that it was made (`followed_call`), in the
 * creator's transaction: one insert … select, however many followers there are.
 */
export async function notifyFollowersOfCall(
  tx: Tx,
  call: { id: string; userId: string; text: string },
): Promise<void> {
  const name = sql`coalesce((select ${displayName()} from ${user} where ${user.id} = ${call.userId}), 'Someone')`;
  await notifySelected(tx, followersOf(call.userId), {
    kind: 'followed_call',
    predictionId: call.id,
    message: sql`${name} || ${` made a new call: ${quote(call.text)}`}`,
  });
}

/**
 * The players `followerId` follows, as a parenthesised subquery another module's statement can
 * use with `in` (the digest's "from players you follow" reads a batch of followers at once).
 */
export function followeeIdsOf(followerId: SQLWrapper): SQL {
  return sql`(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${followerId})`;
}
