// The card's result texts and the date picker's value.
import type { PredictionStatus } from '@boldcall/shared/constants';

/** Result texts of . */
export const RESULT_TEXT: Partial<Record<PredictionStatus, string>> = {
  CORRECT: '+2x wager earned',
  INCORRECT: 'wager lost',
  UNMEASURABLE: 'no points lost',
};

/** The expiry as the date picker shows it (YYYY-MM-DD, UTC; see expiryDate). */
export function toDateInputValue(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
