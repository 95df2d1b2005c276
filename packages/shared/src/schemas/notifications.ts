// Notifications: what happened to predictions a player has a stake in (resolution,
// moderation, merge, delete). Written by the server in the same transaction as the action.
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields } from './api.ts';

export const NOTIFICATION_KINDS = [
  'resolved',
  'flagged',
  'unflagged',
  'response_confirmed',
  'response_denied',
  'merged',
  'deleted',
  // Leagues: the owner hears of each join; a member of being removed, inheriting a league, or
  // of its deletion.
  'league_joined',
  'league_removed',
  'league_owner',
  'league_deleted',
  /** An NFL pick or season prediction was settled. */
  'nfl_settled',
  // Someone staked on the player's own prediction; an invitation of theirs was used.
  'joined',
  'jumped_on',
  'bet_against',
  'invite_used',
  /** A head-to-head meeting with another player was settled (docs/rules/rivals.md). */
  'rivalry',
  // Comments (docs/rules/comments.md): new comments on a call one created or has a position on,
  // grouped into one unread notification per call; a mention of the player.
  'comment',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The prediction it is about (for a merge: the new one); null if it no longer exists. */
  predictionId: z.string().nullable(),
  message: z.string(),
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
