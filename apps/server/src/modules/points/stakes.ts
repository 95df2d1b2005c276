// The money side of every stake (decision 014): a wager is taken when a stake is placed (or
// changed), returned when it is withdrawn, and payouts are credited once when it is settled.
// Always inside the caller's transaction, through movePoints (ledger row + balance).
import type { LedgerReason } from '@boldcall/shared/constants';
import type { Tx } from '../../db/client.ts';
import { InsufficientPointsError, lockBalance, movePoints } from './points.service.ts';

export interface StakeRef {
  refType: string;
  refId: string;
}

/**
 * Takes `amount` from the player's balance into escrow. `onShort` builds the error to throw
 * when the balance is too low (it receives what the player has).
 */
export async function holdStake(
  tx: Tx,
  input: StakeRef & {
    userId: string;
    amount: number;
    reason: LedgerReason;
    onShort?: (available: number) => Error;
  },
): Promise<void> {
  if (input.amount <= 0) return;
  try {
    await movePoints(tx, {
      userId: input.userId,
      amount: -input.amount,
      reason: input.reason,
      refType: input.refType,
      refId: input.refId,
    });
  } catch (error) {
    if (error instanceof InsufficientPointsError && input.onShort) {
      throw input.onShort(error.available);
    }
    throw error;
  }
}

/** Returns `amount` held for a stake to its player (withdrawn, or a wager lowered). */
export async function releaseStake(
  tx: Tx,
  input: StakeRef & { userId: string; amount: number; reason?: LedgerReason },
): Promise<void> {
  if (input.amount <= 0) return;
  await movePoints(tx, {
    userId: input.userId,
    amount: input.amount,
    reason: input.reason ?? 'refund',
    refType: input.refType,
    refId: input.refId,
  });
}

export interface StakePayment extends StakeRef {
  userId: string;
  amount: number;
  reason: LedgerReason;
}

/**
 * Credits settlement payouts. Every balance is locked first in one global order (user id), so
 * two settlements touching the same players never wait on each other in a cycle; `alsoLock`
 * names players the caller writes to besides the payees (their stats). Zero amounts (a lost
 * stake) move nothing.
 */
export async function payStakes(
  tx: Tx,
  payments: readonly StakePayment[],
  alsoLock: readonly string[] = [],
): Promise<void> {
  const due = payments.filter((p) => p.amount > 0);
  for (const userId of [...new Set([...due.map((p) => p.userId), ...alsoLock])].sort()) {
    await lockBalance(tx, userId);
  }
  for (const p of due) {
    await movePoints(tx, {
      userId: p.userId,
      amount: p.amount,
      reason: p.reason,
      refType: p.refType,
      refId: p.refId,
    });
  }
}

/**
 * Holds `amount` of jump-on bonus for the creator (`players.held_bonus`): recorded in the
 * ledger, not spendable until the prediction resolves (docs/rules/game.md "Wagers").
 */
export async function holdJumpBonus(
  tx: Tx,
  input: StakeRef & { userId: string; amount: number },
): Promise<void> {
  if (input.amount <= 0) return;
  await movePoints(tx, {
    userId: input.userId,
    amount: 0,
    held: input.amount,
    reason: 'jump_bonus_held',
    refType: input.refType,
    refId: input.refId,
  });
}

/**
 * Ends a held jump-on bonus: `paid` moves it into the balance (CORRECT, INCORRECT), otherwise a
 * refund cancels it and the balance does not move (UNMEASURABLE, delete, merge).
 */
export async function endJumpBonus(
  tx: Tx,
  input: StakeRef & { userId: string; amount: number; paid: boolean },
): Promise<void> {
  if (input.amount <= 0) return;
  await movePoints(tx, {
    userId: input.userId,
    amount: input.paid ? input.amount : 0,
    held: -input.amount,
    reason: input.paid ? 'jump_bonus' : 'jump_bonus_cancelled',
    refType: input.refType,
    refId: input.refId,
  });
}
