// GET /api/users/{id}/track-record (docs/rules/track-record.md).
import { z } from 'zod';
import { dataEnvelope } from './api.ts';

export const calibrationBinSchema = z.object({
  /** The bin holds confidences c with from ≤ c < to (percent). */
  from: z.number().int(),
  to: z.number().int(),
  /** Resolved positions with a confidence in the bin. */
  n: z.number().int(),
  /** Mean confidence of those positions (percent), null when the bin is empty. */
  meanConfidence: z.number().nullable(),
  /** Share of them whose side was right (0–1), null when the bin is empty. */
  hitRate: z.number().nullable(),
});
export type CalibrationBinOut = z.infer<typeof calibrationBinSchema>;

export const brierMonthSchema = z.object({
  /** First day of the month (UTC), YYYY-MM-DD. */
  month: z.string(),
  /** Brier score of the positions resolved that month. */
  brier: z.number(),
  n: z.number().int(),
});

export const trackRecordSchema = z.object({
  userId: z.string(),
  /** mean((c/100 − o)²) over resolved positions with a confidence; null when none. 0 is best. */
  brier: z.number().nullable(),
  /** Resolved (CORRECT / INCORRECT) positions that carry a confidence. */
  resolvedWithConfidence: z.number().int(),
  /** Of those, how many were on the right side. */
  hits: z.number().int(),
  /** The 10 bins over 0–100 %, in order, empty ones included. */
  calibration: z.array(calibrationBinSchema),
  /** Sum of the boldness of every winning position (all positions, with or without confidence). */
  boldness: z.number().int(),
  /** Winning positions (with or without confidence). */
  wins: z.number().int(),
  /** Brier per month with resolutions that carry a confidence, oldest first. */
  monthly: z.array(brierMonthSchema),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const trackRecordEnvelopeSchema = dataEnvelope(trackRecordSchema);
