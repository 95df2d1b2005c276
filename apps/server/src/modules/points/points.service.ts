// The only writer of balances (ARCHITECTURE rule 4). Each movement locks the player's row,
// checks the balance never goes negative, updates it and appends the ledger row — all inside
// the caller's transaction, so an action and its points commit or fail together.
import { eq } from 'drizzle-orm';
import type { LedgerReason } from '@boldcall/shared/constants';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { syncBoardPoints } from '../leaderboard/leaderboard.stats.ts';
import { players } from '../users/users.table.ts';
import { pointsLedger } from './points.table.ts';

export class InsufficientPointsError extends AppError {
  readonly available: number;
  constructor(available: number) {
    super(400, 'INSUFFICIENT_POINTS', `Cannot wager more than ${available} points`);
    this.available = available;
  }
}

export interface Movement {
  userId: string;
  amount: number;
  reason: LedgerReason;
  refType?: string | null;
  refId?: string | null;
}

/** Locks the player's row for the rest of the transaction and returns the balance. */
export async function lockBalance(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ points: players.points })
    .from(players)
    .where(eq(players.userId, userId))
    .for('update');
  if (!row) throw new AppError(404, 'PLAYER_NOT_FOUND', 'User not found. Please sign in.');
  return Number(row.points);
}

/** The player's balance without locking (null when the account has no player profile yet). */
export async function readBalance(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ points: players.points })
    .from(players)
    .where(eq(players.userId, userId));
  return row ? Number(row.points) : null;
}

/** Applies one movement; throws InsufficientPointsError when it would go below zero. */
export async function movePoints(tx: Tx, movement: Movement): Promise<number> {
  if (!Number.isInteger(movement.amount)) throw new Error('points must be whole numbers');
  const balance = await lockBalance(tx, movement.userId);
  const next = balance + movement.amount;
  if (next < 0) throw new InsufficientPointsError(balance);
  if (movement.amount !== 0) {
    await tx.update(players).set({ points: next }).where(eq(players.userId, movement.userId));
    // The filtered leaderboards sort by a copy of the balance (leaderboard decision record).
    await syncBoardPoints(tx, movement.userId, next);
  }
  await tx.insert(pointsLedger).values({
    userId: movement.userId,
    amount: movement.amount,
    balanceAfter: next,
    reason: movement.reason,
    refType: movement.refType ?? null,
    refId: movement.refId ?? null,
  });
  return next;
}
