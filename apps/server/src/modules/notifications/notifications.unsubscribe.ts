// One-click unsubscribe (docs/rules/notifications.md "E-mail"): every mail carries a signed link
// for its own reason. It needs no sign-in and turns off that reason's e-mail only.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_REASONS,
  type NotificationReason,
} from '@boldcall/shared/rules/notifications';

function signature(secret: string, userId: string, reason: NotificationReason): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${reason}`).digest('base64url');
}

export function unsubscribeToken(
  secret: string,
  userId: string,
  reason: NotificationReason,
): string {
  const who = Buffer.from(userId).toString('base64url');
  return `${who}.${reason}.${signature(secret, userId, reason)}`;
}

/** The player and reason a token was made for, or null when it is not one of ours. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; reason: NotificationReason } | null {
  const [who, reason, sig] = token.split('.');
  if (!who || !reason || !sig) return null;
  if (!(NOTIFICATION_REASONS as readonly string[]).includes(reason)) return null;
  const userId = Buffer.from(who, 'base64url').toString();
  const expected = Buffer.from(signature(secret, userId, reason as NotificationReason));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, reason: reason as NotificationReason };
}
