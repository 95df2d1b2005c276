// A player's calls and positions in their data export (docs/rules/account.md): the predictions
// they made, and every stake or vote they hold on others' — their own rows only.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
  predictionVotes,
} from './predictions.table.ts';

export async function exportCalls(db: DbOrTx, userId: string) {
  return db
    .select({
      id: predictions.id,
      text: predictions.text,
      category: predictions.category,
      status: predictions.status,
      pointsWagered: predictions.pointsWagered,
      createdAt: predictions.createdAt,
      expiresAt: predictions.expiresAt,
      resolvedAt: predictions.resolvedAt,
      joinedCount: predictions.joinedCount,
      jumpedOnCount: predictions.jumpedOnCount,
      betAgainstCount: predictions.betAgainstCount,
      votesUp: predictions.votesUp,
      votesDown: predictions.votesDown,
      deletedAt: predictions.deletedAt,
    })
    .from(predictions)
    .where(eq(predictions.userId, userId))
    .orderBy(asc(predictions.createdAt), asc(predictions.id));
}

/** Joins, jumps, bets against and votes: one row each, with the prediction they are on. */
export async function exportPositions(db: DbOrTx, userId: string) {
  const on = {
    predictionId: predictions.id,
    predictionText: predictions.text,
    predictionStatus: predictions.status,
  };
  const joins = await db
    .select({ ...on, wager: predictionJoins.pointsWagered, at: predictionJoins.joinedAt })
    .from(predictionJoins)
    .innerJoin(predictions, eq(predictions.id, predictionJoins.predictionId))
    .where(eq(predictionJoins.userId, userId));
  const jumps = await db
    .select({ ...on, wager: predictionJumps.wager, at: predictionJumps.createdAt })
    .from(predictionJumps)
    .innerJoin(predictions, eq(predictions.id, predictionJumps.predictionId))
    .where(eq(predictionJumps.userId, userId));
  const bets = await db
    .select({ ...on, wager: predictionBetsAgainst.wager, at: predictionBetsAgainst.createdAt })
    .from(predictionBetsAgainst)
    .innerJoin(predictions, eq(predictions.id, predictionBetsAgainst.predictionId))
    .where(eq(predictionBetsAgainst.userId, userId));
  const votes = await db
    .select({ ...on, vote: predictionVotes.voteType, at: predictionVotes.createdAt })
    .from(predictionVotes)
    .innerJoin(predictions, eq(predictions.id, predictionVotes.predictionId))
    .where(eq(predictionVotes.userId, userId));
  return [
    ...joins.map((r) => ({ kind: 'join', vote: null, ...r })),
    ...jumps.map((r) => ({ kind: 'jump', vote: null, ...r })),
    ...bets.map((r) => ({ kind: 'bet_against', vote: null, ...r })),
    ...votes.map(({ vote, ...r }) => ({ kind: 'vote', vote, wager: null, ...r })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.predictionId.localeCompare(b.predictionId));
}
