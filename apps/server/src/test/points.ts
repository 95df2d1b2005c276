// Test helpers about points: balances, and the economy's total (balances plus escrow), which no
// move between players may change (jump, delete, merge, refunds).
import { eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** Jump-on bonuses held for each player (players.held_bonus): not part of their balance. */
export async function heldBonusesOf(
  db: DbOrTx,
  ...ids: string[]
): Promise<Array<number | undefined>> {
  const rows = await db
    .select({ userId: players.userId, held: players.heldBonus })
    .from(players)
    .where(inArray(players.userId, ids));
  return ids.map((id) => rows.find((r) => r.userId === id)?.held);
}

/**
 * The economy's total (docs/rules/game.md "The economy invariant"): every balance plus every
 * stake held on an open prediction. Held jump-on bonuses are not in it until they are paid.
 * Only sign-up grants, Pro top-ups and refreshes, admin adjustments and settled wins and losses
 * (bonuses paid included) change it; never a jump, a refund, a delete or a merge.
 */
export async function economyTotal(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${players.points}), 0)::int` })
    .from(players);
  return Number(row?.total ?? 0) + (await escrowTotal(db));
}
