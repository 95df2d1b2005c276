// The sides a player may take on someone else's call (docs/rules/game.md "Positions"): join and
// jump on back it, bet against fades it. Shared by the cards (which sides to offer) and the bet
// sheet, and light: the sheet's form code loads only when it opens.
import { heldPosition, interactionGate, joinGate } from '@boldcall/shared/rules/predictions';
import type { Gate } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Handshake, Swords, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type BetSide = 'join' | 'jump' | 'bet';
export const BET_SIDES: readonly BetSide[] = ['join', 'jump', 'bet'];

/** The spec's names of the three actions, on the cards and in the sheet. */
export const BET_SIDE_LABELS: Record<BetSide, string> = {
  join: 'Join',
  jump: 'Jump On',
  bet: 'Bet Against',
};

export const BET_SIDE_ICONS: Record<BetSide, LucideIcon> = {
  join: Handshake,
  jump: Zap,
  bet: Swords,
};

/**
 * Why the viewer may not take `side` on the prediction, or null: the shared rules the server
 * applies (one position per prediction, open calls only), read from the flags the prediction
 * carries for its viewer. A visitor (no id) is refused nothing here: pressing a side asks them to
 * sign in. The refusal's text, for the sheet: `refusalOf` (rules/predictions.refusals).
 */
export function sideGate(
  side: BetSide,
  prediction: Prediction,
  viewerId: string | null,
  now: number = Date.now(),
): Gate | null {
  const position = heldPosition(prediction);
  const userId = viewerId ?? '';
  if (side === 'join') {
    return joinGate(prediction, { userId, hasJoined: prediction.hasJoined, position }, now);
  }
  const alreadyDone = side === 'jump' ? prediction.hasJumped : prediction.hasBetAgainst;
  return interactionGate(side, prediction, { userId, alreadyDone, position }, now);
}
