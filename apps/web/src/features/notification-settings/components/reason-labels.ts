// What each notification reason is called on the settings page, and what it covers, in plain
// words (docs/rules/notification-settings.md "Settings").
import type { NotificationReason } from '@boldcall/shared/rules/notifications';

export const REASON_LABELS: Record<NotificationReason, { label: string; description: string }> = {
  results: { label: 'Results', description: 'Your calls and picks are settled' },
  positions: {
    label: 'Someone took a side',
    description: 'Players join, jump on or bet against your calls',
  },
  comments: {
    label: 'Comments',
    description: 'New comments on calls you made, have points on or watch',
  },
  mentions: { label: 'Mentions', description: 'Someone mentions you in a comment' },
  reminders: { label: 'Reminders', description: 'Missing NFL picks, calls about to expire' },
  leagues: { label: 'Leagues', description: 'Joins, removals, a league handed to you or deleted' },
  follows: { label: 'Followed players', description: 'A player you follow makes a call' },
  invitations: { label: 'Invitations used', description: 'Someone used your invitation' },
  digest: { label: 'Digest', description: 'A summary of what you missed' },
};

export const CHANNEL_LABELS = {
  inApp: { visible: 'In-app', name: (reason: string) => `${reason} in-app` },
  email: { visible: 'E-mail', name: (reason: string) => `${reason} by e-mail` },
  push: { visible: 'Push', name: (reason: string) => `${reason} by push` },
} as const;
