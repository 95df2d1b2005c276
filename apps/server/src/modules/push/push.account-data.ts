// Push devices in a data export (where, since when; not the device's keys), and their removal
// with a deleted account (docs/rules/account.md).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pushSubscriptions } from './push.table.ts';

export async function exportPushDevices(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    pushService: new URL(r.endpoint).host,
    createdAt: r.createdAt,
    lastSuccessAt: r.lastSuccessAt,
  }));
}

export async function forgetPushDevices(tx: Tx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
