// Fair play (docs/rules/fair-play.md): a bet against moves the bettor's wager to the creator when
// the call comes true, the one way points pass from one player to another. What one player may
// have bet against one other player's calls in a rolling window is capped, so a second account
// cannot pour its balance into a main account through sure calls.
import { HEAD_TO_HEAD_BET_CAP, HEAD_TO_HEAD_WINDOW_DAYS } from '../constants.ts';
import type { Refusal } from './predictions.refusals.ts';

export const FAIR_PLAY_MSG = {
  headToHead: (left: number, creator: string) =>
    left > 0
      ? `You can bet at most ${HEAD_TO_HEAD_BET_CAP} points against ${creator}'s calls in ${HEAD_TO_HEAD_WINDOW_DAYS} days: ${left} left`
      : `You have bet the most allowed against ${creator}'s calls (${HEAD_TO_HEAD_BET_CAP} points in ${HEAD_TO_HEAD_WINDOW_DAYS} days); try again later`,
} as const;

/** The start of the rolling window that ends at `now`. */
export function headToHeadWindowStart(now: number): Date {
  return new Date(now - HEAD_TO_HEAD_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Whether a bet of `wager` against `creator`'s call is refused, given the points the bettor
 * already has bet against that creator's calls within the window (open or settled, not refunded).
 */
export function headToHeadRefusal(
  alreadyBet: number,
  wager: number,
  creator: string,
): Refusal | null {
  const left = Math.max(HEAD_TO_HEAD_BET_CAP - alreadyBet, 0);
  if (wager <= left) return null;
  return {
    status: 409,
    code: 'HEAD_TO_HEAD_LIMIT',
    message: FAIR_PLAY_MSG.headToHead(left, creator),
  };
}
