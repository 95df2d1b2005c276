// Merging similar predictions (docs/rules/game.md "Merge", "Merge"): the suggestions of
// the Review & Merge modal and the merge itself, in one transaction. Points: every selected
// prediction refunds its held wagers (status MERGED, note `Merged into: {text}`), then the new
// prediction holds the summed stakes of shared rules/merge.ts planMerge again. Each user's net
// change is what cannot carry over (their refund), so nothing is made or lost, and the ledger
// shows where each point went (refund on the old prediction, wager on the new one). One position
// per player on the merged prediction; each source's held jump-on bonus is cancelled with its
// refund, and the merged prediction holds one again for its creator per jump it keeps.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { SIMILARITY_THRESHOLD, type Category } from '@boldcall/shared/constants';
import { planMerge, type MergeSource } from '@boldcall/shared/rules/merge';
import { groupSimilar } from '@boldcall/shared/rules/similarity';
import { detectSports } from '@boldcall/shared/rules/sports';
import { ADMIN_MSG } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockBalance, movePoints } from '../points/points.service.ts';
import { holdJumpBonus } from '../points/stakes.ts';
import {
  excerpt,
  lockLivePrediction,
  notifyStakeholders,
  points,
  stakeholders,
} from './predictions.moderation.ts';
import {
  buildSearchText,
  findPredictionRows,
  hydratePredictions,
  predictionStakes,
  type PredictionRecord,
} from './predictions.repository.ts';
import {
  recordPredictionAdded,
  recordPredictionRemoved,
} from '../leaderboard/leaderboard.stats.ts';
import { loadStakes, refundPrediction } from './predictions.settlement.ts';
import { sealedText } from './predictions.receipts.ts';
import { seal } from '../receipts/receipts.service.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictionVotes,
  predictions,
} from './predictions.table.ts';

/** How many of the most recent PENDING predictions the suggestions compare. */
export const SUGGESTION_WINDOW = 2000;
const SUGGESTION_GROUPS_MAX = 50;

export interface MergeSuggestion {
  topSimilarity: number;
  predictions: Prediction[];
}

/**
 * Groups of similar PENDING predictions (similarity above `threshold`, the admin's choice:
 * docs/rules/similarity.md), largest group first.
 */
export async function mergeSuggestions(
  db: DbOrTx,
  viewerId: string | null,
  threshold: number = SIMILARITY_THRESHOLD,
  window: number = SUGGESTION_WINDOW,
): Promise<MergeSuggestion[]> {
  const recent = await db
    .select({ id: predictions.id, text: predictions.text })
    .from(predictions)
    .where(and(eq(predictions.status, 'PENDING'), isNull(predictions.deletedAt)))
    .orderBy(desc(predictions.createdAt), desc(predictions.id))
    .limit(window);
  const groups = groupSimilar(recent.reverse(), threshold).slice(0, SUGGESTION_GROUPS_MAX);
  const ids = groups.flatMap((g) => g.items.map((i) => i.id));
  const rows = await findPredictionRows(db, ids);
  const hydrated = new Map(
    (await hydratePredictions(db, rows, viewerId)).map((p) => [p.id, p] as const),
  );
  return groups.map((g) => ({
    topSimilarity: Math.round(g.topSimilarity * 1000) / 1000,
    predictions: g.items.flatMap((i) => hydrated.get(i.id) ?? []),
  }));
}

/** One statement for all of a table's rows; none when there are none. */
async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]) {
  if (rows.length > 0) await tx.insert(table).values(rows);
}

export interface MergeInput {
  predictionIds: string[];
  text: string;
  category?: Category;
}

export interface MergeResult {
  id: string;
  mergedIds: string[];
  refunds: Array<{ userId: string; amount: number }>;
}

export async function mergePredictions(
  db: Database,
  adminId: string,
  input: MergeInput,
  now: Date = new Date(),
): Promise<MergeResult> {
  const ids = [...new Set(input.predictionIds)].sort();
  return db.transaction(async (tx) => {
    // Prediction rows first, in id order (the house lock order), then balances by user id.
    const rows: PredictionRecord[] = [];
    for (const id of ids) {
      const row = await lockLivePrediction(tx, id);
      if (row.status !== 'PENDING' || row.settledAt) {
        throw conflict(ADMIN_MSG.mergeNotPending, 'NOT_PENDING');
      }
      rows.push(row);
    }
    const votes = await tx
      .select({
        predictionId: predictionVotes.predictionId,
        userId: predictionVotes.userId,
        voteType: predictionVotes.voteType,
        createdAt: predictionVotes.createdAt,
      })
      .from(predictionVotes)
      .where(inArray(predictionVotes.predictionId, ids));
    const sources: MergeSource[] = [];
    for (const row of rows) {
      sources.push({
        id: row.id,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        stakes: await loadStakes(tx, row),
        heldBonus: row.heldBonus,
        votes: votes.filter((v) => v.predictionId === row.id),
      });
    }
    const plan = planMerge(sources);
    const everyone = [...new Set(sources.flatMap((s) => stakeholders(s.stakes)))].sort();
    for (const userId of everyone) await lockBalance(tx, userId);

    const earliest = rows.find((r) => r.id === plan.earliestId) as PredictionRecord;
    const category = input.category ?? earliest.category;
    const newId = randomUUID();
    const sum = (list: ReadonlyArray<{ wager: number }>) => list.reduce((t, s) => t + s.wager, 0);
    await tx.insert(predictions).values({
      id: newId,
      userId: plan.creatorId,
      text: input.text,
      category,
      expiresAt: plan.expiresAt,
      pointsWagered: plan.creatorWager,
      isCustom: true,
      createdAt: now,
      searchText: buildSearchText(input.text, category),
      sports: detectSports(input.text),
      joinedCount: plan.joins.length,
      totalJoinedPoints: sum(plan.joins),
      votesUp: plan.votes.filter((v) => v.voteType === 'up').length,
      votesDown: plan.votes.filter((v) => v.voteType === 'down').length,
      jumpedOnCount: plan.jumps.length,
      betAgainstCount: plan.betsAgainst.length,
      heldBonus: plan.creatorBonus,
    });

    const note = `Merged into: ${input.text}`;
    for (const row of rows) {
      await recordPredictionRemoved(tx, await predictionStakes(tx, row.id)); // leaderboard totals: the stake moves
      await refundPrediction(tx, row.id, 'MERGED', {
        resolvedBy: adminId,
        adminNote: note,
        mergedIntoId: newId,
        now,
      });
    }

    const hold = (
      userId: string,
      wager: number,
      reason: 'prediction_wager' | 'join_wager' | 'jump_wager' | 'bet_wager',
    ) => movePoints(tx, { userId, amount: -wager, reason, refType: 'prediction', refId: newId });
    await hold(plan.creatorId, plan.creatorWager, 'prediction_wager');
    for (const s of plan.joins) await hold(s.userId, s.wager, 'join_wager');
    for (const s of plan.jumps) await hold(s.userId, s.wager, 'jump_wager');
    for (const s of plan.betsAgainst) await hold(s.userId, s.wager, 'bet_wager');
    // Bonuses follow the stakes (docs/rules/game.md "Merge"): the refunds above cancelled the
    // sources' held bonuses; the merged creator now holds one per jump carried over.
    await holdJumpBonus(tx, {
      userId: plan.creatorId,
      amount: plan.creatorBonus,
      refType: 'prediction',
      refId: newId,
    });
    const onMerged = (userId: string) => ({ predictionId: newId, userId });
    await insertRows(
      tx,
      predictionJoins,
      plan.joins.map((s) => ({ ...onMerged(s.userId), pointsWagered: s.wager, joinedAt: now })),
    );
    await recordPredictionAdded(tx, await predictionStakes(tx, newId)); // leaderboard totals: creator and joiners
    // Jumps and bets against have one row shape (predictions.table.ts wagerTable).
    for (const [table, stakes] of [
      [predictionJumps, plan.jumps],
      [predictionBetsAgainst, plan.betsAgainst],
    ] as const) {
      await insertRows(
        tx,
        table,
        stakes.map((s) => ({ ...onMerged(s.userId), wager: s.wager, createdAt: now })),
      );
    }
    await insertRows(
      tx,
      predictionVotes,
      plan.votes.map((v) => ({ ...onMerged(v.userId), voteType: v.voteType, createdAt: now })),
    );

    const refunds = plan.refunds.map((s) => ({ userId: s.userId, amount: s.wager }));
    const refunded = new Map(refunds.map((r) => [r.userId, r.amount]));
    const quote = `"${excerpt(input.text)}"`;
    await notifyStakeholders(tx, everyone, refunded, {
      kind: 'merged',
      predictionId: newId,
      message: (back) =>
        `A prediction you have points on was merged into ${quote}; your stake moved with it.` +
        (back > 0 ? ` ${points(back)} that could not move came back to you.` : ''),
    });
    await recordAudit(tx, {
      adminId,
      action: 'prediction.merge',
      targetType: 'prediction',
      targetId: newId,
      note: input.text,
      details: {
        mergedIds: ids,
        creatorId: plan.creatorId,
        category,
        held: plan.creatorWager + sum(plan.joins) + sum(plan.jumps) + sum(plan.betsAgainst),
        refunds,
        ...(plan.creatorBonus > 0 ? { heldBonus: plan.creatorBonus } : {}),
      },
    });
    // The merged call is sealed as made by its creator now; the positions it carries over were
    // each sealed on the call they were taken on (docs/rules/receipts.md).
    const sealHash = await seal(tx, {
      kind: 'created',
      call: newId,
      player: plan.creatorId,
      side: 'for',
      points: plan.creatorWager,
      ...sealedText(input.text),
      at: now,
    });
    await tx.update(predictions).set({ sealHash }).where(eq(predictions.id, newId));
    return { id: newId, mergedIds: ids, refunds };
  });
}
