// The identity read model as other modules select it (decision 021): the name a player is shown
// by, their record, the player row joined to its account, and the player row locked.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import { players, user } from './identity.table.ts';

/** The columns a display name is made of: the `user` table, an alias of it, or a raw alias. */
export interface NameColumns {
  displayUsername: SQLWrapper;
  username: SQLWrapper;
  name: SQLWrapper;
}

/** The name columns of `user` under a raw SQL alias (`au` in `from "user" au`). */
export function accountAlias(alias: string): NameColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    displayUsername: column('display_username'),
    username: column('username'),
    name: column('name'),
  };
}

/**
 * The one rule for the name a player is shown by: the display username, else the username, else
 * `orElse`, which is the account name unless a caller shows something else there (the admin's
 * list shows the e-mail; `null` leaves no fallback). `displayNameOf` is the same rule on a row.
 */
export function displayName(
  account: NameColumns = user,
  orElse: SQLWrapper | null = account.name,
): SQL<string> {
  return orElse === null
    ? sql<string>`coalesce(${account.displayUsername}, ${account.username})`
    : sql<string>`coalesce(${account.displayUsername}, ${account.username}, ${orElse})`;
}

/** `displayName`'s rule on a row already read. */
export function displayNameOf<T extends string | null>(
  account: { displayUsername: string | null; username: string | null },
  orElse: T,
): string | T {
  return account.displayUsername ?? account.username ?? orElse;
}

/** How a player is named to others (a notification, a refusal): `displayName`, else "Someone". */
export async function displayNameById(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ displayUsername: user.displayUsername, username: user.username, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? displayNameOf(row, row.name) : 'Someone';
}

/** The name a player is searched by; the same expression as the `user_search_name_trgm_idx`. */
export const userSearchName = sql`lower(${displayName(user, sql`''`)})`;

/** The e-mail as searched; the same expression as the `user_search_email_trgm_idx`. */
export const userSearchEmail = sql`lower(${user.email})`;

export const USER_NOT_FOUND = 'User not found';

/** Throws 404 `User not found` unless a player with this id exists (one primary-key probe). */
export async function assertPlayerExists(db: DbOrTx, id: string): Promise<void> {
  const [row] = await db
    .select({ id: players.userId })
    .from(players)
    .where(eq(players.userId, id))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
}

/**
 * The handler of a public read about the player named by the route's `:id`: 404 `User not
 * found` for an unknown (or closed) account, else `{ data: read(id) }`.
 */
export function playerRead<T>(db: DbOrTx, read: (playerId: string) => Promise<T>) {
  return async (request: { params: { id: string } }): Promise<{ data: T }> => {
    await assertPlayerExists(db, request.params.id);
    return { data: await read(request.params.id) };
  };
}

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
