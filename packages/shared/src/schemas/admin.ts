// Admin panel API ("Admin panel", "Moderation", "Merge", "Moderation and
// response" resolve/delete/flag/respond; docs/rules/game.md). Inputs carry the catalogue's messages.
import { z } from 'zod';
import {
  CATEGORIES,
  PREDICTION_TEXT_MAX,
  PREDICTION_TEXT_MIN,
  SIMILARITY_THRESHOLD,
  SIMILARITY_THRESHOLD_MAX,
  SIMILARITY_THRESHOLD_MIN,
} from '../constants.ts';
import { FLAG_ACTIONS, MODERATION_TEXT_MAX } from '../rules/moderation.ts';
import { MODERATION_MSG } from '../rules/moderation.refusals.ts';
import { PREDICTION_MSG } from '../rules/predictions.refusals.ts';
import { dataEnvelope, listEnvelope, pageQueryFields, requiredText } from './api.ts';
import { predictionListSchema, predictionSchema } from './predictions.ts';
import { accountFields, ledgerPageSchema, standingFields } from './users.ts';

export const ADMIN_MSG = {
  mergeMinPredictions: 'Please select at least 2 predictions to merge.',
  mergeTextRequired: 'Please enter merged prediction text.',
  mergeTooMany: 'At most 50 predictions can be merged at once',
  mergeNotPending: 'Only pending predictions can be merged',
  userNotFound: 'User not found',
  upgradeNotPlayer: 'This account has no player profile yet (e-mail not verified)',
  mergeThreshold: `The similarity threshold must be between ${SIMILARITY_THRESHOLD_MIN * 100}% and ${SIMILARITY_THRESHOLD_MAX * 100}%`,
} as const;

export const MERGE_MAX_PREDICTIONS = 50;

const optionalComment = z
  .string()
  .trim()
  .max(MODERATION_TEXT_MAX, MODERATION_MSG.commentTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

// ---------------------------------------------------------------------------------------------
// Predictions: resolve, flag, delete, respond

export const RESOLUTIONS = ['CORRECT', 'INCORRECT', 'UNMEASURABLE'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/**
 * POST /api/predictions/:id/resolve. The product's payload also carries resolvedAt and resolvedBy:
 * they are ignored (dropped), the server records its own clock and the signed-in admin.
 */
export const resolvePredictionSchema = z.object({
  resolution: z.enum(RESOLUTIONS, { error: MODERATION_MSG.resolutionRequired }),
  adminNote: requiredText(MODERATION_MSG.adminNoteRequired).max(
    MODERATION_TEXT_MAX,
    MODERATION_MSG.commentTooLong,
  ),
});
export type ResolvePredictionInput = z.input<typeof resolvePredictionSchema>;

/** PUT /api/predictions/:id/flag — flag needs a comment; the other actions take an optional one. */
export const flagPredictionSchema = z
  .object({
    action: z.enum(FLAG_ACTIONS, { error: MODERATION_MSG.flagAction }),
    adminComment: optionalComment,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'flag' && !v.adminComment) {
      ctx.addIssue({
        code: 'custom',
        path: ['adminComment'],
        message: MODERATION_MSG.flagCommentRequired,
      });
    }
  });
export type FlagPredictionInput = z.input<typeof flagPredictionSchema>;

/** DELETE /api/predictions/:id — the body (optional) may give the reason. */
export const deletePredictionSchema = z.object({ adminComment: optionalComment }).nullish();
export type DeletePredictionInput = z.input<typeof deletePredictionSchema>;

/** PUT /api/predictions/:id/respond */
export const respondPredictionSchema = z.object({
  response: requiredText(MODERATION_MSG.responseRequired).max(
    MODERATION_TEXT_MAX,
    MODERATION_MSG.responseTooLong,
  ),
});
export type RespondPredictionInput = z.input<typeof respondPredictionSchema>;

export const deletedPredictionSchema = dataEnvelope(
  z.object({
    id: z.string(),
    deleted: z.literal(true),
    /** Points returned, per user (empty when nothing was held: an already resolved prediction). */
    refunds: z.array(z.object({ userId: z.string(), amount: z.number().int() })),
  }),
);

// ---------------------------------------------------------------------------------------------
// Merge

/** POST /api/admin/merge */
export const mergePredictionsSchema = z.object({
  predictionIds: z
    .array(z.string().min(1).max(100), { error: ADMIN_MSG.mergeMinPredictions })
    .max(MERGE_MAX_PREDICTIONS, ADMIN_MSG.mergeTooMany)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= 2, ADMIN_MSG.mergeMinPredictions),
  text: requiredText(ADMIN_MSG.mergeTextRequired)
    .min(PREDICTION_TEXT_MIN, PREDICTION_MSG.textTooShort)
    .max(PREDICTION_TEXT_MAX, PREDICTION_MSG.textTooLong),
  /** Default: the category of the earliest selected prediction. */
  category: z.enum(CATEGORIES, { error: PREDICTION_MSG.categoryRequired }).optional(),
});
export type MergePredictionsInput = z.input<typeof mergePredictionsSchema>;

export const mergeResultSchema = dataEnvelope(
  z.object({
    /** The new PENDING prediction. */
    prediction: predictionSchema,
    /** The selected predictions, now MERGED into it. */
    mergedIds: z.array(z.string()),
    /** Stakes that could not carry over (the new creator's own jumps / bets against), returned. */
    refunds: z.array(z.object({ userId: z.string(), amount: z.number().int() })),
  }),
);

/** Groups are offered only above `threshold` (a ratio, 0.3 when omitted: docs/rules/similarity.md). */
export const mergeSuggestionsQuerySchema = z.object({
  threshold: z.coerce
    .number({ error: ADMIN_MSG.mergeThreshold })
    .min(SIMILARITY_THRESHOLD_MIN, ADMIN_MSG.mergeThreshold)
    .max(SIMILARITY_THRESHOLD_MAX, ADMIN_MSG.mergeThreshold)
    .default(SIMILARITY_THRESHOLD),
});

export const mergeSuggestionsSchema = dataEnvelope(
  z.array(
    z.object({
      /** The highest word-overlap ratio inside the group (0–1). */
      topSimilarity: z.number(),
      /** Oldest first. */
      predictions: z.array(predictionSchema),
    }),
  ),
);
export type MergeSuggestion = z.infer<typeof mergeSuggestionsSchema>['data'][number];

// ---------------------------------------------------------------------------------------------
// Users

export const adminUsersQuerySchema = z.object({
  /** Case-insensitive substring of the username or the e-mail. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...pageQueryFields(),
});

export const adminUserSchema = z.object({
  ...accountFields,
  ...standingFields,
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  /** Leaderboard position (1 = first); null without a player profile. */
  rank: z.number().int().nullable(),
  /** Predictions created or joined (MERGED and deleted ones left out). */
  totalPredictions: z.number().int(),
  correctPredictions: z.number().int(),
  incorrectPredictions: z.number().int(),
  /** Rounded percent 0–100: correct ÷ (correct + incorrect). */
  accuracy: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = listEnvelope(adminUserSchema);

export const adminUserDetailSchema = dataEnvelope(
  z.object({
    user: adminUserSchema,
    /** Newest first; page on with GET /api/admin/users/:id/ledger?cursor=. */
    ledger: ledgerPageSchema,
    /** Predictions they created, newest first; page on with GET /api/predictions?userId=&cursor=. */
    predictions: predictionListSchema,
  }),
);
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>['data'];

export const upgradeProResultSchema = dataEnvelope(
  z.object({
    user: adminUserSchema,
    /** false when the user was already Pro (nothing changed). */
    granted: z.boolean(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Dashboard

export const adminDashboardSchema = dataEnvelope(
  z.object({
    totalUsers: z.number().int(),
    proUsers: z.number().int(),
    /** Every prediction not deleted, MERGED ones included (they count as resolved). */
    totalPredictions: z.number().int(),
    pending: z.number().int(),
    /** Any status but PENDING. */
    resolved: z.number().int(),
    /** Rounded percent 0–100 of resolved ÷ total; 0 when there are none. */
    resolutionRate: z.number().int(),
    /** Flagged or denied, still pending: what the moderation queue holds. */
    flagged: z.number().int(),
    /** Flagged predictions with a response waiting for the admin. */
    awaitingReview: z.number().int(),
    /** E-mail addresses on the Pro waitlist (joined once the free launch upgrades ran out). */
    waitlist: z.number().int(),
    /** The 5 most recent predictions (MERGED and deleted left out). */
    recentPredictions: z.array(predictionSchema),
  }),
);
export type AdminDashboard = z.infer<typeof adminDashboardSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ACTIONS = [
  'prediction.resolve',
  'prediction.flag',
  'prediction.unflag',
  'prediction.confirm',
  'prediction.deny',
  'prediction.delete',
  'prediction.merge',
  'user.upgrade_pro',
  'user.must_change_password',
  'comment.hide',
  'comment.restore',
  'comment.dismiss_reports',
  'user.comment_ban',
  'user.comment_unban',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  /** null when the admin account no longer exists. */
  adminUsername: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(['prediction', 'user', 'comment']),
  targetId: z.string(),
  /** The prediction's text or the player's username; null when the target no longer exists. */
  targetLabel: z.string().nullable(),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  ...pageQueryFields(),
});

export const auditListSchema = listEnvelope(auditEntrySchema);

// PUT /api/admin/users/:id/must-change-password
export const mustChangePasswordBodySchema = z.object({ value: z.boolean() });
export const mustChangePasswordResultSchema = dataEnvelope(
  z.object({ id: z.string(), mustChangePassword: z.boolean() }),
);
export type MustChangePasswordBody = z.infer<typeof mustChangePasswordBodySchema>;
export type MustChangePasswordResult = z.infer<typeof mustChangePasswordResultSchema>['data'];
