// Track record (docs/rules/track-record.md): the confidence a player attaches to their side, the
// Brier score and calibration bins over resolved positions that carry one, and the boldness of a
// win. Pure functions: the server stores what they compute at settlement, the web explains it.

/** A confidence is a whole percentage from 1 to 99 (never certain either way). */
export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 99;
/** The picker's quick picks. */
export const CONFIDENCE_QUICK_PICKS = [55, 70, 85, 95] as const;
/** Resolved positions with a confidence a player needs to appear on the Calibration board. */
export const CALIBRATION_MIN_RESOLVED = 10;
/** Members a league's track record lists, best Brier first (docs/rules/track-record.md). */
export const LEAGUE_TRACK_MEMBERS_SHOWN = 50;
/** The calibration chart's bins: 10 of 10 points each over 0–100 %, not folded at 50 %. */
export const CALIBRATION_BINS = 10;
export const CALIBRATION_BIN_WIDTH = 100 / CALIBRATION_BINS;

export const TRACK_RECORD_MSG = {
  confidence: `Confidence must be a whole number from ${CONFIDENCE_MIN} to ${CONFIDENCE_MAX}`,
  boardCategory: 'The Calibration and Boldest boards are not split by category',
} as const;

/** The bin (0 … 9) a confidence falls in: bin k holds 10k ≤ c < 10k + 10. */
export const binOf = (confidence: number) =>
  Math.min(CALIBRATION_BINS - 1, Math.floor(confidence / CALIBRATION_BIN_WIDTH));

/**
 * One position's Brier term scaled by 10,000 so it stays a whole number: (c − 100·o)², where o
 * is 1 when the side the player took was right. Brier = Σ terms ÷ (10,000 · n).
 */
export const brierTerm = (confidence: number, hit: boolean) => (confidence - (hit ? 100 : 0)) ** 2;

/** The Brier score from stored sums: mean((c/100 − o)²); null without any position. */
export const brierOf = (termSum: number, n: number): number | null =>
  n > 0 ? termSum / (10_000 * n) : null;

/**
 * Boldness of one winning position (docs/rules/track-record.md "Boldness"): the share, in whole
 * percent rounded half up, of the points staked on the prediction that were on the losing side
 * at resolution. Right against 80 % of the room is 80; right with everyone is 0.
 */
export function boldnessOf(winningStake: number, losingStake: number): number {
  const total = winningStake + losingStake;
  if (total <= 0 || losingStake <= 0) return 0;
  // round(100·L/T) half up, in integers: floor((200·L + T) / (2·T)).
  return Math.floor((200 * losingStake + total) / (2 * total));
}

export type Side = 'for' | 'against';

export interface ResolvedPosition {
  userId: string;
  side: Side;
  wager: number;
  confidence: number | null;
}

export interface PositionScore {
  userId: string;
  side: Side;
  confidence: number | null;
  /** The side the player took was right. */
  hit: boolean;
  /** Boldness earned: > 0 only on the winning side. */
  boldness: number;
}

/**
 * What every position of a prediction resolved CORRECT or INCORRECT scores: whether it was
 * right and the boldness it earns. Stakes are the wagers held at resolution (jump-on bonuses
 * are the creator's, not a stake).
 */
export function scorePositions(
  positions: readonly ResolvedPosition[],
  outcome: 'CORRECT' | 'INCORRECT',
): PositionScore[] {
  const winning: Side = outcome === 'CORRECT' ? 'for' : 'against';
  let won = 0;
  let lost = 0;
  for (const p of positions) {
    if (p.side === winning) won += p.wager;
    else lost += p.wager;
  }
  const bold = boldnessOf(won, lost);
  return positions.map((p) => ({
    userId: p.userId,
    side: p.side,
    confidence: p.confidence,
    hit: p.side === winning,
    boldness: p.side === winning ? bold : 0,
  }));
}

export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  meanConfidence: number | null;
  hitRate: number | null;
}

/** The 10 bins from stored per-bin sums (n, Σ confidence, hits), empty bins included. */
export function calibrationBins(
  sums: ReadonlyArray<{ bin: number; n: number; confidenceSum: number; hits: number }>,
): CalibrationBin[] {
  return Array.from({ length: CALIBRATION_BINS }, (_, bin) => {
    const s = sums.find((x) => x.bin === bin);
    const n = s?.n ?? 0;
    return {
      from: bin * CALIBRATION_BIN_WIDTH,
      to: (bin + 1) * CALIBRATION_BIN_WIDTH,
      n,
      meanConfidence: s && n > 0 ? s.confidenceSum / n : null,
      hitRate: s && n > 0 ? s.hits / n : null,
    };
  });
}
