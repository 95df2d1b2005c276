// Notifications: what happened to predictions a player has a stake in (resolution,
// moderation, merge, delete). Written by the server in the same transaction as the action.
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields } from './api.ts';
import {
  DIGEST_FREQUENCIES,
  isTimeZone,
  NOTIFICATION_KINDS,
  NOTIFICATION_REASONS,
} from '../rules/notifications.ts';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The prediction it is about (for a merge: the new one); null if it no longer exists. */
  predictionId: z.string().nullable(),
  message: z.string(),
  /** Where it leads when that is not the call's page (a reminder: `/nfl`, `/admin`). */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  ...pageQueryFields(),
  /** true: only unread ones. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const notificationListSchema = listEnvelope(notificationSchema).extend({
  /** Unread notifications of the caller in total (for the bell badge). */
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read — the given ones, or all of the caller's when `ids` is omitted. */
export const markNotificationsReadSchema = z
  .object({ ids: z.array(z.string().min(1).max(100)).max(500).optional() })
  .nullish();

export const markNotificationsReadResultSchema = dataEnvelope(
  z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
);

/**
 * GET /api/events (server-sent events). `notifications`: new notifications of the caller, oldest
 * first, with the unread count; its event id is the resume point (Last-Event-ID). `balance`: the
 * caller's current points.
 */
export const notificationsEventSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsEvent = z.infer<typeof notificationsEventSchema>;

export const balanceEventSchema = z.object({ points: z.number().int() });
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

/** `comments` event: the comments of this call changed (new, edited, deleted, hidden). */
export const commentsEventSchema = z.object({ predictionId: z.string() });

// Settings (docs/rules/notifications.md): per reason, which channels reach the player; the
// digest's frequency; quiet hours in the player's own time zone.
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00');

export const reasonChannelsSchema = z.object({
  reason: z.enum(NOTIFICATION_REASONS),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type ReasonChannels = z.infer<typeof reasonChannelsSchema>;

export const notificationSettingsSchema = z.object({
  reasons: z.array(reasonChannelsSchema),
  digest: z.enum(DIGEST_FREQUENCIES),
  quietHours: z.object({ start: hhmm, end: hhmm }).nullable(),
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT body: any subset of reasons (others keep their choice), and the rest optional. */
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial().extend({
  reasons: z.array(reasonChannelsSchema).max(NOTIFICATION_REASONS.length).optional(),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

export const notificationSettingsEnvelope = dataEnvelope(notificationSettingsSchema);

// Web push (docs/rules/notifications.md "Push").
export const pushPublicKeySchema = dataEnvelope(z.object({ publicKey: z.string() }));

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.string(),
  endpointHost: z.string(),
  createdAt: z.string(),
});
export const pushSubscriptionEnvelope = dataEnvelope(pushSubscriptionSchema);
