// Public profiles (`/u/:username`, GET /api/users/:id): what anyone may see of a
// player — never the e-mail — with the all-time stats, rank and badges.
import { eq } from 'drizzle-orm';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import { badgesFor } from '@boldcall/shared/rules/badges';
import { callsToRank } from '@boldcall/shared/rules/ranking';
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { followerCountOf, isFollowedBy } from '../follows/follows.repository.ts';
import { overallRank } from '../leaderboard/leaderboard.service.ts';
import { countPositions } from '../predictions/predictions.positions.ts';
import {
  displayName,
  playerRecord,
  selectPlayers,
  USER_NOT_FOUND,
} from '../../platform/identity/identity.read.ts';

/**
 * The profile as `viewerId` sees it (whether they follow the player; null for a visitor). The
 * follower count and the caller's follow are subqueries of the row's statement: no extra trip.
 */
export async function getPublicProfile(
  db: DbOrTx,
  by: { id: string } | { username: string },
  viewerId: string | null = null,
): Promise<PublicProfile> {
  const [row] = await selectPlayers(db, {
    id: user.id,
    username: displayName(),
    createdAt: user.createdAt,
    avatar: players.avatar,
    isPro: players.isPro,
    proUpgradedAt: players.proUpgradedAt,
    points: players.points,
    ranked: players.ranked,
    ...playerRecord,
    followers: followerCountOf(user.id),
    following: isFollowedBy(viewerId, user.id),
  })
    .where('id' in by ? eq(user.id, by.id) : eq(user.username, by.username.trim().toLowerCase()))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  const rank = await overallRank(db, row.id);
  const positionCount = await countPositions(db, row.id);
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    isPro: row.isPro,
    proUpgradedAt: row.proUpgradedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    points: row.points,
    accuracy: accuracyPercent(row.correct, row.incorrect),
    totalPredictions: row.total,
    positionCount,
    correctPredictions: row.correct,
    incorrectPredictions: row.incorrect,
    resolvedPredictions: row.correct + row.incorrect,
    rank,
    ranked: row.ranked,
    callsToRank: callsToRank(row),
    streak: row.streak,
    badges: badgesFor({
      correct: row.correct,
      incorrect: row.incorrect,
      totalPredictions: row.total,
      streak: row.streak,
      isPro: row.isPro,
    }),
    followers: Number(row.followers),
    following: row.following === true,
  };
}
