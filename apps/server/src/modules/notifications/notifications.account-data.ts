// Notifications in a data export, and their removal with a deleted account (docs/rules/account.md):
// the bell's rows, the settings, and whatever the outbox still holds for the player.
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deleteOwnedRows, ownedRows } from '../../db/owned-rows.ts';
import { getNotificationSettings } from './notifications.settings.ts';
import { notificationOutbox, notificationSettings, notifications } from './notifications.table.ts';

export async function exportNotifications(db: DbOrTx, userId: string) {
  return ownedRows(db, notifications, userId, notifications.createdAt, notifications.id);
}

/** The settings as one row per reason, with the digest, quiet hours and zone on each. */
export async function exportNotificationSettings(db: DbOrTx, userId: string) {
  const s = await getNotificationSettings(db, userId);
  return s.reasons.map((r) => ({
    ...r,
    digest: s.digest,
    quietStart: s.quietHours?.start ?? null,
    quietEnd: s.quietHours?.end ?? null,
    timeZone: s.timeZone,
  }));
}

export async function forgetNotifications(tx: Tx, userId: string): Promise<void> {
  await deleteOwnedRows(tx, userId, notifications, notificationOutbox, notificationSettings);
}
