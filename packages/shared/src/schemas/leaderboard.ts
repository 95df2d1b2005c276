// GET /api/leaderboard ("Leaderboard", "Leaderboard entry"; docs/rules/game.md).
import { z } from 'zod';
import { listEnvelope, pageQueryFields } from './api.ts';
import { CATEGORIES, PAGE_SIZE, PREDICTION_STATUSES } from '../constants.ts';
import { badgeNamesSchema } from './badges.ts';
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
  userId: z.string(),
  /**
   * The rank of a ranked player: their 1-based position in the board's order (ranked players
   * come first, so 1 … N without gaps); null for an unranked player (docs/rules/game.md
   * "Ranking"). Equal keys get consecutive ranks.
   */
  rank: z.number().int().nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
  isPro: z.boolean(),
  /** Enough resolved predictions (in this board's period/category) to be ranked by accuracy. */
  ranked: z.boolean(),
  /** correct ÷ (correct + incorrect) as a rounded percent, 0 when none (board's scope). */
  accuracy: z.number().int(),
  /** Predictions created or joined (board's scope). */
  totalPredictions: z.number().int(),
  correctPredictions: z.number().int(),
  incorrectPredictions: z.number().int(),
  /** correct + incorrect (board's scope). */
  resolvedPredictions: z.number().int(),
  /** How many more resolved calls an unranked player needs to be ranked; 0 when ranked. */
  callsToRank: z.number().int(),
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
  trackRecord: z
    .object({
      /** Brier score, null when no resolved position carries a confidence. */
      brier: z.number().nullable(),
      /** Resolved positions with a confidence. */
      resolvedWithConfidence: z.number().int(),
      /** Boldness earned. */
      boldness: z.number().int(),
    })
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
