// Notifications in a data export, and their removal with a deleted account (docs/rules/account.md).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notifications } from './notifications.table.ts';

export async function exportNotifications(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map(({ userId: _owner, ...row }) => row);
}

export async function forgetNotifications(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
