// Writers of the track record (docs/rules/track-record.md, decision 029). Called only inside the
// settlement transaction (and an admin's delete of a resolved prediction), after the prediction
// row and the payees' balances are locked. Each resolution writes its scores once: one row per
// position in `track_record_positions` (its primary key refuses a second), and the same figures
// added to the player's sums, in one statement. Rows are written in user-id order, so two
// settlements touching the same players queue instead of deadlocking.
import { and, eq } from 'drizzle-orm';
import {
  isoDay,
  monthStart,
  weekStart,
  type LeaderboardPeriod,
} from '@boldcall/shared/rules/ranking';
import {
  binOf,
  brierTerm,
  scorePositions,
  type ResolvedPosition,
} from '@boldcall/shared/rules/track-record';
import type { Tx } from '../../db/client.ts';
import { ALL_TIME_START } from '../../db/columns.ts';
import { addIncoming, subtractFrom } from '../../db/upsert.ts';
import { writeTogether } from '../../db/write-together.ts';
import { trackRecordBins, trackRecordPositions, trackRecordStats } from './track-record.table.ts';

/** The periods a resolution at `at` counts in: all time, its month, its ISO week (UTC). */
export function trackPeriodsOf(
  at: Date,
): Array<{ periodKind: LeaderboardPeriod; periodStart: string }> {
  return [
    { periodKind: 'all', periodStart: ALL_TIME_START },
    { periodKind: 'month', periodStart: isoDay(monthStart(at)) },
    { periodKind: 'week', periodStart: isoDay(weekStart(at)) },
  ];
}

/** One scored position as the sums count it. */
interface Contribution {
  userId: string;
  win: number;
  boldness: number;
  scored: number;
  hits: number;
  brierSum: number;
  confidence: number | null;
}

function contributionOf(p: {
  userId: string;
  hit: boolean;
  boldness: number;
  confidence: number | null;
}): Contribution {
  const scored = p.confidence !== null;
  return {
    userId: p.userId,
    win: p.hit ? 1 : 0,
    boldness: p.boldness,
    scored: scored ? 1 : 0,
    hits: scored && p.hit ? 1 : 0,
    brierSum: p.confidence !== null ? brierTerm(p.confidence, p.hit) : 0,
    confidence: p.confidence,
  };
}

/** What one position adds to a row of its player's sums (and a delete takes back). */
const statsOf = (c: Contribution) => ({
  positions: 1,
  wins: c.win,
  boldness: c.boldness,
  scored: c.scored,
  hits: c.hits,
  brierSum: c.brierSum,
});

/**
 * A prediction resolved CORRECT or INCORRECT: scores each position (right or wrong, boldness,
 * Brier term when it carries a confidence) and adds it to its player's all-time, monthly and
 * weekly sums and all-time calibration bin. One statement.
 */
export async function recordResolutionScores(
  tx: Tx,
  input: {
    predictionId: string;
    outcome: 'CORRECT' | 'INCORRECT';
    resolvedAt: Date;
    positions: readonly ResolvedPosition[];
  },
): Promise<void> {
  if (input.positions.length === 0) return;
  const sorted = [...input.positions].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const scores = scorePositions(sorted, input.outcome);
  const periods = trackPeriodsOf(input.resolvedAt);
  const contributions = scores.map(contributionOf);
  const s = trackRecordStats;
  const b = trackRecordBins;
  const binned = contributions.filter((c) => c.confidence !== null);
  const writes = [
    tx.insert(trackRecordPositions).values(
      scores.map((p, i) => ({
        predictionId: input.predictionId,
        userId: p.userId,
        side: p.side,
        wager: sorted[i]?.wager ?? 0,
        confidence: p.confidence,
        hit: p.hit,
        boldness: p.boldness,
        resolvedAt: input.resolvedAt,
      })),
    ),
    tx
      .insert(s)
      .values(
        contributions.flatMap((c) =>
          periods.map((period) => ({ userId: c.userId, ...period, ...statsOf(c) })),
        ),
      )
      .onConflictDoUpdate({
        target: [s.userId, s.periodKind, s.periodStart],
        set: addIncoming(s, ['positions', 'wins', 'boldness', 'scored', 'hits', 'brierSum']),
      }),
    ...(binned.length > 0
      ? [
          tx
            .insert(b)
            .values(
              binned.map((c) => ({
                userId: c.userId,
                bin: binOf(c.confidence ?? 0),
                n: 1,
                confidenceSum: c.confidence ?? 0,
                hits: c.hits,
              })),
            )
            .onConflictDoUpdate({
              target: [b.userId, b.bin],
              set: addIncoming(b, ['n', 'confidenceSum', 'hits']),
            }),
        ]
      : []),
  ];
  await writeTogether(tx, writes);
}

/**
 * A resolved prediction deleted by an admin stops counting (docs/rules/track-record.md): its
 * position scores are taken back out of the sums and removed. Nothing happens for a prediction
 * that was never scored.
 */
export async function forgetResolutionScores(tx: Tx, predictionId: string): Promise<void> {
  const rows = await tx
    .delete(trackRecordPositions)
    .where(eq(trackRecordPositions.predictionId, predictionId))
    .returning();
  rows.sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const s = trackRecordStats;
  const b = trackRecordBins;
  for (const row of rows) {
    const c = contributionOf(row);
    for (const period of trackPeriodsOf(row.resolvedAt)) {
      const key = and(
        eq(s.userId, row.userId),
        eq(s.periodKind, period.periodKind),
        eq(s.periodStart, period.periodStart),
      );
      await tx
        .update(s)
        .set(subtractFrom(s, statsOf(c)))
        .where(key);
      // A row with nothing left would list the player on the Boldest board.
      await tx.delete(s).where(and(key, eq(s.positions, 0)));
    }
    if (c.confidence !== null) {
      const key = and(eq(b.userId, row.userId), eq(b.bin, binOf(c.confidence)));
      await tx
        .update(b)
        .set(subtractFrom(b, { n: 1, confidenceSum: c.confidence, hits: c.hits }))
        .where(key);
      await tx.delete(b).where(and(key, eq(b.n, 0)));
    }
  }
}
