// Settlement of a prediction (docs/rules/game.md "Settlement", "Refunds"), as pure arithmetic
// over the stakes held in escrow and the jump-on bonus held for the creator.
// The server's settlement service turns the credits into ledger rows, once per prediction.
// Play money: a win mints points (2× the stake), a loss burns the stake; that is by design.
import { JUMP_ON_CREATOR_BONUS, JUMP_ON_PENALTY } from '../constants.ts';

export type SettlementOutcome = 'CORRECT' | 'INCORRECT' | 'UNMEASURABLE';
export type CreditReason = 'payout' | 'bet_forfeit' | 'refund';

export interface Stake {
  userId: string;
  wager: number;
}

export interface Stakes {
  /** The creator's own wager. */
  creator: Stake;
  /** Joiners side with the creator and share the outcome. */
  joins: readonly Stake[];
  /** Jumpers back the prediction with a smaller upside. */
  jumps: readonly Stake[];
  /** Bettors against win when the prediction fails. */
  betsAgainst: readonly Stake[];
}

export interface Credit {
  userId: string;
  amount: number;
  reason: CreditReason;
}

/** Creator and joiners on CORRECT. */
export const correctPayout = (wager: number) => 2 * wager;
/** A jumper on CORRECT: the stake back plus the stake less a 2-point penalty (10 → 18). */
export const jumpPayout = (wager: number) => wager + Math.max(wager - JUMP_ON_PENALTY, 0);
/** A bettor against on INCORRECT. */
export const betAgainstPayout = (wager: number) => 2 * wager;

/** Everything held in escrow for the prediction. */
export function heldTotal(stakes: Stakes): number {
  const sum = (list: readonly Stake[]) => list.reduce((total, s) => total + s.wager, 0);
  return stakes.creator.wager + sum(stakes.joins) + sum(stakes.jumps) + sum(stakes.betsAgainst);
}

/**
 * What each user receives when the prediction settles with `outcome`, one credit per user and
 * reason (so a user appears at most once per reason), amounts > 0 only, ordered by user then
 * reason. UNMEASURABLE (and a delete or merge refund) returns every held wager as `refund`.
 * On CORRECT the creator also receives every bet against (`bet_forfeit`).
 */
export function settlementCredits(stakes: Stakes, outcome: SettlementOutcome): Credit[] {
  const totals = new Map<string, number>();
  const add = (userId: string, reason: CreditReason, amount: number) => {
    if (amount <= 0) return;
    const key = `${userId}\u0000${reason}`;
    totals.set(key, (totals.get(key) ?? 0) + amount);
  };
  const backers = [stakes.creator, ...stakes.joins];

  if (outcome === 'UNMEASURABLE') {
    for (const s of [...backers, ...stakes.jumps, ...stakes.betsAgainst]) {
      add(s.userId, 'refund', s.wager);
    }
  } else if (outcome === 'CORRECT') {
    for (const s of backers) add(s.userId, 'payout', correctPayout(s.wager));
    for (const s of stakes.jumps) add(s.userId, 'payout', jumpPayout(s.wager));
    for (const s of stakes.betsAgainst) add(stakes.creator.userId, 'bet_forfeit', s.wager);
  } else {
    for (const s of stakes.betsAgainst) add(s.userId, 'payout', betAgainstPayout(s.wager));
  }

  return [...totals.entries()]
    .map(([key, amount]) => {
      const [userId = '', reason] = key.split('\u0000');
      return { userId, reason: reason as CreditReason, amount };
    })
    .sort((a, b) =>
      a.userId === b.userId ? a.reason.localeCompare(b.reason) : a.userId < b.userId ? -1 : 1,
    );
}

/**
 * The jump-on bonus a prediction holds for its creator: +1 per jump. It is not spendable while
 * the prediction is open (docs/rules/game.md "Wagers").
 */
export function jumpBonus(jumps: number): number {
  return jumps * JUMP_ON_CREATOR_BONUS;
}

/**
 * What becomes of the bonus held for the creator when the prediction closes: paid into the
 * balance on CORRECT or INCORRECT, cancelled by a refund (UNMEASURABLE, delete, merge) — so a
 * refund leaves every balance exactly where it was (docs/rules/game.md "Refunds").
 */
export function heldBonusOutcome(
  outcome: SettlementOutcome,
  held: number,
): { paid: number; cancelled: number } {
  return outcome === 'UNMEASURABLE' ? { paid: 0, cancelled: held } : { paid: held, cancelled: 0 };
}

/** A player's position on one prediction (rules/predictions.ts POSITIONS). */
export type StakePosition = 'creator' | 'join' | 'jump' | 'bet';
export type PositionOutcome = 'open' | 'won' | 'lost' | 'refunded';

/**
 * How a position ended (docs/rules/game.md "Settlement"): open while PENDING; refunded on
 * UNMEASURABLE; on CORRECT the "for" side wins and a bet against loses, on INCORRECT the other
 * way round. `returned` is what the stake paid back (null while open). MERGED predictions hand
 * their stakes to the merged one and are not asked.
 */
export function positionResult(
  position: StakePosition,
  stake: number,
  status: 'PENDING' | SettlementOutcome | 'MERGED',
): { outcome: PositionOutcome; returned: number | null } {
  if (status === 'PENDING' || status === 'MERGED') return { outcome: 'open', returned: null };
  if (status === 'UNMEASURABLE') return { outcome: 'refunded', returned: stake };
  const forSide = position !== 'bet';
  const won = (status === 'CORRECT') === forSide;
  if (!won) return { outcome: 'lost', returned: 0 };
  const returned =
    position === 'jump'
      ? jumpPayout(stake)
      : position === 'bet'
        ? betAgainstPayout(stake)
        : correctPayout(stake);
  return { outcome: 'won', returned };
}
