// Predictions API ("Prediction", "Create prediction", "Join", "Interact",
// "Search and filters"; docs/api.md). One set of schemas for the server's validation, the OpenAPI
// document, the web forms and the client's types. Messages are the catalogue's texts.
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields, playerFields, requiredText } from './api.ts';
import {
  CATEGORIES,
  MIN_WAGER,
  PAGE_SIZE,
  PREDICTION_STATUSES,
  PREDICTION_TEXT_MAX,
  PREDICTION_TEXT_MIN,
} from '../constants.ts';
import { parseExpiresAt } from '../rules/expiry.ts';
import { MODERATION_STATUSES, VOTE_TYPES } from '../rules/predictions.ts';
import { PREDICTION_MSG } from '../rules/predictions.refusals.ts';
import { SPORTS } from '../rules/sports.ts';
import { wagerCap, WAGER_MSG } from '../rules/wagers.ts';
import { CONFIDENCE_MAX, CONFIDENCE_MIN, TRACK_RECORD_MSG } from '../rules/track-record.ts';

// ---------------------------------------------------------------------------------------------
// Inputs

/**
 * Prediction text, trimmed. Length: the product brief says both "10 to 500 characters" (the constants, and the form's
 * x/500 counter) and "fewer than 500 ('Prediction must be less than 500 characters')". We
 * accept exactly 500: a counter reading 500/500 must not be an error, and the message is shown
 * from 501 on. The catalogue's message text is kept verbatim.
 */
export const predictionTextSchema = requiredText(PREDICTION_MSG.textRequired)
  .min(PREDICTION_TEXT_MIN, PREDICTION_MSG.textTooShort)
  .max(PREDICTION_TEXT_MAX, PREDICTION_MSG.textTooLong);

export const categorySchema = z.enum(CATEGORIES, { error: PREDICTION_MSG.categoryRequired });

/**
 * Expiry: an ISO date-time with its zone (`2027-01-31T18:00:00Z`) or a bare date (`2027-01-31`,
 * meaning the end of that day in UTC), strictly in the future. Parsed to a Date.
 */
export const expiresAtSchema = requiredText(PREDICTION_MSG.expiryRequired)
  .meta({
    description:
      'ISO 8601 date-time with its zone, or YYYY-MM-DD (the end of that day, UTC); in the future',
    examples: ['2027-01-31T18:00:00Z', '2027-01-31'],
  })
  .transform((value, ctx) => {
    const date = parseExpiresAt(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: PREDICTION_MSG.expiryInvalid });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: PREDICTION_MSG.expiryPast });
      return z.NEVER;
    }
    return date;
  });

/** Create and join wager. The upper bound (the balance) is checked by the server under a lock. */
export const stakeWagerSchema = z
  .number({ error: WAGER_MSG.min })
  .min(MIN_WAGER, WAGER_MSG.min)
  .int(WAGER_MSG.whole);

/** Jump-on and bet-against wager: any bad amount is 'Invalid wager amount'. */
export const interactionWagerSchema = z
  .number({ error: WAGER_MSG.invalid })
  .int(WAGER_MSG.invalid)
  .min(MIN_WAGER, WAGER_MSG.invalid);

/**
 * How sure the player is that their own side is right, a whole percent from 1 to 99
 * (docs/rules/track-record.md). Optional; set once with the position, never changed.
 */
export const confidenceSchema = z
  .number({ error: TRACK_RECORD_MSG.confidence })
  .int(TRACK_RECORD_MSG.confidence)
  .min(CONFIDENCE_MIN, TRACK_RECORD_MSG.confidence)
  .max(CONFIDENCE_MAX, TRACK_RECORD_MSG.confidence)
  .meta({ description: 'How sure the player is that their side is right, 1–99 (percent)' });

/** A position's body: the stake's fields, then the optional confidence every stake may carry. */
const withConfidence = <S extends z.ZodRawShape>(stake: S) =>
  z.object({ ...stake, confidence: confidenceSchema.optional() });

/** POST /api/predictions. `userId` of the product's payload is ignored: the session decides. */
export const createPredictionSchema = z.object({
  text: predictionTextSchema,
  category: categorySchema,
  expiresAt: expiresAtSchema,
  pointsWagered: stakeWagerSchema,
  /** false when the text came from a quick-start idea. */
  isCustom: z.boolean().optional(),
  confidence: confidenceSchema.optional(),
});
export type CreatePredictionInput = z.input<typeof createPredictionSchema>;
export type CreatePredictionData = z.output<typeof createPredictionSchema>;

/**
 * The web form's variant: also caps the wager at the player's points (100 while unknown),
 * with 'Cannot wager more than N points'.
 */
export function createPredictionFormSchema(points: number | null | undefined) {
  const cap = wagerCap(points);
  return createPredictionSchema.extend({
    pointsWagered: stakeWagerSchema.max(cap, WAGER_MSG.over(cap)),
  });
}

/** PATCH /api/predictions/:id — any of text, category, expiry. */
export const editPredictionSchema = z
  .object({
    text: predictionTextSchema.optional(),
    category: categorySchema.optional(),
    expiresAt: expiresAtSchema.optional(),
  })
  .refine((v) => v.text !== undefined || v.category !== undefined || v.expiresAt !== undefined, {
    message: PREDICTION_MSG.nothingToUpdate,
  });
export type EditPredictionInput = z.input<typeof editPredictionSchema>;

/** POST /api/predictions/:id/join (`userId`, `username` of the product's payload are ignored). */
export const joinPredictionSchema = withConfidence({ pointsWagered: stakeWagerSchema });
export type JoinPredictionInput = z.input<typeof joinPredictionSchema>;

export function joinPredictionFormSchema(points: number | null | undefined) {
  const cap = wagerCap(points);
  return withConfidence({ pointsWagered: stakeWagerSchema.max(cap, WAGER_MSG.over(cap)) });
}

/** POST /api/predictions/:id/vote */
export const voteSchema = z.object({
  voteType: z.enum(VOTE_TYPES, { error: PREDICTION_MSG.voteType }),
});
export type VoteInput = z.input<typeof voteSchema>;

/** POST /api/predictions/:id/jump-on and /bet-against */
export const interactionWagerBodySchema = withConfidence({ wager: interactionWagerSchema });
export type InteractionWagerInput = z.input<typeof interactionWagerBodySchema>;

export function interactionWagerFormSchema(points: number | null | undefined) {
  return withConfidence({ wager: interactionWagerSchema.max(wagerCap(points), WAGER_MSG.invalid) });
}

export const predictionIdParamsSchema = z.object({
  id: z.string().min(1, PREDICTION_MSG.notFound).max(100, PREDICTION_MSG.notFound),
});

export const SEARCH_MAX = 100;

/**
 * GET /api/predictions query. Every filter is optional and 'all' means no filter.
 * `category` takes any category (the home filter offers a subset); `sport` any of SPORTS.
 * `status` absent or 'all' lists every status except MERGED (merged ones live on in the
 * prediction they were merged into); `status=MERGED` lists them.
 */
export const listPredictionsQuerySchema = z.object({
  status: z.enum([...PREDICTION_STATUSES, 'all']).optional(),
  category: z.enum([...CATEGORIES, 'all']).optional(),
  sport: z.enum([...SPORTS, 'all']).optional(),
  /** Case-insensitive substring of the text, the author's username or the category. */
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional(),
  /** Only this author's predictions. */
  userId: z.string().min(1).max(100).optional(),
  /**
   * `true`: only calls by players the caller follows (signed in only: a visitor gets 401;
   * docs/rules/follows.md).
   */
  following: z
    .enum(['true', 'false'])
    .optional()
    // Absent stays absent, like the other filters (the query echoes only what was asked).
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * `newest` (default): newest first. `expiry`: soonest expiry first, so the calls past their
   * expiry that wait for a verdict come first, the longest waiting first (the admin's queue).
   */
  sort: z.enum(['newest', 'expiry']).optional(),
  /** From the previous page's `nextCursor` (of the same `sort`). */
  ...pageQueryFields({ max: PAGE_SIZE, default: PAGE_SIZE }, 200),
});
export type ListPredictionsQuery = z.input<typeof listPredictionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Outputs

export const joinEntrySchema = z.object({
  userId: z.string(),
  username: z.string(),
  pointsWagered: z.number().int(),
  /** The joiner's confidence in the call (1–99), null when they gave none. */
  confidence: z.number().int().nullable(),
  joinedAt: z.string(),
});
export type JoinEntry = z.infer<typeof joinEntrySchema>;

/** One prediction as the API answers it, with the caller's own relation to it. */
export const predictionSchema = z.object({
  id: z.string(),
  /** Same as id (the product's clients read either). */
  predictionId: z.string(),
  // The author, with their picture and tier for the card.
  ...playerFields,
  isPro: z.boolean(),
  text: z.string(),
  category: z.enum(CATEGORIES),
  /** Sports the text mentions (see rules/sports.ts). */
  sports: z.array(z.enum(SPORTS)),
  expiresAt: z.string(),
  pointsWagered: z.number().int(),
  /** The creator's confidence in the call (1–99), null when they gave none. */
  confidence: z.number().int().nullable(),
  status: z.enum(PREDICTION_STATUSES),
  isCustom: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  adminNote: z.string().nullable(),
  moderationStatus: z.enum(MODERATION_STATUSES).nullable(),
  adminComment: z.string().nullable(),
  userResponse: z.string().nullable(),
  userResponseAt: z.string().nullable(),
  flaggedAt: z.string().nullable(),
  mergedIntoId: z.string().nullable(),
  joinedBy: z.array(joinEntrySchema),
  joinedCount: z.number().int(),
  /** Sum of the joiners' wagers. */
  totalJoinedPoints: z.number().int(),
  /** pointsWagered + totalJoinedPoints: the card's "total points". */
  totalPoints: z.number().int(),
  votes: z.object({
    up: z.number().int(),
    down: z.number().int(),
    /** The caller's vote, null when none or signed out. */
    userVote: z.enum(VOTE_TYPES).nullable(),
  }),
  jumpedOnCount: z.number().int(),
  betAgainstCount: z.number().int(),
  /** Comments visible on the call (not deleted, not hidden): docs/rules/comments.md. */
  commentCount: z.number().int(),
  // The caller's relation (all false / null when signed out).
  isCreator: z.boolean(),
  hasJoined: z.boolean(),
  hasJumped: z.boolean(),
  hasBetAgainst: z.boolean(),
  myVote: z.enum(VOTE_TYPES).nullable(),
  /** The confidence the caller gave with their position (any kind), null when none. */
  myConfidence: z.number().int().nullable(),
  /** The caller may edit text, category and expiry now. */
  canEdit: z.boolean(),
  /**
   * The call's first receipt (docs/rules/receipts.md): its hash and when it was sealed; null for
   * calls made before receipts existed.
   */
  seal: z.object({ hash: z.string(), sealedAt: z.string() }).nullable().optional(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** The caller's stakes on a call they have none on: no join, vote, jump or bet. */
export const NO_RELATION = {
  hasJoined: false,
  myVote: null,
  hasJumped: false,
  hasBetAgainst: false,
  myConfidence: null,
} as const satisfies Partial<Prediction>;

/** The caller's relation as a visitor sees every call, and a player one not theirs, unstaked. */
export const VISITOR_VIEW = {
  ...NO_RELATION,
  isCreator: false,
  canEdit: false,
} as const satisfies Partial<Prediction>;

export const predictionEnvelopeSchema = dataEnvelope(predictionSchema);

export const predictionListSchema = listEnvelope(predictionSchema);
export type PredictionList = z.infer<typeof predictionListSchema>;

/** GET /api/stats — the home page's platform statistics ("Home stats"). */
export const homeStatsSchema = z.object({
  totalPredictions: z.number().int(),
  correctPredictions: z.number().int(),
  /** Players with a profile (the home page's "active users"). */
  totalUsers: z.number().int(),
  /** Average accuracy percent (0–100, rounded) over players with a resolved prediction. */
  accuracy: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;
