// The words of the points ledger's reasons, shared by the ledger list and the points chart.
import type { LedgerReason } from '@boldcall/shared/constants';

export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  signup: 'Sign-up bonus',
  pro_upgrade: 'Pro upgrade',
  pro_refresh: 'Monthly Pro refresh',
  prediction_wager: 'Prediction wager',
  join_wager: 'Joined a prediction',
  jump_wager: 'Jumped on a prediction',
  bet_wager: 'Bet against a prediction',
  jump_bonus_held: 'Jump-on bonus held until the call resolves',
  jump_bonus: 'Jump-on bonus',
  jump_bonus_cancelled: 'Held jump-on bonus cancelled (refund)',
  jump_bonus_clawback: 'Jump-on bonus returned (refund)',
  payout: 'Payout',
  bet_forfeit: 'Won a bet placed against it',
  refund: 'Wager refunded',
  nfl_pick_wager: 'NFL pick wager',
  nfl_pick_payout: 'NFL pick payout',
  season_wager: 'Season predictor wager',
  season_payout: 'Season predictor payout',
  admin_adjustment: 'Adjustment by an admin',
  referral_bonus: 'Invite used (referral bonus)',
};

/** An unknown (newer) reason shows readably rather than as a raw code. */
export function ledgerReasonLabel(reason: string): string {
  const known = (LEDGER_REASON_LABELS as Record<string, string>)[reason];
  if (known) return known;
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
