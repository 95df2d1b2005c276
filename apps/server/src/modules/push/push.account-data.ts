// Push devices in a data export (where, since when; not the device's keys), and their removal
// with a deleted account (docs/rules/account.md).
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deleteOwnedRows, ownedRows } from '../../db/owned-rows.ts';
import { pushSubscriptions } from './push.table.ts';

export async function exportPushDevices(db: DbOrTx, userId: string) {
  const rows = await ownedRows(db, pushSubscriptions, userId, pushSubscriptions.createdAt);
  return rows.map((r) => ({
    id: r.id,
    pushService: new URL(r.endpoint).host,
    createdAt: r.createdAt,
    lastSuccessAt: r.lastSuccessAt,
  }));
}

export async function forgetPushDevices(tx: Tx, userId: string): Promise<void> {
  await deleteOwnedRows(tx, userId, pushSubscriptions);
}
