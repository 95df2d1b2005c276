// The identity read model as other modules select it (decision 021): the name a player is shown
// by, their record, the player row joined to its account, and the player row locked.
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { user } from '../auth/auth.table.ts';
import { players } from './users.table.ts';

/** The name shown for a user: the display username, else the username, else the account name. */
export const playerName = sql<string>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`;

/** A player's record of resolved calls and current streak. */
export const playerRecord = {
  correct: players.correctCount,
  incorrect: players.incorrectCount,
  total: players.totalPredictions,
  streak: players.currentStreak,
};

/** `fields` of each player with their account (`players` inner join `user`). */
export function selectPlayers<T extends SelectedFields>(db: DbOrTx, fields: T) {
  return db.select(fields).from(players).innerJoin(user, eq(user.id, players.userId));
}

/**
 * Locks the player's row for the rest of the transaction (404 when there is none): their balance
 * and whether they are Pro.
 */
export async function lockPlayer(
  tx: Tx,
  userId: string,
): Promise<{ points: number; isPro: boolean }> {
  const [row] = await tx
    .select({ points: players.points, isPro: players.isPro })
    .from(players)
    .where(eq(players.userId, userId))
    .for('update');
  if (!row) throw new AppError(404, 'PLAYER_NOT_FOUND', 'User not found. Please sign in.');
  return row;
}
