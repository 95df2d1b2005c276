// Number and time formats shared by every feature (one locale, so figures read the same
// everywhere).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// One formatter for every figure: `toLocaleString` builds a new one on each call, which showed
// as a third of a card's render in a phone profile (docs/performance.md).
const numberFormat = new Intl.NumberFormat('en-US');

/** 12,345 */
export const formatNumber = (n: number) => numberFormat.format(n);

/** "Nov 22, 2026" in the viewer's time zone. */
export const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export const formatDate = (iso: string) => shortDate.format(new Date(iso));

/** "just now", "5m ago", "3h ago", "2d ago", then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const diff = Math.max(0, now - Date.parse(iso));
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d ago`;
  return formatDate(iso);
}

/** "Nov 22, 2026, 6:36 AM" */
export const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sunday, November 22, 2026 at 6:36 AM" (tooltips). */
export const fullDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * The expiry day. A picked date is stored as the end of that day in UTC (rules/expiry.ts), so it
 * is shown in UTC: the day shown is the day that was picked, wherever the viewer is.
 */
export const expiryDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "+20" / "−5" (a real minus sign) / "0". */
export function signedAmount(amount: number): string {
  const abs = formatNumber(Math.abs(amount));
  if (amount > 0) return `+${abs}`;
  if (amount < 0) return `\u2212${abs}`;
  return '0';
}
