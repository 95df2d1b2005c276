// Helpers of the track-record tests (docs/rules/track-record.md): the calibration bins as the API
// answers them, the calls their worlds are told in, and the ten calls that put two players on the
// Calibration board and one just off.
import type { SettlementOutcome } from '@boldcall/shared/rules/payouts';
import type { Database } from '../db/client.ts';
import { makePrediction, resolvePredictionNow } from '../seed/seed.factories.ts';
import { joinPrediction, jumpOnPrediction } from '../modules/predictions/predictions.service.ts';
import { settledCall, type Play } from './plays.ts';

/** One calibration bin, from `from` to `from + 10`. */
export const bin = (
  from: number,
  n: number,
  meanConfidence: number | null,
  hitRate: number | null,
) => ({ from, to: from + 10, n, meanConfidence, hitRate });

/** The ten bins, 0–10 to 90–100: those of `filled`, the others empty. */
export const bins = (filled: ReturnType<typeof bin>[]) =>
  Array.from(
    { length: 10 },
    (_, k) => filled.find((x) => x.from === k * 10) ?? bin(k * 10, 0, null, null),
  );

/** The stakes of a told call: joins, jumps on and bets against, each [player, wager, confidence?]. */
type Stakes = Pick<Play, 'joins' | 'jumps' | 'against'>;

/**
 * The calls of a world resolved at `now`, as its comments tell them ("A creates 10 @ 80, B joins
 * 20 @ 60 … CORRECT"): `call(creatorId, confidence, outcome, stakes)` makes the creator's call of
 * 10 at that confidence, places the stakes and resolves it. Answers the call's id.
 */
export function worldCalls(db: Database, now: Date) {
  return (creatorId: string, confidence: number, outcome: SettlementOutcome, stakes: Stakes = {}) =>
    settledCall(db, outcome, { userId: creatorId, pointsWagered: 10, confidence, now, ...stakes });
}

/**
 * Ten CORRECT calls of 1 by `creatorId`, each joined by `sharp` at 90 (Brier term 100) and jumped
 * on by `vague` at 60 (term 1600), the first nine joined by `few` at 99 (term 1): sharp and vague
 * reach the minimum of 10 scored calls, few stays one short.
 */
export async function calibrationCalls(
  db: Database,
  creatorId: string,
  players: { sharp: string; vague: string; few: string },
): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const id = await makePrediction(db, { userId: creatorId, pointsWagered: 1 });
    await joinPrediction(db, players.sharp, id, 1, { confidence: 90 });
    await jumpOnPrediction(db, players.vague, id, 1, { confidence: 60 });
    if (i < 9) await joinPrediction(db, players.few, id, 1, { confidence: 99 });
    await resolvePredictionNow(db, id, 'CORRECT');
  }
}
