// The ledger in a player's data export, and its removal with a deleted account
// (docs/rules/account.md). The rows of everyone else are never touched.
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pointsLedger } from './points.table.ts';

export async function exportLedger(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.id));
  return rows.map(({ userId: _owner, ...row }) => row);
}

/** The deleted player's ledger goes with their balance (their player row is removed too). */
export async function forgetLedger(tx: Tx, userId: string): Promise<void> {
  await tx.delete(pointsLedger).where(eq(pointsLedger.userId, userId));
}

/** How many ledger rows the player has (how big their export will be). */
export async function countLedger(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.n ?? 0;
}
