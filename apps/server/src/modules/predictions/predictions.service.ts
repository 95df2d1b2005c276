// The prediction game's writes (docs/rules/game.md): create, edit, join, vote, jump on, bet against.
// Each is one transaction: lock the prediction row (FOR UPDATE), decide with the shared rules,
// move points through the ledger (movePoints locks the balances), write the row and its
// counters. Lock order is always prediction first, then balances by user id, so concurrent
// requests queue instead of deadlocking, on the embedded and an external PostgreSQL alike.
// The stake writes' common shape is in predictions.guarded-write.ts, the head-to-head cap on bets
// in predictions.fair-play.ts, the join in predictions.join.ts.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Category } from '@boldcall/shared/constants';
import { jumpBonus } from '@boldcall/shared/rules/payouts';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import { editRefusal, PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import { detectSports } from '@boldcall/shared/rules/sports';
import { WAGER_MSG } from '@boldcall/shared/rules/wagers';
import type { PredictionList, Prediction } from '@boldcall/shared/schemas/predictions';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { recordCategoryChange, recordStakeStats } from '../leaderboard/leaderboard.stats.ts';
import { notifyStake } from '../notifications/notifications.service.ts';
import { notifyFollowersOfCall } from '../follows/follows.service.ts';
import { lockBalance, movePoints } from '../points/points.service.ts';
import { holdJumpBonus, holdStake } from '../points/stakes.ts';
import { seal, sealAtCommit } from '../receipts/receipts.service.ts';
import {
  asSeenBy,
  buildSearchText,
  findPredictionForViewer,
  listPredictionsForViewer,
  viewerRelations,
  type ListFilters,
} from './predictions.repository.ts';
import { checkHeadToHead } from './predictions.fair-play.ts';
import {
  guardedWrite,
  onceEach,
  refusalError,
  type WriteOptions,
} from './predictions.guarded-write.ts';
import { lockLivePrediction } from './predictions.moderation.ts';
import { confidenceOf, sealedText } from './predictions.receipts.ts';
import { perPlayerTables, predictionVotes, predictions } from './predictions.table.ts';

export interface CreatePredictionData {
  text: string;
  category: Category;
  expiresAt: Date;
  pointsWagered: number;
  isCustom?: boolean;
  /** The creator's confidence, 1–99 (docs/rules/track-record.md). */
  confidence?: number | null;
}

export interface EditPredictionData {
  text?: string;
  category?: Category;
  expiresAt?: Date;
}

/** Locks balances in user-id order; movePoints then re-locks rows this transaction holds. */
async function lockBalances(tx: Tx, userIds: string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) await lockBalance(tx, userId);
}

/** Jump-on and bet-against answer any unaffordable wager with the product's one message. */
const invalidWager = () => new AppError(400, 'INVALID_WAGER', WAGER_MSG.invalid);

export async function createPrediction(
  db: Database,
  userId: string,
  input: CreatePredictionData,
  options: WriteOptions = {},
): Promise<string> {
  const id = options.id ?? randomUUID();
  const createdAt = options.createdAt ?? new Date();
  await db.transaction(async (tx) => {
    await movePoints(tx, {
      userId,
      amount: -input.pointsWagered,
      reason: 'prediction_wager',
      refType: 'prediction',
      refId: id,
      countStake: true,
    });
    await tx.insert(predictions).values({
      id,
      userId,
      text: input.text,
      category: input.category,
      expiresAt: input.expiresAt,
      pointsWagered: input.pointsWagered,
      isCustom: input.isCustom ?? true,
      confidence: input.confidence ?? null,
      createdAt,
      searchText: buildSearchText(input.text, input.category),
      sports: detectSports(input.text),
    });
    await recordStakeStats(tx, {
      userId,
      category: input.category,
      at: createdAt,
      playerCounted: true,
    });
    await notifyFollowersOfCall(tx, { id, userId, text: input.text });
    // Sealed last: the receipt chain's head stays locked only until the commit.
    const sealHash = await seal(tx, {
      kind: 'created',
      call: id,
      player: userId,
      side: 'for',
      points: input.pointsWagered,
      confidence: confidenceOf(input),
      ...sealedText(input.text),
      at: createdAt,
    });
    await tx.update(predictions).set({ sealHash }).where(eq(predictions.id, id));
  });
  return id;
}

export async function editPrediction(
  db: Database,
  userId: string,
  id: string,
  input: EditPredictionData,
): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await lockLivePrediction(tx, id);
    const refusal = editRefusal(p, { userId });
    if (refusal) throw refusalError(refusal);
    const text = input.text ?? p.text;
    const category = input.category ?? p.category;
    await recordCategoryChange(tx, {
      userId: p.userId,
      from: p.category,
      to: category,
      createdAt: p.createdAt,
    });
    await tx
      .update(predictions)
      .set({
        text,
        category,
        expiresAt: input.expiresAt ?? p.expiresAt,
        searchText: buildSearchText(text, category),
        sports: detectSports(text),
      })
      .where(eq(predictions.id, id));
    if (text !== p.text) {
      await sealAtCommit(tx, {
        kind: 'edited',
        call: id,
        player: userId,
        ...sealedText(text),
        at: new Date(),
      });
    }
  });
}
// The join, the hottest write, has a file of its own (its statements are built once).
export { joinPrediction } from './predictions.join.ts';

export const votePrediction = guardedWrite<VoteType>(
  onceEach('vote'),
  async (tx, _p, { userId, id, value: voteType }) => {
    await tx.insert(predictionVotes).values({ predictionId: id, userId, voteType });
    await tx
      .update(predictions)
      .set(
        voteType === 'up'
          ? { votesUp: sql`${predictions.votesUp} + 1` }
          : { votesDown: sql`${predictions.votesDown} + 1` },
      )
      .where(eq(predictions.id, id));
  },
);

const INTERACTION_STAKES = {
  jump: {
    reason: 'jump_wager',
    notice: 'jumped_on',
    creatorBonus: jumpBonus(1),
    counters: () => ({
      jumpedOnCount: sql`${predictions.jumpedOnCount} + 1`,
      heldBonus: sql`${predictions.heldBonus} + ${jumpBonus(1)}`,
    }),
  },
  bet: {
    reason: 'bet_wager',
    notice: 'bet_against',
    creatorBonus: 0,
    counters: () => ({ betAgainstCount: sql`${predictions.betAgainstCount} + 1` }),
  },
} as const;

const interactionStake = (kind: keyof typeof INTERACTION_STAKES) =>
  guardedWrite<number>(
    onceEach(kind),
    async (tx, p, { userId, id, value: wager, confidence, now }) => {
      const stake = INTERACTION_STAKES[kind];
      const ref = { refType: 'prediction', refId: id } as const;
      if (stake.creatorBonus > 0) await lockBalances(tx, [userId, p.userId]);
      await holdStake(tx, {
        userId,
        amount: wager,
        reason: stake.reason,
        ...ref,
        onShort: invalidWager,
      });
      // After the hold: an unaffordable wager is refused as such first, and the bettor's row is
      // now locked, so two bets of one player are counted one after the other.
      if (kind === 'bet') await checkHeadToHead(tx, userId, p.userId, wager, now);
      await holdJumpBonus(tx, { userId: p.userId, amount: stake.creatorBonus, ...ref });
      const createdAt = new Date();
      await tx
        .insert(perPlayerTables[kind])
        .values({ predictionId: id, userId, wager, confidence, createdAt });
      await tx.update(predictions).set(stake.counters()).where(eq(predictions.id, id));
      await notifyStake(tx, stake.notice, { actorId: userId, wager, prediction: p });
      await sealAtCommit(tx, {
        kind: stake.notice,
        call: id,
        player: userId,
        side: kind === 'jump' ? 'for' : 'against',
        points: wager,
        confidence,
        at: createdAt,
      });
    },
  );

/** Jump on: the wager is held, and +1 is held for the creator until the prediction resolves. */
export const jumpOnPrediction = interactionStake('jump');

/** Bet against: the wager is held; it wins 2× when the prediction fails. */
export const betAgainstPrediction = interactionStake('bet');

export async function getPrediction(
  db: DbOrTx,
  id: string,
  viewerId: string | null,
): Promise<Prediction> {
  const prediction = await findPredictionForViewer(db, id, viewerId);
  if (prediction) return prediction;
  // Deleted rows stay (ledger references); their page says the call was removed.
  const [gone] = await db
    .select({ id: predictions.id })
    .from(predictions)
    .where(eq(predictions.id, id))
    .limit(1);
  if (gone) throw new AppError(404, 'PREDICTION_DELETED', PREDICTION_MSG.deleted);
  throw notFound(PREDICTION_MSG.notFound);
}

export async function listPredictions(
  db: DbOrTx,
  filters: ListFilters,
  viewerId: string | null,
): Promise<PredictionList> {
  return listPredictionsForViewer(db, filters, viewerId);
}

/**
 * A page of the visitors' list as `viewerId` sees it (the same answer as listPredictions with
 * the viewer): their votes and stakes on the page's predictions in one statement.
 */
export async function listSeenBy(
  db: Database,
  page: PredictionList,
  viewerId: string,
): Promise<PredictionList> {
  const relations = await viewerRelations(
    db,
    viewerId,
    page.data.map((p) => p.id),
  );
  return { ...page, data: page.data.map((p) => asSeenBy(p, viewerId, relations.get(p.id))) };
}

/**
 * Re-derives `sports` for every prediction, in batches, after the keyword lists changed.
 * Returns how many rows changed.
 */
export async function recomputeSports(db: Database, batchSize = 1000): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: predictions.id, text: predictions.text, sports: predictions.sports })
      .from(predictions)
      .where(sql`${predictions.id} > ${after}`)
      .orderBy(predictions.id)
      .limit(batchSize);
    if (batch.length === 0) return changed;
    for (const row of batch) {
      const sports = detectSports(row.text);
      if (sports.join(',') !== row.sports.join(',')) {
        await db.update(predictions).set({ sports }).where(eq(predictions.id, row.id));
        changed += 1;
      }
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
}
