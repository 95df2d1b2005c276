// The settings form's working copy, and the PUT body that saves it: only what differs from the
// saved state (the API keeps whatever a body leaves out).
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_REASONS,
  type ChannelChoice,
  type DigestFrequency,
  type NotificationReason,
} from '@boldcall/shared/rules/notifications';
import type {
  NotificationSettings,
  UpdateNotificationSettings,
} from '@boldcall/shared/schemas/notifications';

export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export interface SettingsDraft {
  reasons: Record<NotificationReason, ChannelChoice>;
  digest: DigestFrequency;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
}

/** The browser's own zone, if the runtime can tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The form from the saved settings. A zone still at the server's UTC default is replaced by the
 * browser's own (the page says which zone is saved), so quiet hours start out in local time.
 */
export function draftOf(saved: NotificationSettings, browserZone: string | null): SettingsDraft {
  const reasons = {} as Record<NotificationReason, ChannelChoice>;
  for (const reason of NOTIFICATION_REASONS) {
    const found = saved.reasons.find((r) => r.reason === reason);
    reasons[reason] = {
      inApp: found?.inApp ?? false,
      email: found?.email ?? false,
      push: found?.push ?? false,
    };
  }
  return {
    reasons,
    digest: saved.digest,
    quiet: saved.quietHours !== null,
    quietStart: saved.quietHours?.start ?? DEFAULT_QUIET_HOURS.start,
    quietEnd: saved.quietHours?.end ?? DEFAULT_QUIET_HOURS.end,
    timeZone: saved.timeZone === 'UTC' && browserZone ? browserZone : saved.timeZone,
  };
}

const sameChannels = (a: ChannelChoice, b: ChannelChoice) =>
  a.inApp === b.inApp && a.email === b.email && a.push === b.push;

/** What to send to save `draft` over `saved`; an empty object when nothing changed. */
export function changesOf(
  saved: NotificationSettings,
  draft: SettingsDraft,
): UpdateNotificationSettings {
  const before = draftOf(saved, null);
  const changes: UpdateNotificationSettings = {};
  // The digest's own e-mail switch follows the frequency: Off is the one way to stop it.
  const reasons = {
    ...draft.reasons,
    digest: { inApp: false, email: draft.digest !== 'off', push: false },
  };
  const changed = NOTIFICATION_REASONS.filter((r) => !sameChannels(before.reasons[r], reasons[r]));
  if (changed.length > 0)
    changes.reasons = changed.map((reason) => ({ reason, ...reasons[reason] }));
  if (draft.digest !== saved.digest) changes.digest = draft.digest;
  const quietHours = draft.quiet ? { start: draft.quietStart, end: draft.quietEnd } : null;
  if (
    (quietHours === null) !== (saved.quietHours === null) ||
    (quietHours &&
      (quietHours.start !== saved.quietHours?.start || quietHours.end !== saved.quietHours.end))
  ) {
    changes.quietHours = quietHours;
  }
  if (draft.timeZone !== saved.timeZone) changes.timeZone = draft.timeZone;
  return changes;
}

export const DIGEST_CHOICES = DIGEST_FREQUENCIES;
export const DIGEST_LABELS: Record<DigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};

/** Every zone the browser knows, with the current one kept even if the list lacks it (UTC). */
export function timeZoneChoices(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the current zone and UTC only.
  }
  return [...new Set([current, 'UTC', ...zones])].sort((a, b) => a.localeCompare(b));
}
