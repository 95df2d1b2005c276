// What a stake pays, as the dialogs and the rules page preview it: computed with the settlement
// rules of packages/shared (docs/rules/game.md "Settlement"), so the figure shown is the figure
// the server will apply.
import { positionResult } from '@boldcall/shared/rules/payouts';
import type { StakePosition } from '@boldcall/shared/rules/payouts';

export type PayoutFigures = {
  /** The stake previewed: the wager entered, or 0 while it is not a positive number. */
  wager: number;
  /** The outcome that pays this position, and the one that loses it, as the dialogs word them. */
  winsOn: 'Correct' | 'Incorrect';
  losesOn: 'Wrong' | 'Incorrect' | 'Correct';
  /** What the stake pays back on a win (the stake included). */
  returned: number;
  /** What a win adds on top of the stake. */
  profit: number;
};

/** The preview of a `position` staking `wager` (any number typed; invalid ones preview 0). */
export function payoutFigures(position: StakePosition, wager: number): PayoutFigures {
  const stake = Number.isFinite(wager) && wager > 0 ? wager : 0;
  const against = position === 'bet';
  const { returned } = positionResult(position, stake, against ? 'INCORRECT' : 'CORRECT');
  return {
    wager: stake,
    winsOn: against ? 'Incorrect' : 'Correct',
    // The creator and joiners read "Wrong"; a jump, backed with a smaller upside, "Incorrect".
    losesOn: against ? 'Correct' : position === 'jump' ? 'Incorrect' : 'Wrong',
    returned: returned ?? 0,
    profit: (returned ?? 0) - stake,
  };
}
