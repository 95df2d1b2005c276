// Test helper: the game's usual scenes, told once. Players named for their part; a call with a
// stake of every kind in the settlement tests' figures; and a call played out as a test tells it
// (made, staked, resolved).
import type { SettlementOutcome } from '@boldcall/shared/rules/payouts';
import type { Database } from '../db/client.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
} from '../modules/predictions/predictions.service.ts';
import {
  createPlayer,
  makePrediction,
  resolvePredictionNow,
  type CreatedPlayer,
  type PlayerInput,
  type PredictionInput,
} from '../seed/seed.factories.ts';

/** Players named `${name}_${tag}`, made at once, in the order of `names`. */
export async function playersNamed<const N extends readonly string[]>(
  db: Database,
  names: N,
  tag: string | number,
  input: Omit<PlayerInput, 'username'> = {},
): Promise<{ -readonly [K in keyof N]: CreatedPlayer }> {
  const made = await Promise.all(
    names.map((name) => createPlayer(db, { ...input, username: `${name}_${tag}` })),
  );
  return made as { -readonly [K in keyof N]: CreatedPlayer };
}

/** The four parts around one call: its creator, a joiner, a jumper and a bettor against. */
export interface CallCast<P = CreatedPlayer> {
  creator: P;
  joiner: P;
  jumper: P;
  bettor: P;
}

/** The four players around one call, named `${part}_${tag}` (creator_7, joiner_7, …). */
export async function callCast(db: Database, tag: string | number): Promise<CallCast> {
  const parts = ['creator', 'joiner', 'jumper', 'bettor'] as const;
  const [creator, joiner, jumper, bettor] = await playersNamed(db, parts, tag);
  return { creator, joiner, jumper, bettor };
}

/**
 * The cast's call with a stake of every kind, in the figures the settlement tests count with: the
 * creator's 10, a join of 20, a jump on of 10 (the creator's +1 held) and a bet against of 7.
 * Answers the call's id.
 */
export async function stakedCall(
  db: Database,
  cast: CallCast<{ id: string }>,
  input: Omit<PredictionInput, 'userId' | 'pointsWagered'> = {},
): Promise<string> {
  const id = await makePrediction(db, { ...input, userId: cast.creator.id, pointsWagered: 10 });
  await joinPrediction(db, cast.joiner.id, id, 20);
  await jumpOnPrediction(db, cast.jumper.id, id, 10);
  await betAgainstPrediction(db, cast.bettor.id, id, 7);
  return id;
}

/** One stake of a told call: the player, the wager and, where the test gives one, the confidence. */
export type Stake = readonly [userId: string, wager: number, confidence?: number];

/** A call as a test tells it: the call, then its joins, jumps on and bets against, in that order. */
export interface Play extends PredictionInput {
  joins?: readonly Stake[];
  jumps?: readonly Stake[];
  against?: readonly Stake[];
}

/**
 * Makes the call, places its stakes (joins, then jumps on, then bets against, each list in its
 * order) and resolves it at once as the admin's resolve does, at `now` where given. Its id.
 */
export async function settledCall(
  db: Database,
  outcome: SettlementOutcome,
  play: Play & { now?: Date },
): Promise<string> {
  const { joins = [], jumps = [], against = [], now, ...call } = play;
  const id = await makePrediction(db, call);
  for (const [stakes, place] of [
    [joins, joinPrediction],
    [jumps, jumpOnPrediction],
    [against, betAgainstPrediction],
  ] as const) {
    for (const [userId, wager, confidence] of stakes) {
      await place(db, userId, id, wager, confidence === undefined ? {} : { confidence });
    }
  }
  await resolvePredictionNow(db, id, outcome, now ? { now } : {});
  return id;
}
