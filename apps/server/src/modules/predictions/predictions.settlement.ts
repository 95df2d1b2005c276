// Paying out a prediction, exactly once (docs/rules/game.md). The guarded status transition
// `UPDATE … WHERE status = 'PENDING' AND settled_at IS NULL RETURNING` runs first in the
// caller's transaction: it takes the row lock, so a concurrent join or second settlement waits
// and then finds the prediction closed; only the transaction that flipped it pays. The amounts
// come from the pure rules in @boldcall/shared/rules/payouts. The jump-on bonus held for the
// creator ends here too, in the same transaction: paid into the balance on CORRECT / INCORRECT,
// cancelled by a refund (UNMEASURABLE, delete, merge), so a refund moves no balance but the
// returned wagers (docs/rules/game.md "Refunds").
import { and, eq, isNull } from 'drizzle-orm';
import type { PredictionStatus } from '@boldcall/shared/constants';
import {
  heldBonusOutcome,
  settlementCredits,
  type Credit,
  type SettlementOutcome,
  type Stakes,
} from '@boldcall/shared/rules/payouts';
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { dueReferrals, payReferralBonuses } from '../invitations/invitations.service.ts';
import { recordSettlementStats } from '../leaderboard/leaderboard.stats.ts';
import { endJumpBonus, payStakes } from '../points/stakes.ts';
import { recordTrackRecord } from './predictions.track-record.ts';
import { recordSettlementExtras } from './predictions.settlement-records.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
} from './predictions.table.ts';

export interface SettlementMeta {
  resolvedBy?: string | null;
  adminNote?: string | null;
  now?: Date;
}

/** The jump-on bonus the prediction held for its creator, and how it ended. */
export interface HeldBonusEnd {
  userId: string;
  amount: number;
  /** Paid into the balance (CORRECT, INCORRECT); false: cancelled by a refund. */
  paid: boolean;
}

export interface SettlementResult {
  predictionId: string;
  status: PredictionStatus;
  credits: Credit[];
  bonus: HeldBonusEnd | null;
}

/** What each user's balance changed by: credits plus a bonus paid to the creator. */
export function netByUser(result: Pick<SettlementResult, 'credits' | 'bonus'>) {
  const totals = new Map<string, number>();
  for (const c of result.credits) totals.set(c.userId, (totals.get(c.userId) ?? 0) + c.amount);
  if (result.bonus?.paid) {
    const { userId, amount } = result.bonus;
    totals.set(userId, (totals.get(userId) ?? 0) + amount);
  }
  return totals;
}

/** Resolves a PENDING prediction as CORRECT, INCORRECT or UNMEASURABLE and pays it. */
export async function settlePrediction(
  tx: Tx,
  predictionId: string,
  outcome: SettlementOutcome,
  meta: SettlementMeta = {},
): Promise<SettlementResult> {
  return closeAndPay(tx, predictionId, outcome, outcome, meta);
}

/**
 * Returns every held wager (delete, merge): the prediction leaves PENDING as `status`
 * (UNMEASURABLE for a delete that keeps the row, MERGED for a merge) and is never paid again.
 */
export async function refundPrediction(
  tx: Tx,
  predictionId: string,
  status: Extract<PredictionStatus, 'UNMEASURABLE' | 'MERGED'> = 'UNMEASURABLE',
  meta: SettlementMeta & { mergedIntoId?: string | null } = {},
): Promise<SettlementResult> {
  return closeAndPay(tx, predictionId, 'UNMEASURABLE', status, meta);
}

/** Everything a prediction holds in escrow, per kind of stake. */
export async function loadStakes(
  tx: Tx,
  prediction: { id: string; userId: string; pointsWagered: number },
): Promise<Stakes> {
  // One after another: a transaction is one connection, and node-postgres is dropping support
  // for queries issued on a client while another is still running.
  const joins = await tx
    .select({ userId: predictionJoins.userId, wager: predictionJoins.pointsWagered })
    .from(predictionJoins)
    .where(eq(predictionJoins.predictionId, prediction.id));
  const jumps = await tx
    .select({ userId: predictionJumps.userId, wager: predictionJumps.wager })
    .from(predictionJumps)
    .where(eq(predictionJumps.predictionId, prediction.id));
  const betsAgainst = await tx
    .select({ userId: predictionBetsAgainst.userId, wager: predictionBetsAgainst.wager })
    .from(predictionBetsAgainst)
    .where(eq(predictionBetsAgainst.predictionId, prediction.id));
  return {
    creator: { userId: prediction.userId, wager: prediction.pointsWagered },
    joins,
    jumps,
    betsAgainst,
  };
}

/** Everyone holding a position on the prediction: creator, joiners, jumpers, bettors. */
function participantsOf(stakes: Stakes): string[] {
  return [
    stakes.creator.userId,
    ...stakes.joins.map((s) => s.userId),
    ...stakes.jumps.map((s) => s.userId),
    ...stakes.betsAgainst.map((s) => s.userId),
  ];
}

async function closeAndPay(
  tx: Tx,
  predictionId: string,
  outcome: SettlementOutcome,
  status: PredictionStatus,
  meta: SettlementMeta & { mergedIntoId?: string | null },
): Promise<SettlementResult> {
  const now = meta.now ?? new Date();
  const [closed] = await tx
    .update(predictions)
    .set({
      status,
      settledAt: now,
      resolvedAt: now,
      ...(meta.resolvedBy !== undefined ? { resolvedBy: meta.resolvedBy } : {}),
      ...(meta.adminNote !== undefined ? { adminNote: meta.adminNote } : {}),
      ...(meta.mergedIntoId !== undefined ? { mergedIntoId: meta.mergedIntoId } : {}),
    })
    .where(
      and(
        eq(predictions.id, predictionId),
        eq(predictions.status, 'PENDING'),
        isNull(predictions.settledAt),
      ),
    )
    .returning({
      id: predictions.id,
      userId: predictions.userId,
      pointsWagered: predictions.pointsWagered,
      category: predictions.category,
      heldBonus: predictions.heldBonus,
      text: predictions.text,
    });
  if (!closed) {
    const [exists] = await tx
      .select({ id: predictions.id })
      .from(predictions)
      .where(eq(predictions.id, predictionId));
    if (!exists) throw notFound(PREDICTION_MSG.notFound);
    throw conflict(PREDICTION_MSG.alreadySettled, 'ALREADY_SETTLED');
  }

  const stakes = await loadStakes(tx, closed);
  const credits = settlementCredits(stakes, outcome);
  // Backers (creator and joiners) share the outcome: their leaderboard stats move with it.
  const backers = [stakes.creator.userId, ...stakes.joins.map((j) => j.userId)];
  // Every balance touched (payees, and backers whose stats change) is locked in one global
  // order (user id) so two settlements, or a settlement and a jump-on bonus, can never wait on
  // each other in a cycle.
  const ref = { refType: 'prediction', refId: predictionId };
  // A decided outcome is every participant's real play: it pays the referral bonus of whoever
  // invited them, once (docs/rules/invitations.md). The inviters join the one lock order.
  const decided = status === 'CORRECT' || status === 'INCORRECT';
  const referrals = decided ? await dueReferrals(tx, participantsOf(stakes)) : [];
  await payStakes(
    tx,
    credits.map((c) => ({ ...c, ...ref })),
    [...backers, ...referrals.map((r) => r.inviterId)],
  );
  await payReferralBonuses(tx, referrals, now);
  // The bonus held for the creator ends with the prediction: paid, or cancelled by a refund
  // (a merge then holds it again on the merged prediction for the jumps it carries over).
  const held = heldBonusOutcome(outcome, closed.heldBonus);
  const bonus =
    closed.heldBonus > 0
      ? { userId: stakes.creator.userId, amount: closed.heldBonus, paid: held.paid > 0 }
      : null;
  if (bonus) await endJumpBonus(tx, { ...bonus, ...ref });
  await recordSettlementStats(tx, {
    status,
    category: closed.category,
    resolvedAt: now,
    backers,
  });
  // Confidence, Brier and boldness: scored once, here (docs/rules/track-record.md).
  await recordTrackRecord(tx, { predictionId, status, resolvedAt: now });
  await recordSettlementExtras(tx, { predictionId, text: closed.text, status, stakes, at: now });
  return { predictionId, status, credits, bonus };
}
