// Merging predictions (docs/rules/game.md "Merge"), as pure arithmetic: which stakes the new prediction
// holds, per user, and what cannot carry over and is refunded. No points are made or lost:
// everything held by the sources is either held by the merged prediction or refunded.
//
// The rule, per user, summed over every selected prediction:
// - The new creator is the creator of the earliest selected prediction. Their creator wagers and
//   their joins (both back the prediction) become the new creator wager.
// - Every other creator's wager becomes a join, summed with that user's joins.
// - Jumps are summed into one jump, bets against into one bet against.
// - The new creator may not jump on or bet against their own prediction: those stakes are
//   refunded (a refund on merge).
// - One position per player (docs/rules/game.md "Positions"): a player who backs (creator or
//   joiner) keeps that and has their jumps and bets against refunded; a player who jumped keeps
//   the jump and has their bet against refunded.
// - Jump-on bonuses follow the stakes: each source's held bonus is cancelled with its refund,
//   and the merged prediction holds +1 per jump it keeps for its creator (`creatorBonus`), as if
//   jumped on afresh — never more than the sources held, so a jump whose bonus was paid before
//   bonuses were held (migration 0013) does not earn a second one.
// - Votes are free: each user keeps their most recent vote; the new creator's votes are dropped.
import { jumpBonus, type Stake, type Stakes } from './payouts.ts';
import type { VoteType } from './predictions.ts';

export interface MergeVote {
  userId: string;
  voteType: VoteType;
  createdAt: Date | string;
}

export interface MergeSource {
  id: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  stakes: Stakes;
  votes: readonly MergeVote[];
  /** The jump-on bonus the source holds for its creator; +1 per jump when omitted. */
  heldBonus?: number;
}

export interface MergePlan {
  /** The earliest selected prediction (by creation time, then id). */
  earliestId: string;
  creatorId: string;
  creatorWager: number;
  /** The latest expiry of the selected predictions. */
  expiresAt: Date;
  joins: Stake[];
  jumps: Stake[];
  betsAgainst: Stake[];
  votes: Array<{ userId: string; voteType: VoteType }>;
  /** Held stakes that cannot carry over, returned to their owners. */
  refunds: Stake[];
  /**
   * The bonus the merged prediction holds for its creator: +1 per jump it keeps, at most what
   * the sources held (their own held bonuses are cancelled by their refunds).
   */
  creatorBonus: number;
}

const time = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

function sumByUser(entries: Iterable<Stake>): Stake[] {
  const totals = new Map<string, number>();
  for (const s of entries) totals.set(s.userId, (totals.get(s.userId) ?? 0) + s.wager);
  return [...totals.entries()]
    .filter(([, wager]) => wager > 0)
    .map(([userId, wager]) => ({ userId, wager }))
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

export function planMerge(sources: readonly MergeSource[]): MergePlan {
  if (sources.length === 0) throw new Error('nothing to merge');
  const byAge = [...sources].sort(
    (a, b) => time(a.createdAt) - time(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const earliest = byAge[0] as MergeSource;
  const creatorId = earliest.stakes.creator.userId;

  const backing: Stake[] = [];
  const jumps: Stake[] = [];
  const bets: Stake[] = [];
  for (const s of sources) {
    backing.push(s.stakes.creator, ...s.stakes.joins);
    jumps.push(...s.stakes.jumps);
    bets.push(...s.stakes.betsAgainst);
  }
  const backers = sumByUser(backing);
  const jumpTotals = sumByUser(jumps);
  const betTotals = sumByUser(bets);

  const latestVote = new Map<string, MergeVote>();
  for (const v of sources.flatMap((s) => s.votes)) {
    if (v.userId === creatorId) continue;
    const seen = latestVote.get(v.userId);
    if (!seen || time(v.createdAt) >= time(seen.createdAt)) latestVote.set(v.userId, v);
  }

  const backerIds = new Set(backers.map((s) => s.userId));
  const jumperIds = new Set(jumpTotals.map((s) => s.userId));
  const keptJumps = jumpTotals.filter((s) => !backerIds.has(s.userId));
  const keptBets = betTotals.filter((s) => !backerIds.has(s.userId) && !jumperIds.has(s.userId));
  const keptJumpers = new Set(keptJumps.map((s) => s.userId));
  const sourcesHeld = sources.reduce(
    (t, s) => t + (s.heldBonus ?? jumpBonus(s.stakes.jumps.length)),
    0,
  );

  return {
    earliestId: earliest.id,
    creatorId,
    creatorWager: backers.find((s) => s.userId === creatorId)?.wager ?? 0,
    expiresAt: new Date(Math.max(...sources.map((s) => time(s.expiresAt)))),
    joins: backers.filter((s) => s.userId !== creatorId),
    jumps: keptJumps,
    betsAgainst: keptBets,
    votes: [...latestVote.values()]
      .map((v) => ({ userId: v.userId, voteType: v.voteType }))
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)),
    refunds: sumByUser([
      ...jumpTotals.filter((s) => !keptJumpers.has(s.userId)),
      ...betTotals.filter((s) => !keptBets.some((k) => k.userId === s.userId)),
    ]),
    creatorBonus: Math.min(jumpBonus(keptJumps.length), sourcesHeld),
  };
}

/** Everything the merged prediction holds, plus what is refunded: equals what the sources held. */
export function planTotal(plan: MergePlan): number {
  const sum = (list: readonly Stake[]) => list.reduce((t, s) => t + s.wager, 0);
  return (
    plan.creatorWager +
    sum(plan.joins) +
    sum(plan.jumps) +
    sum(plan.betsAgainst) +
    sum(plan.refunds)
  );
}
