// Wager bounds of "Create prediction", "Join" and "Interact". The server decides
// with the real balance (under a row lock); the web uses the same rules for hints.
import { FALLBACK_WAGER_CAP, MIN_WAGER, QUICK_WAGERS } from '../constants.ts';

export const WAGER_MSG = {
  min: 'Must wager at least 1 point',
  whole: 'Points must be a whole number',
  invalid: 'Invalid wager amount',
  over: (points: number) => `Cannot wager more than ${points} points`,
} as const;

/** The most a player may wager: their points, or 100 while the balance is unknown. */
export function wagerCap(points: number | null | undefined): number {
  return typeof points === 'number' && Number.isFinite(points)
    ? Math.max(0, points)
    : FALLBACK_WAGER_CAP;
}

/** Create and join: the catalogue's message for a wager outside 1 … points, or null when valid. */
export function stakeWagerError(wager: number, points: number | null | undefined): string | null {
  if (!Number.isFinite(wager) || wager < MIN_WAGER) return WAGER_MSG.min;
  if (!Number.isInteger(wager)) return WAGER_MSG.whole;
  const cap = wagerCap(points);
  if (wager > cap) return WAGER_MSG.over(cap);
  return null;
}

/** Jump on and bet against: one message for any wager outside 1 … points. */
export function interactionWagerError(
  wager: number,
  points: number | null | undefined,
): string | null {
  if (!Number.isInteger(wager) || wager < MIN_WAGER || wager > wagerCap(points)) {
    return WAGER_MSG.invalid;
  }
  return null;
}

/** The create form's quick wager buttons, disabled above the player's points. */
export function quickWagers(
  points: number | null | undefined,
): Array<{ amount: number; disabled: boolean }> {
  const cap = wagerCap(points);
  return QUICK_WAGERS.map((amount) => ({ amount, disabled: amount > cap }));
}
