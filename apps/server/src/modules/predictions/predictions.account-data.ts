// A player's calls and positions in their data export (docs/rules/account.md): the predictions
// they made, and every stake or vote they hold on others' — their own rows only.
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  perPlayerTables,
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
  predictionVotes,
  stakeWagers,
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
  // The player's rows of one stake or vote table, each with the prediction it is on.
  const positionsIn = <S extends SelectedFields>(
    table:
      | typeof predictionJoins
      | typeof predictionJumps
      | typeof predictionBetsAgainst
      | typeof predictionVotes,
    fields: S,
  ) =>
    db
      .select({ ...on, ...fields })
      .from(table)
      .innerJoin(predictions, eq(predictions.id, table.predictionId))
      .where(eq(table.userId, userId));
  // A kind of stake's rows: the wager and when it was placed.
  const stakesIn = <K extends keyof typeof stakeWagers, At extends AnyPgColumn>(kind: K, at: At) =>
    positionsIn(perPlayerTables[kind], { wager: stakeWagers[kind], at });
  const joins = await stakesIn('join', predictionJoins.joinedAt);
  const jumps = await stakesIn('jump', predictionJumps.createdAt);
  const bets = await stakesIn('bet', predictionBetsAgainst.createdAt);
  const votes = await positionsIn(predictionVotes, {
    vote: predictionVotes.voteType,
    at: predictionVotes.createdAt,
  });
  return [
    ...joins.map((r) => ({ kind: 'join', vote: null, ...r })),
    ...jumps.map((r) => ({ kind: 'jump', vote: null, ...r })),
    ...bets.map((r) => ({ kind: 'bet_against', vote: null, ...r })),
    ...votes.map(({ vote, ...r }) => ({ kind: 'vote', vote, wager: null, ...r })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.predictionId.localeCompare(b.predictionId));
}
