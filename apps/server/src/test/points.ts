// Test helpers about points: balances, and the economy's total (balances plus escrow), which no
// move between players may change (jump, delete, merge, refunds).
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
} from '../modules/predictions/predictions.table.ts';
import { players } from '../platform/identity/identity.table.ts';

/** One column of each player's row, in the order of `ids` (undefined where there is none). */
async function playerColumn(
  db: DbOrTx,
  column: typeof players.points | typeof players.heldBonus,
  ids: string[],
): Promise<Array<number | undefined>> {
  const rows = await db
    .select({ userId: players.userId, value: column })
    .from(players)
    .where(inArray(players.userId, ids));
  return ids.map((id) => rows.find((r) => r.userId === id)?.value);
}

export function balancesOf(db: DbOrTx, ...ids: string[]): Promise<Array<number | undefined>> {
  return playerColumn(db, players.points, ids);
}

/** Jump-on bonuses held for each player (players.held_bonus): not part of their balance. */
export function heldBonusesOf(db: DbOrTx, ...ids: string[]): Promise<Array<number | undefined>> {
  return playerColumn(db, players.heldBonus, ids);
}

/** Every stake of a prediction that is not settled yet is still held in escrow. */
export async function escrowTotal(db: DbOrTx): Promise<number> {
  const open = isNull(predictions.settledAt);
  const sumOf = (amount: AnyPgColumn) => ({
    n: sql<number>`coalesce(sum(${amount}), 0)::int`,
  });
  const [creators] = await db
    .select(sumOf(predictions.pointsWagered))
    .from(predictions)
    .where(open);
  const totals = [Number(creators?.n ?? 0)];
  for (const [stakes, amount] of [
    [predictionJoins, predictionJoins.pointsWagered],
    [predictionJumps, predictionJumps.wager],
    [predictionBetsAgainst, predictionBetsAgainst.wager],
  ] as const) {
    const [row] = await db
      .select(sumOf(amount))
      .from(stakes)
      .innerJoin(predictions, eq(predictions.id, stakes.predictionId))
      .where(open);
    totals.push(Number(row?.n ?? 0));
  }
  return totals.reduce((a, b) => a + b, 0);
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
