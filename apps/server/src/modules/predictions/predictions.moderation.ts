// An admin's decisions on a prediction ("Prediction status", "Moderation";
// resolve, flag, delete; docs/rules/game.md) and the creator's or a joiner's response to a flag.
// Each is one transaction: lock the prediction row, decide with the shared rules, write the
// change, pay or refund through the settlement service, notify the people concerned and write
// the audit row — all commit together or not at all.
import { and, eq, sql } from 'drizzle-orm';
import type { FlagAction } from '@boldcall/shared/rules/moderation';
import {
  flagActionRefusal,
  MODERATION_MSG,
  respondRefusal,
  type ModerationRefusal,
} from '@boldcall/shared/rules/moderation.refusals';
import type { Credit, Stakes } from '@boldcall/shared/rules/payouts';
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import type { Resolution } from '@boldcall/shared/schemas/admin';
import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import type { Database, Tx } from '../../db/client.ts';
import { preparedPerConnection } from '../../db/prepared.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { watcherIds } from '../follows/follows.service.ts';
import { notify, notifyEach } from '../notifications/notifications.service.ts';
import { predictionStakes, type PredictionRecord } from './predictions.repository.ts';
import { recordPredictionRemoved } from '../leaderboard/leaderboard.stats.ts';
import { forgetResolutionScores } from '../track-record/track-record.settlement.ts';
import {
  loadStakes,
  netByUser,
  refundPrediction,
  settlePrediction,
} from './predictions.settlement.ts';
import { predictionJoins, predictions } from './predictions.table.ts';

const refusalError = (r: ModerationRefusal) => new AppError(r.status, r.code, r.message);

/** The prediction row, locked for the rest of the transaction; undefined when there is none. */
export async function lockPrediction(tx: Tx, id: string): Promise<PredictionRecord | undefined> {
  const [row] = await lockStatement(tx).execute({ id });
  return row;
}

/** The prediction row, locked for the rest of the transaction; 404 when missing or deleted. */
export async function lockLivePrediction(tx: Tx, id: string): Promise<PredictionRecord> {
  const row = await lockPrediction(tx, id);
  if (!row || row.deletedAt) throw notFound(PREDICTION_MSG.notFound);
  return row;
}

// Named (decision 025) and built once per connection (decision 043): every stake write and
// moderation step sends this same text.
const lockStatement = preparedPerConnection((tx) =>
  tx
    .select()
    .from(predictions)
    .where(eq(predictions.id, sql.placeholder('id')))
    .for('update')
    .prepare('prediction_lock'),
);

/** A prediction's text as notifications quote it. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Everyone with points on it: creator, joiners, jumpers, bettors against. */
export function stakeholders(stakes: Stakes): string[] {
  return [
    ...new Set([
      stakes.creator.userId,
      ...stakes.joins.map((s) => s.userId),
      ...stakes.jumps.map((s) => s.userId),
      ...stakes.betsAgainst.map((s) => s.userId),
    ]),
  ];
}

export const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/**
 * One notification per stakeholder of a closed prediction (resolve, delete, merge), its text
 * saying what came back to that player (`amounts`, 0 when nothing did).
 */
export async function notifyStakeholders(
  tx: Tx,
  userIds: readonly string[],
  amounts: ReadonlyMap<string, number>,
  notice: {
    kind: NotificationKind;
    predictionId: string | null;
    message: (amount: number) => string;
  },
): Promise<void> {
  await notifyEach(
    tx,
    userIds.map((userId) => ({
      userId,
      kind: notice.kind,
      predictionId: notice.predictionId,
      message: notice.message(amounts.get(userId) ?? 0),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Resolve

export interface ResolveResult {
  predictionId: string;
  status: Resolution;
  credits: Credit[];
}

/** Resolves a PENDING prediction and pays everyone per docs/rules/game.md (settlement service). */
export async function resolvePrediction(
  db: Database,
  adminId: string,
  id: string,
  input: { resolution: Resolution; adminNote: string },
  now: Date = new Date(),
): Promise<ResolveResult> {
  return db.transaction(async (tx) => {
    const row = await lockLivePrediction(tx, id);
    if (row.status !== 'PENDING' || row.settledAt) {
      throw conflict(MODERATION_MSG.notPending, 'NOT_PENDING');
    }
    const result = await settlePrediction(tx, id, input.resolution, {
      resolvedBy: adminId,
      adminNote: input.adminNote,
      now,
    });
    const stakes = await loadStakes(tx, row);
    const quote = `"${excerpt(row.text)}"`;
    // Watchers hear of the result too, once each: a stakeholder's notice already tells them.
    const told = [...new Set([...stakeholders(stakes), ...(await watcherIds(tx, id))])];
    await notifyStakeholders(tx, told, netByUser(result), {
      kind: 'resolved',
      predictionId: id,
      message: (amount) =>
        `${quote} was resolved ${input.resolution}.` +
        (amount > 0 ? ` You received ${points(amount)}.` : ''),
    });
    await recordAudit(tx, {
      adminId,
      action: 'prediction.resolve',
      targetType: 'prediction',
      targetId: id,
      note: input.adminNote,
      details: {
        resolution: input.resolution,
        paid: result.credits.reduce((t, c) => t + c.amount, 0),
        credits: result.credits,
        ...(result.bonus ? { heldBonus: result.bonus } : {}),
      },
    });
    return { predictionId: id, status: input.resolution, credits: result.credits };
  });
}

// ---------------------------------------------------------------------------------------------
// Flag, unflag, confirm, deny

const FLAG_NOTICE: Record<FlagAction, { kind: NotificationKind; text: string }> = {
  flag: { kind: 'flagged', text: 'was flagged by an admin. The creator or a joiner may respond.' },
  unflag: { kind: 'unflagged', text: 'is no longer flagged.' },
  confirm: { kind: 'response_confirmed', text: 'was approved: the flag is removed.' },
  deny: { kind: 'response_denied', text: 'stays flagged: the response was denied.' },
};

export async function moderatePrediction(
  db: Database,
  adminId: string,
  id: string,
  input: { action: FlagAction; adminComment?: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockLivePrediction(tx, id);
    const refusal = flagActionRefusal(input.action, {
      status: row.status,
      moderationStatus: row.moderationStatus,
      userResponse: row.userResponse,
    });
    if (refusal) throw refusalError(refusal);
    const comment = input.adminComment ?? null;
    const change: Partial<typeof predictions.$inferInsert> =
      input.action === 'flag'
        ? {
            moderationStatus: 'flagged',
            adminComment: comment,
            flaggedAt: now,
            userResponse: null,
            userResponseAt: null,
          }
        : input.action === 'unflag'
          ? {
              moderationStatus: null,
              adminComment: comment,
              flaggedAt: null,
              userResponse: null,
              userResponseAt: null,
            }
          : input.action === 'confirm'
            ? {
                moderationStatus: 'approved',
                flaggedAt: null,
                adminComment: comment ?? row.adminComment,
              }
            : { moderationStatus: 'denied', adminComment: comment ?? row.adminComment };
    await tx.update(predictions).set(change).where(eq(predictions.id, id));

    const joiners = await tx
      .select({ userId: predictionJoins.userId })
      .from(predictionJoins)
      .where(eq(predictionJoins.predictionId, id));
    const notice = FLAG_NOTICE[input.action];
    await notify(tx, [row.userId, ...joiners.map((j) => j.userId)], {
      kind: notice.kind,
      predictionId: id,
      message:
        `"${excerpt(row.text)}" ${notice.text}` + (comment ? ` Admin comment: ${comment}` : ''),
    });
    await recordAudit(tx, {
      adminId,
      action: `prediction.${input.action}`,
      targetType: 'prediction',
      targetId: id,
      note: comment,
      details: {
        from: row.moderationStatus,
        to: change.moderationStatus ?? null,
        ...(row.userResponse ? { userResponse: row.userResponse } : {}),
      },
    });
  });
}

/** The creator or a joiner answers a flag, once, while it is flagged. */
export async function respondToFlag(
  db: Database,
  userId: string,
  id: string,
  response: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockLivePrediction(tx, id);
    const [joined] = await tx
      .select({ userId: predictionJoins.userId })
      .from(predictionJoins)
      .where(and(eq(predictionJoins.predictionId, id), eq(predictionJoins.userId, userId)));
    const refusal = respondRefusal(
      {
        status: row.status,
        moderationStatus: row.moderationStatus,
        userResponse: row.userResponse,
      },
      { isCreator: row.userId === userId, hasJoined: !!joined },
    );
    if (refusal) throw refusalError(refusal);
    await tx
      .update(predictions)
      .set({ userResponse: response, userResponseAt: now })
      .where(eq(predictions.id, id));
  });
}

// ---------------------------------------------------------------------------------------------
// Delete

export interface DeleteResult {
  id: string;
  refunds: Array<{ userId: string; amount: number }>;
}

/**
 * Soft delete: a PENDING prediction first returns every held wager (it closes as UNMEASURABLE,
 * and the jump-on bonus held for the creator is cancelled, docs/rules/game.md "Refunds"); an
 * already resolved one has nothing held and keeps its outcome. Either way it leaves every list and answers 404 from now on. A MERGED
 * prediction cannot be deleted: its stakes live on in the merge.
 */
export async function deletePrediction(
  db: Database,
  adminId: string,
  id: string,
  input: { adminComment?: string },
  now: Date = new Date(),
): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const row = await lockLivePrediction(tx, id);
    if (row.status === 'MERGED') throw conflict(MODERATION_MSG.alreadyMerged, 'MERGED');
    const stakes = await loadStakes(tx, row);
    const wasPending = row.status === 'PENDING' && !row.settledAt;
    const refund = wasPending
      ? await refundPrediction(tx, id, 'UNMEASURABLE', { resolvedBy: adminId, now })
      : null;
    const comment = input.adminComment ?? null;
    await recordPredictionRemoved(tx, await predictionStakes(tx, id)); // leaderboard totals
    // A deleted call leaves the track record (docs/rules/track-record.md).
    if (!wasPending) await forgetResolutionScores(tx, id);
    await tx
      .update(predictions)
      .set({ deletedAt: now, ...(comment ? { adminComment: comment } : {}) })
      .where(eq(predictions.id, id));

    const returned = refund ? netByUser(refund) : new Map<string, number>();
    const refunds = [...returned].map(([userId, amount]) => ({ userId, amount }));
    const quote = `"${excerpt(row.text)}"`;
    await notifyStakeholders(tx, stakeholders(stakes), returned, {
      kind: 'deleted',
      // It answers 404 from now on: no link to follow.
      predictionId: null,
      message: (amount) =>
        `${quote} was removed by an admin.` +
        (amount > 0 ? ` ${points(amount)} came back to you.` : '') +
        (comment ? ` Reason: ${comment}` : ''),
    });
    await recordAudit(tx, {
      adminId,
      action: 'prediction.delete',
      targetType: 'prediction',
      targetId: id,
      note: comment,
      details: {
        status: row.status,
        refunded: wasPending,
        refunds,
        ...(refund?.bonus ? { heldBonus: refund.bonus } : {}),
      },
    });
    return { id, refunds };
  });
}
