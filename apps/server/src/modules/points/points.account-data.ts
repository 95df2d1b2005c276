// The ledger in a player's data export, and its removal with a deleted account
// (docs/rules/account.md). The rows of everyone else are never touched.
import { count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deleteOwnedRows, ownedRows } from '../../db/owned-rows.ts';
import { pointsLedger } from './points.table.ts';

export async function exportLedger(db: DbOrTx, userId: string) {
  return ownedRows(db, pointsLedger, userId, pointsLedger.id);
}

/** The deleted player's ledger goes with their balance (their player row is removed too). */
export async function forgetLedger(tx: Tx, userId: string): Promise<void> {
  await deleteOwnedRows(tx, userId, pointsLedger);
}

/** How many ledger rows the player has (how big their export will be). */
export async function countLedger(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.n ?? 0;
}
