// Which reason each notification belongs to, which channels reach a player by default, where a
// notification leads, and quiet hours (docs/rules/notifications.md). Pure: the server decides
// with these, the settings page shows the same defaults.
import { predictionPath } from '../routes.ts';

/** What a notification is about (its `kind`). */
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
  /** A followed player made a call (docs/rules/follows.md). */
  'followed_call',
  /** NFL picks missing, a season predictor about to lock, a call expiring, calls to resolve. */
  'reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_REASONS = [
  'results',
  'positions',
  'comments',
  'mentions',
  'reminders',
  'leagues',
  'follows',
  'invitations',
  'digest',
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;

/** What reaches a player who never opened the settings. */
export const DEFAULT_CHANNELS: Record<NotificationReason, ChannelChoice> = {
  results: { inApp: true, email: false, push: true },
  positions: { inApp: true, email: false, push: false },
  comments: { inApp: true, email: false, push: false },
  mentions: { inApp: true, email: false, push: true },
  reminders: { inApp: true, email: false, push: true },
  leagues: { inApp: true, email: false, push: false },
  follows: { inApp: true, email: false, push: false },
  invitations: { inApp: true, email: false, push: false },
  // The digest is mail only: its in-app and push switches are not offered.
  digest: { inApp: false, email: true, push: false },
};

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DEFAULT_DIGEST: DigestFrequency = 'weekly';

/** Reasons whose e-mail goes out at once; the others' e-mail waits for the digest. */
export const INSTANT_EMAIL_REASONS: readonly NotificationReason[] = [
  'mentions',
  'results',
  'reminders',
];

/**
 * The reason a notification kind belongs to; null for notices about the player's own calls
 * and account that cannot be turned off (moderation, merge, delete): they are always in-app.
 */
export function reasonOfKind(kind: NotificationKind): NotificationReason | null {
  switch (kind) {
    case 'resolved':
    case 'nfl_settled':
    case 'rivalry':
      return 'results';
    case 'joined':
    case 'jumped_on':
    case 'bet_against':
      return 'positions';
    case 'comment':
      return 'comments';
    case 'mention':
      return 'mentions';
    case 'reminder':
      return 'reminders';
    case 'league_joined':
    case 'league_removed':
    case 'league_owner':
    case 'league_deleted':
      return 'leagues';
    case 'followed_call':
      return 'follows';
    case 'invite_used':
      return 'invitations';
    case 'flagged':
    case 'unflagged':
    case 'response_confirmed':
    case 'response_denied':
    case 'merged':
    case 'deleted':
      return null;
  }
}

const LEAGUE_KINDS: readonly NotificationKind[] = [
  'league_joined',
  'league_removed',
  'league_owner',
  'league_deleted',
];

/**
 * Where a notification leads (a path of the web app): its own link (reminders), else the
 * call's page when it is about one that still exists, else the page of what it is about
 * (leagues, NFL, the profile's invitations); null when nothing is left to open.
 */
export function notificationPath(n: {
  kind: NotificationKind;
  predictionId: string | null;
  link: string | null;
}): string | null {
  if (n.link) return n.link;
  // A deleted call has no page left; a merged one's page points to where it went.
  if (n.predictionId) return n.kind === 'deleted' ? null : predictionPath(n.predictionId);
  if (LEAGUE_KINDS.includes(n.kind)) return '/leagues';
  if (n.kind === 'nfl_settled') return '/nfl';
  if (n.kind === 'invite_used') return '/profile';
  return null;
}

export interface QuietHours {
  /** Local time "HH:MM" when quiet starts and ends; start > end spans midnight. */
  start: string;
  end: string;
}

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** The wall-clock minute of the day and the offset in minutes of `zone` at `at`. */
function localMinute(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * When a message due at `at` may be delivered: `at` itself outside quiet hours, else the end of
 * the quiet hours in the player's time zone (delayed, never dropped). Quiet hours apply to push
 * and instant e-mail; the in-app bell is silent anyway.
 */
export function deliverAfterQuietHours(at: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || quiet.start === quiet.end) return at;
  const now = localMinute(at, timeZone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  const wait = (end - now + 1440) % 1440;
  // Whole minutes from now to the end, less the seconds already gone in this minute; a DST
  // jump inside the window moves the end by its hour, which the next check corrects.
  const startOfMinute = new Date(at);
  startOfMinute.setUTCSeconds(0, 0);
  return new Date(startOfMinute.getTime() + wait * 60_000);
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
