// Test helpers about points: balances, and the total in play (balances plus escrow), which no
// move between players may change (delete, merge, refunds).
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { JUMP_ON_CREATOR_BONUS } from '@boldcall/shared/constants';
import type { DbOrTx } from '../db/client.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
} from '../modules/predictions/predictions.table.ts';
import { players } from '../modules/users/users.table.ts';

export async function balancesOf(db: DbOrTx, ...ids: string[]): Promise<Array<number | undefined>> {
  const rows = await db
    .select({ userId: players.userId, points: players.points })
    .from(players)
    .where(inArray(players.userId, ids));
  return ids.map((id) => rows.find((r) => r.userId === id)?.points);
}

/** Every stake of a prediction that is not settled yet is still held in escrow. */
export async function escrowTotal(db: DbOrTx): Promise<number> {
  const open = isNull(predictions.settledAt);
  const [creators] = await db
    .select({ n: sql<number>`coalesce(sum(${predictions.pointsWagered}), 0)::int` })
    .from(predictions)
    .where(open);
  const [joins] = await db
    .select({ n: sql<number>`coalesce(sum(${predictionJoins.pointsWagered}), 0)::int` })
    .from(predictionJoins)
    .innerJoin(predictions, eq(predictions.id, predictionJoins.predictionId))
    .where(open);
  const [jumps] = await db
    .select({ n: sql<number>`coalesce(sum(${predictionJumps.wager}), 0)::int` })
    .from(predictionJumps)
    .innerJoin(predictions, eq(predictions.id, predictionJumps.predictionId))
    .where(open);
  const [bets] = await db
    .select({ n: sql<number>`coalesce(sum(${predictionBetsAgainst.wager}), 0)::int` })
    .from(predictionBetsAgainst)
    .innerJoin(predictions, eq(predictions.id, predictionBetsAgainst.predictionId))
    .where(open);
  return [creators, joins, jumps, bets].reduce((t, r) => t + Number(r?.n ?? 0), 0);
}

/**
 * Jump-on bonuses paid on predictions that are not settled yet: the creator has them at once,
 * but a refund takes them back, so until settlement they are not yet part of the economy
 * (docs/rules/game.md "Refunds").
 */
export async function openBonuses(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(predictionJumps)
    .innerJoin(predictions, eq(predictions.id, predictionJumps.predictionId))
    .where(isNull(predictions.settledAt));
  return Number(row?.n ?? 0) * JUMP_ON_CREATOR_BONUS;
}

/**
 * The economy's total: balances plus open stakes, less open jump-on bonuses. Only sign-up
 * grants, Pro top-ups and refreshes, admin adjustments and settled wins and losses change it;
 * never a refund, a delete or a merge.
 */
export async function economyTotal(db: DbOrTx): Promise<number> {
  return (await pointsInPlay(db)) - (await openBonuses(db));
}

/** Sum of every balance plus everything held in escrow. */
export async function pointsInPlay(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${players.points}), 0)::int` })
    .from(players);
  return Number(row?.total ?? 0) + (await escrowTotal(db));
}
