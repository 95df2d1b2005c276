// Expiry of a prediction: parsing what the create/edit forms send, and the card's badges
// (PENDING past expiry shows Expired, within 24 hours shows Soon).
import { EXPIRY_SOON_MS, type PredictionStatus } from '../constants.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Full ISO 8601 date-time with an explicit zone (Z or ±hh:mm): never ambiguous between machines.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a prediction expires, or null when the value is not a date.
 * A date-time must carry its zone; a bare date (`2027-01-31`, what a date picker gives) means
 * the end of that day in UTC, so "expires on the 31st" stays open for all of the 31st.
 */
export function parseExpiresAt(value: string): Date | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999));
    // Reject overflow such as 2027-02-31.
    if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
    return date;
  }
  if (!DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const toMs = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/** Joins and interactions are refused from the expiry instant on. */
export function isExpired(expiresAt: Date | string, now: number = Date.now()): boolean {
  return now >= toMs(expiresAt);
}

export type ExpiryBadge = 'expired' | 'soon' | null;

/** Only PENDING predictions carry a badge: Expired past expiry, Soon within 24 hours. */
export function expiryBadge(
  prediction: { status: PredictionStatus; expiresAt: Date | string },
  now: number = Date.now(),
): ExpiryBadge {
  if (prediction.status !== 'PENDING') return null;
  const left = toMs(prediction.expiresAt) - now;
  if (left <= 0) return 'expired';
  if (left <= EXPIRY_SOON_MS) return 'soon';
  return null;
}

/** The date picker's minimum: tomorrow in the viewer's local calendar, as YYYY-MM-DD. */
export function minExpiryDate(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const mm = String(tomorrow.getMonth() + 1).padStart(2, '0');
  const dd = String(tomorrow.getDate()).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${mm}-${dd}`;
}
