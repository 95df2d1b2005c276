// GET /api/users/{id}/track-record and GET /api/leagues/{id}/track-record
// (docs/rules/track-record.md).
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

/** The figures of a track record, of one player or summed over a league's members. */
export const trackFiguresSchema = z.object({
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
export type TrackFigures = z.infer<typeof trackFiguresSchema>;

export const trackRecordSchema = trackFiguresSchema.extend({ userId: z.string() });
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const trackRecordEnvelopeSchema = dataEnvelope(trackRecordSchema);

/** One member in a league's track record: their own Brier, or only their count below the minimum. */
export const leagueTrackMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** The member's resolved positions with a confidence (all time). */
  resolvedWithConfidence: z.number().int(),
  /** Their Brier score; null below the Calibration board's minimum of resolved positions. */
  brier: z.number().nullable(),
});
export type LeagueTrackMember = z.infer<typeof leagueTrackMemberSchema>;

/** GET /api/leagues/{id}/track-record: the members' positions counted together. */
export const leagueTrackRecordSchema = trackFiguresSchema.extend({
  leagueId: z.string(),
  /** Resolved positions with a confidence a member needs for their own Brier to be listed. */
  minimum: z.number().int(),
  /**
   * Members with a Brier first (lowest first, ties by user id), then the others (most resolved
   * positions with a confidence first); at most LEAGUE_TRACK_MEMBERS_SHOWN. Global lists only
   * players with a Brier.
   */
  members: z.array(leagueTrackMemberSchema),
});
export type LeagueTrackRecord = z.infer<typeof leagueTrackRecordSchema>;

export const leagueTrackRecordEnvelopeSchema = dataEnvelope(leagueTrackRecordSchema);
