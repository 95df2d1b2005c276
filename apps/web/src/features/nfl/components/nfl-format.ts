// Small display helpers of the NFL feature.
import { kickoffCountdown } from '@boldcall/shared/rules/nfl';

/** Kickoff in the viewer's own time zone. */
export const kickoffFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "+3.5", "-3.5", "PK", or "—" without a line. */
export function formatSpread(spread: number | null): string {
  if (spread === null) return '—';
  if (spread === 0) return 'PK';
  return spread > 0 ? `+${spread}` : String(spread);
}

/** "2d 3h 4m" until kickoff, or null once it has passed. */
export function countdownLabel(kickoff: string, now: number): string | null {
  const c = kickoffCountdown(new Date(kickoff), now);
  if (!c) return null;
  return c.days > 0 ? `${c.days}d ${c.hours}h ${c.minutes}m` : `${c.hours}h ${c.minutes}m`;
}
