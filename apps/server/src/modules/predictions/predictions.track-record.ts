// The settlement's part of the track record (docs/rules/track-record.md): kept apart from the
// payouts so the settlement reads as money first, then what the resolution says about players.
// Called from the settlement transaction once the prediction is closed and the balances locked.
import { sql } from 'drizzle-orm';
import type { PredictionStatus } from '@boldcall/shared/constants';
import type { ResolvedPosition, Side } from '@boldcall/shared/rules/track-record';
import type { Tx } from '../../db/client.ts';
import { recordResolutionScores } from '../track-record/track-record.settlement.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
} from './predictions.table.ts';

/** Every position on the prediction with its side, wager and confidence, in one statement. */
export async function positionsOf(tx: Tx, predictionId: string): Promise<ResolvedPosition[]> {
  const p = predictions;
  const j = predictionJoins;
  const u = predictionJumps;
  const b = predictionBetsAgainst;
  const result = await tx.execute(sql`
    select ${p.userId} as "userId", 'for' as side, ${p.pointsWagered} as wager, ${p.confidence} as confidence
      from ${p} where ${p.id} = ${predictionId}
    union all
    select ${j.userId}, 'for', ${j.pointsWagered}, ${j.confidence} from ${j} where ${j.predictionId} = ${predictionId}
    union all
    select ${u.userId}, 'for', ${u.wager}, ${u.confidence} from ${u} where ${u.predictionId} = ${predictionId}
    union all
    select ${b.userId}, 'against', ${b.wager}, ${b.confidence} from ${b} where ${b.predictionId} = ${predictionId}`);
  const rows = (
    result as unknown as {
      rows: Array<{ userId: string; side: Side; wager: number; confidence: number | null }>;
    }
  ).rows;
  return rows.map((r) => ({
    userId: r.userId,
    side: r.side,
    wager: Number(r.wager),
    confidence: r.confidence === null ? null : Number(r.confidence),
  }));
}

/**
 * A prediction just left PENDING as `status`: on CORRECT or INCORRECT, every position is
 * scored (right or wrong, boldness, Brier term) once. Refunds (UNMEASURABLE, MERGED) say
 * nothing about anyone's judgement and score nothing.
 */
export async function recordTrackRecord(
  tx: Tx,
  input: { predictionId: string; status: PredictionStatus; resolvedAt: Date },
): Promise<void> {
  if (input.status !== 'CORRECT' && input.status !== 'INCORRECT') return;
  await recordResolutionScores(tx, {
    predictionId: input.predictionId,
    outcome: input.status,
    resolvedAt: input.resolvedAt,
    positions: await positionsOf(tx, input.predictionId),
  });
}
