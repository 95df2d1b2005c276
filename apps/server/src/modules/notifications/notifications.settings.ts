// A player's notification settings (docs/rules/notifications.md): which channels reach them for
// each reason, the digest's frequency, quiet hours. Stored as the player's own choices only;
// what they never touched follows the shared defaults.
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CHANNELS,
  DEFAULT_DIGEST,
  NOTIFICATION_REASONS,
  type NotificationReason,
  type QuietHours,
} from '@boldcall/shared/rules/notifications';
import type {
  NotificationSettings,
  UpdateNotificationSettings,
} from '@boldcall/shared/schemas/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { notificationSettings, type ChannelSettings } from './notifications.table.ts';

type Row = typeof notificationSettings.$inferSelect;

function toSettings(row: Row | undefined): NotificationSettings {
  const chosen: ChannelSettings = row?.channels ?? {};
  const digest = row?.digest ?? DEFAULT_DIGEST;
  return {
    reasons: NOTIFICATION_REASONS.map((reason) => {
      if (reason === 'digest')
        return { reason, inApp: false, email: digest !== 'off', push: false };
      const mine = chosen[reason] ?? {};
      const dflt = DEFAULT_CHANNELS[reason];
      return {
        reason,
        inApp: mine.inApp ?? dflt.inApp,
        email: mine.email ?? dflt.email,
        push: mine.push ?? dflt.push,
      };
    }),
    digest,
    quietHours:
      row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    timeZone: row?.timeZone ?? 'UTC',
  };
}

export async function getNotificationSettings(
  db: DbOrTx,
  userId: string,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return toSettings(row);
}

export class SettingsError extends Error {}

/** Applies the given changes over the player's settings and answers the whole new state. */
export async function updateNotificationSettings(
  db: DbOrTx,
  userId: string,
  input: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  if (input.quietHours && input.quietHours.start === input.quietHours.end) {
    throw new SettingsError('Quiet hours must start and end at different times.');
  }
  const seen = new Set<NotificationReason>();
  for (const r of input.reasons ?? []) {
    if (seen.has(r.reason)) throw new SettingsError(`"${r.reason}" is listed twice.`);
    seen.add(r.reason);
  }
  return db.transaction(async (tx) => {
    // The row first (defaults), then locked, so two saves of one player never lose a switch.
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const channels: ChannelSettings = { ...row?.channels };
    let digest = input.digest ?? row?.digest ?? DEFAULT_DIGEST;
    for (const { reason, inApp, email, push } of input.reasons ?? []) {
      if (reason === 'digest') {
        // The digest is mail only: its e-mail switch is its frequency's on/off.
        if (!input.digest) digest = email ? (digest === 'off' ? 'weekly' : digest) : 'off';
        continue;
      }
      channels[reason] = { inApp, email, push };
    }
    const quiet: QuietHours | null | undefined = input.quietHours;
    const [saved] = await tx
      .update(notificationSettings)
      .set({
        channels,
        digest,
        ...(quiet !== undefined && {
          quietStart: quiet?.start ?? null,
          quietEnd: quiet?.end ?? null,
        }),
        ...(input.timeZone && { timeZone: input.timeZone }),
        updatedAt: sql`now()`,
      })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    return toSettings(saved);
  });
}

/** Turns one reason's e-mail off (the unsubscribe link): the digest's frequency goes to off. */
export async function turnOffEmail(
  db: DbOrTx,
  userId: string,
  reason: NotificationReason,
): Promise<void> {
  const current = await getNotificationSettings(db, userId);
  const now = current.reasons.find((r) => r.reason === reason);
  if (!now) return;
  await updateNotificationSettings(db, userId, {
    reasons: [{ ...now, email: false }],
    ...(reason === 'digest' && { digest: 'off' as const }),
  });
}

/** The quiet hours and zone of the given players (the outbox's delivery time). */
export async function quietHoursOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, { quiet: QuietHours | null; timeZone: string }>> {
  const out = new Map<string, { quiet: QuietHours | null; timeZone: string }>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: notificationSettings.userId,
      start: notificationSettings.quietStart,
      end: notificationSettings.quietEnd,
      timeZone: notificationSettings.timeZone,
    })
    .from(notificationSettings)
    .where(sql`${notificationSettings.userId} = any(${sql.param([...userIds])})`);
  for (const r of rows) {
    out.set(r.userId, {
      quiet: r.start && r.end ? { start: r.start, end: r.end } : null,
      timeZone: r.timeZone,
    });
  }
  return out;
}
