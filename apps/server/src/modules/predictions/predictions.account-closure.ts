// A player deletes their account (docs/rules/account.md "Delete"): what they hold in open
// predictions goes back exactly as for UNMEASURABLE (docs/rules/game.md "Refunds"). Their own
// open predictions are refunded to everyone with a stake by the settlement service; each stake
// they hold on another player's open prediction is withdrawn: the wager returns to them and a
// jump's held +1 for the creator is cancelled, as a refund of that prediction would do for it.
// Resolved history stays. Runs in the deletion's transaction; points move only via movePoints.
import { and, eq, isNull } from 'drizzle-orm';
import { jumpBonus } from '@boldcall/shared/rules/payouts';
import type { Tx } from '../../db/client.ts';
import { lockBalance } from '../points/points.service.ts';
import { endJumpBonus, releaseStake } from '../points/stakes.ts';
import {
  excerpt,
  lockPrediction,
  notifyStakeholders,
  points,
  stakeholders,
} from './predictions.moderation.ts';
import type { PredictionRecord } from './predictions.repository.ts';
import { loadStakes, netByUser, refundPrediction } from './predictions.settlement.ts';
import { perPlayerTables, predictions, stakeWagers } from './predictions.table.ts';

export interface ClosureResult {
  refundedPredictions: number;
  withdrawnStakes: number;
}

const open = () => and(eq(predictions.status, 'PENDING'), isNull(predictions.settledAt));

/**
 * The prediction's row, locked for the rest of the transaction, while it is still open; null once
 * it is resolved, settled or gone (nothing is left to give back).
 */
async function lockIfOpen(tx: Tx, id: string): Promise<PredictionRecord | null> {
  const row = await lockPrediction(tx, id);
  return row && row.status === 'PENDING' && !row.settledAt ? row : null;
}

export async function closePlayerPositions(
  tx: Tx,
  userId: string,
  now = new Date(),
): Promise<ClosureResult> {
  // 1. Their own open predictions: a refund to everyone with a stake.
  const own = await tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.userId, userId), open()))
    .orderBy(predictions.id);
  for (const { id } of own) {
    const row = await lockIfOpen(tx, id);
    if (!row) continue;
    const stakes = await loadStakes(tx, row);
    const refund = await refundPrediction(tx, id, 'UNMEASURABLE', {
      adminNote: 'Refunded: the creator deleted their account',
      now,
    });
    const returned = netByUser(refund);
    const others = stakeholders(stakes).filter((u) => u !== userId);
    await notifyStakeholders(tx, others, returned, {
      kind: 'deleted',
      predictionId: id,
      message: (amount) =>
        `"${excerpt(row.text)}" was refunded: its creator deleted their account.` +
        (amount > 0 ? ` ${points(amount)} came back to you.` : ''),
    });
  }

  // 2. Their stakes on other players' open predictions: withdrawn one by one.
  let withdrawn = 0;
  for (const kind of ['join', 'jump', 'bet'] as const) {
    const table = perPlayerTables[kind];
    const rows = await tx
      .select({ predictionId: table.predictionId })
      .from(table)
      .innerJoin(predictions, eq(predictions.id, table.predictionId))
      .where(and(eq(table.userId, userId), open()))
      .orderBy(table.predictionId);
    for (const { predictionId } of rows) {
      if (await withdrawStake(tx, kind, predictionId, userId)) withdrawn += 1;
    }
  }
  return { refundedPredictions: own.length, withdrawnStakes: withdrawn };
}

/** Returns one stake on an open prediction to its player and takes it off the prediction. */
async function withdrawStake(
  tx: Tx,
  kind: 'join' | 'jump' | 'bet',
  predictionId: string,
  userId: string,
): Promise<boolean> {
  // The prediction first, then balances in user-id order: the settlement's lock order.
  const p = await lockIfOpen(tx, predictionId);
  if (!p) return false;
  const ref = { refType: 'prediction', refId: predictionId } as const;
  const t = perPlayerTables[kind];
  const [gone] = await tx
    .delete(t)
    .where(and(eq(t.predictionId, predictionId), eq(t.userId, userId)))
    .returning({ wager: stakeWagers[kind] });
  if (!gone) return false;
  const wager = gone.wager;
  // The bonus a jump holds for the creator is cancelled with it (rows from before the hold have
  // none). Never more than the prediction holds.
  const bonus = kind === 'jump' ? Math.min(jumpBonus(1), p.heldBonus) : 0;
  for (const id of [...new Set([userId, p.userId])].sort()) await lockBalance(tx, id);
  await releaseStake(tx, { userId, amount: wager, reason: 'refund', ...ref });
  if (bonus > 0) await endJumpBonus(tx, { userId: p.userId, amount: bonus, paid: false, ...ref });
  const counts = {
    join: { joinedCount: p.joinedCount - 1, totalJoinedPoints: p.totalJoinedPoints - wager },
    jump: { jumpedOnCount: p.jumpedOnCount - 1, heldBonus: p.heldBonus - bonus },
    bet: { betAgainstCount: p.betAgainstCount - 1 },
  }[kind];
  await tx.update(predictions).set(counts).where(eq(predictions.id, predictionId));
  return true;
}
