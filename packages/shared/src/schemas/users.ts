import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields } from './api.ts';
import { POSITIONS } from '../rules/predictions.ts';
import { badgeNamesSchema } from './badges.ts';
import { predictionSchema } from './predictions.ts';

/** An account as its owner and the admins see it: who, the e-mail, the balance. */
export const accountFields = {
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  points: z.number().int(),
};

/** An account's standing: Pro (and since when), admin. */
export const standingFields = {
  isPro: z.boolean(),
  proUpgradedAt: z.string().nullable(),
  isAdmin: z.boolean(),
};

/** The signed-in player as the web app sees it ("User"). */
export const currentUserSchema = z.object({
  ...accountFields,
  /**
   * Jump-on bonuses held for the player's open predictions: not part of `points` and not
   * spendable until each prediction resolves (docs/rules/game.md "Wagers").
   */
  heldBonus: z.number().int(),
  ...standingFields,
  avatar: z.string().nullable(),
  createdAt: z.string(),
  /** An admin asked for a new password: the app forces Set New Password. */
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---------------------------------------------------------------------------------------------
// Profiles and history

/**
 * A player's record, what the leaderboard ranks by (docs/rules/game.md "Ranking"): counted all
 * time on a profile, in the board's period and category on a leaderboard entry.
 */
export const playerRecordFields = {
  /** correct ÷ (correct + incorrect) as a rounded percent; 0 when none resolved. */
  accuracy: z.number().int(),
  /** Predictions created or joined, the ones accuracy is over (a profile's: the prolific badge's). */
  totalPredictions: z.number().int(),
  correctPredictions: z.number().int(),
  incorrectPredictions: z.number().int(),
  /** correct + incorrect. */
  resolvedPredictions: z.number().int(),
  /**
   * The rank of a ranked player: their 1-based position in the board's order (ranked players
   * come first, so 1 … N without gaps); null for an unranked player. Equal keys get consecutive
   * ranks. A profile's is its rank on the all-time board, the same number that board shows.
   */
  rank: z.number().int().nullable(),
  /** Enough resolved predictions to be ranked by accuracy. */
  ranked: z.boolean(),
  /** How many more resolved calls an unranked player needs to be ranked; 0 when ranked. */
  callsToRank: z.number().int(),
};

/** GET /api/users/:id and /api/users/by-username/:username — never the e-mail. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  isPro: z.boolean(),
  proUpgradedAt: z.string().nullable(),
  createdAt: z.string(),
  points: z.number().int(),
  // The record all time.
  ...playerRecordFields,
  /**
   * Every position the player holds on a live prediction — created, joined, jumped on or bet
   * against (not merged away, not deleted): the count of GET /api/users/:id/positions.
   */
  positionCount: z.number().int(),
  streak: z.number().int(),
  /** See rules/badges.ts (BADGE_LABELS); show unknown names raw. */
  badges: badgeNamesSchema,
  /** Players following this one (docs/rules/follows.md). */
  followers: z.number().int(),
  /** Whether the caller follows this player; false for visitors and on one's own profile. */
  following: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const userIdParamsSchema = z.object({
  id: z.string().min(1, 'User not found').max(100, 'User not found'),
});
export const usernameParamsSchema = z.object({
  username: z.string().min(1, 'User not found').max(100, 'User not found'),
});

export const LEDGER_PAGE_SIZE = 50;

export const ledgerQuerySchema = z.object({
  ...pageQueryFields({ max: 200, default: LEDGER_PAGE_SIZE }, 200),
});

/** One movement of the caller's points (docs/rules/game.md ledger), newest first. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: negative when points left the balance (a wager held, …). */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** Change of the held jump-on bonus (0 for most rows); never part of `amount`. */
  heldAmount: z.number().int(),
  /** A LEDGER_REASONS value (constants.ts). */
  reason: z.string(),
  /** What caused it, e.g. `prediction` + its id; null for sign-up and the like. */
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** The text of the call a `prediction` row belongs to (null for the others, or once deleted). */
  refText: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = listEnvelope(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** One day on which some of the caller's predictions resolved, with running totals. */
export const accuracyPointSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Running accuracy after that day, rounded percent. */
  accuracy: z.number().int(),
  /** Running count of resolved (correct + incorrect) after that day. */
  resolved: z.number().int(),
  /** Running count of correct after that day. */
  correct: z.number().int(),
});
export type AccuracyPoint = z.infer<typeof accuracyPointSchema>;

export const accuracyHistorySchema = dataEnvelope(z.array(accuracyPointSchema));

// ---------------------------------------------------------------------------------------------
// Positions (docs/rules/game.md "Positions"): GET /api/users/:id/positions

export const positionsQuerySchema = z.object({
  ...pageQueryFields({ max: 100, default: 20 }),
});

/** One position a player holds on a prediction, newest first. */
export const playerPositionSchema = z.object({
  position: z.enum(POSITIONS),
  /** creator, join, jump: "for"; bet: "against". */
  side: z.enum(['for', 'against']),
  /** The points the player put on it. */
  stake: z.number().int(),
  /** open while PENDING; won, lost, or refunded (UNMEASURABLE) once resolved. */
  outcome: z.enum(['open', 'won', 'lost', 'refunded']),
  /** What the stake paid back when resolved (0 when lost); null while open. */
  returned: z.number().int().nullable(),
  /** When the position was taken. */
  at: z.string(),
  prediction: predictionSchema,
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;

export const positionPageSchema = listEnvelope(playerPositionSchema);
export type PositionPage = z.infer<typeof positionPageSchema>;
