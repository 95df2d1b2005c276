// Reads of follows as other modules' statements embed them (decision 021): the profile's
// follower count and the caller's relation, the feed's "following" filter.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { follows } from './follows.table.ts';

/** How many players follow `userId` (an index probe on follows_followee_idx). */
export function followerCountOf(userId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${userId})`;
}

/** Whether `viewerId` follows `userId` (a primary-key probe); false for a visitor. */
export function isFollowedBy(viewerId: string | null, userId: SQLWrapper): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${follows}
    where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${userId})`;
}

/**
 * `authorId` is a player `viewerId` follows: a semi-join on the primary key
 * (follower_id, followee_id), so the feed walks its usual index and probes each author.
 */
export function byFollowee(viewerId: string, authorId: SQLWrapper): SQL {
  return sql`${authorId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`;
}

/** Everyone following `userId`, as a subquery of one column (the new-call notification). */
export function followersOf(userId: string): SQL {
  return sql`select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${userId}`;
}
