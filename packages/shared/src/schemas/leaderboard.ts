// GET /api/leaderboard ("Leaderboard", "Leaderboard entry"; docs/rules/game.md).
import { z } from 'zod';
import { listEnvelope, pageQueryFields, playerFields } from './api.ts';
import { CATEGORIES, PAGE_SIZE, PREDICTION_STATUSES } from '../constants.ts';
import { badgeNamesSchema } from './badges.ts';
import { trackFiguresSchema } from './track-record.ts';
import { playerRecordFields } from './users.ts';
import { LEADERBOARD_PERIODS } from '../rules/ranking.ts';

export const LEADERBOARD_MAX_LIMIT = 100;

/**
 * Which board: `accuracy` (correct ÷ resolved), `calibration` (Brier, lowest first, players with
 * at least 10 resolved positions with a confidence) or `boldest` (boldness, highest first).
 * See docs/rules/track-record.md.
 */
export const LEADERBOARD_BOARDS = ['accuracy', 'calibration', 'boldest'] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

/**
 * `period`: all time, this calendar month or this ISO week (UTC). `category`: one category or
 * all. A filtered board (any period or category other than all/all) lists the players with
 * activity in it: a prediction created or joined, or one resolved, in that period/category.
 * `league`: `global` (or absent) is everyone; a league's id lists its members only.
 */
export const leaderboardQuerySchema = z.object({
  board: z.enum(LEADERBOARD_BOARDS).default('accuracy'),
  period: z.enum(LEADERBOARD_PERIODS).default('all'),
  category: z.enum([...CATEGORIES, 'all']).default('all'),
  league: z.string().trim().min(1).max(100).optional(),
  /** From the previous page's `nextCursor`. */
  ...pageQueryFields({ max: LEADERBOARD_MAX_LIMIT, default: PAGE_SIZE }),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const recentPredictionSchema = z.object({
  id: z.string(),
  text: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(PREDICTION_STATUSES),
  createdAt: z.string(),
});
export type RecentPrediction = z.infer<typeof recentPredictionSchema>;

export const leaderboardEntrySchema = z.object({
  ...playerFields,
  isPro: z.boolean(),
  // The record in the board's period and category, and the rank in the board's order.
  ...playerRecordFields,
  /** The player's balance. */
  points: z.number().int(),
  /** Consecutive correct results at the end of the player's resolved predictions (all time). */
  streak: z.number().int(),
  /** The player's badges (all time), in a fixed order; show unknown names raw. */
  badges: badgeNamesSchema,
  /** The player's last 3 predictions, newest first. */
  recentPredictions: z.array(recentPredictionSchema),
  /**
   * On the Calibration and Boldest boards, the figures they rank by, in the board's period;
   * null on the Accuracy board.
   */
  trackRecord: trackFiguresSchema
    .pick({ brier: true, resolvedWithConfidence: true, boldness: true })
    .nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = listEnvelope(leaderboardEntrySchema).extend({
  /** The signed-in player's own entry with its rank, wherever it is; null when signed out or
   * not on this board (no activity in its period/category). */
  me: leaderboardEntrySchema.nullable(),
  board: z.enum(LEADERBOARD_BOARDS),
  period: z.enum(LEADERBOARD_PERIODS),
  category: z.enum([...CATEGORIES, 'all']),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
