// Leagues (docs/rules/leagues.md): the built-in Global league plus leagues Pro players create,
// public (listed, joinable from their card) or private (joined with the invite code).
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields, playerFields } from './api.ts';
import { LEAGUE_DESCRIPTION_MAX, LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '../constants.ts';
import { isValidInviteCode, normalizeInviteCode } from '../rules/leagues.ts';
import { recentPredictionSchema } from './leaderboard.ts';

export const LEAGUE_MSG = {
  nameRequired: 'League name is required',
  nameTooShort: `League name must be at least ${LEAGUE_NAME_MIN} characters`,
  nameTooLong: `League name must be at most ${LEAGUE_NAME_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${LEAGUE_DESCRIPTION_MAX} characters`,
  codeRequired: 'Invite code is required',
  codeFormat: 'Invite code must be 6 letters or digits',
  codeTaken: 'That invite code is already taken. Choose another or leave it blank.',
  codeNotFound: 'No league matches that invite code',
  notFound: 'League not found',
  proRequired: 'Creating leagues is a Pro feature. Upgrade to Pro to create a league.',
  tooManyOwned: 'You already own the maximum number of leagues',
  alreadyMember: 'You are already a member of this league',
  notMember: 'You are not a member of this league',
  memberNotFound: 'That player is not a member of this league',
  globalLeave: 'Everyone is in the Global league; it cannot be left',
  globalManaged: 'The Global league cannot be changed',
  ownerOnly: 'Only the league owner can do that',
  ownerNotRemovable: 'The owner cannot be removed from their own league',
} as const;

/** An invite code as typed: trimmed and upper-cased, then 6 letters or digits. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .min(1, LEAGUE_MSG.codeRequired)
  .transform(normalizeInviteCode)
  .refine(isValidInviteCode, LEAGUE_MSG.codeFormat);

/** POST /api/leagues */
export const createLeagueSchema = z.object({
  name: z
    .string(LEAGUE_MSG.nameRequired)
    .trim()
    .min(1, LEAGUE_MSG.nameRequired)
    .min(LEAGUE_NAME_MIN, LEAGUE_MSG.nameTooShort)
    .max(LEAGUE_NAME_MAX, LEAGUE_MSG.nameTooLong),
  description: z
    .string(LEAGUE_MSG.descriptionRequired)
    .trim()
    .min(1, LEAGUE_MSG.descriptionRequired)
    .max(LEAGUE_DESCRIPTION_MAX, LEAGUE_MSG.descriptionTooLong),
  /** Blank or absent: the server generates one. */
  inviteCode: z
    .string()
    .trim()
    .max(20, LEAGUE_MSG.codeFormat)
    .optional()
    .transform((v) => (v ? normalizeInviteCode(v) : undefined))
    .refine((v) => v === undefined || isValidInviteCode(v), LEAGUE_MSG.codeFormat),
  isPrivate: z.boolean().default(false),
});
export type CreateLeagueInput = z.input<typeof createLeagueSchema>;
export type CreateLeague = z.output<typeof createLeagueSchema>;

/** POST /api/leagues/join */
export const joinLeagueSchema = z.object({ inviteCode: inviteCodeSchema });
export type JoinLeagueInput = z.input<typeof joinLeagueSchema>;

export const leagueIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const leagueMemberParamsSchema = z.object({
  id: z.string().trim().min(1).max(100),
  userId: z.string().trim().min(1).max(100),
});

export const leagueListQuerySchema = z.object({
  ...pageQueryFields(),
});

export const topPredictorSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** The member's own all-time accuracy, rounded percent. */
  accuracy: z.number().int(),
});

/** A league card (list and detail). */
export const leagueSchema = z.object({
  /** `global` for the built-in league. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isGlobal: z.boolean(),
  isPrivate: z.boolean(),
  memberCount: z.number().int(),
  isMember: z.boolean(),
  isOwner: z.boolean(),
  ownerId: z.string().nullable(),
  ownerUsername: z.string().nullable(),
  /** Shown to members only; null for others and for the Global league. */
  inviteCode: z.string().nullable(),
  /** The members' decided predictions pooled: correct ÷ (correct + incorrect), rounded percent. */
  accuracy: z.number().int(),
  /** The member first on the league's board among those with a decided prediction. */
  topPredictor: topPredictorSchema.nullable(),
  /** Predictions made or joined by members this week (ISO week, UTC). */
  recentActivity: z.number().int(),
  createdAt: z.string().nullable(),
});
export type League = z.infer<typeof leagueSchema>;
/** One league answered alone (create, join). */
export const leagueEnvelopeSchema = dataEnvelope(leagueSchema);

/** A member's recent prediction, and whose it is. */
export const leaguePredictionSchema = recentPredictionSchema.extend({
  userId: z.string(),
  username: z.string(),
});
export type LeaguePrediction = z.infer<typeof leaguePredictionSchema>;

/** GET /api/leagues/{id}: the card plus the members' latest predictions. */
export const leagueDetailSchema = leagueSchema.extend({
  recentPredictions: z.array(leaguePredictionSchema),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

export const leagueListSchema = listEnvelope(leagueSchema);
export type LeagueList = z.infer<typeof leagueListSchema>;

export const leagueMemberSchema = z.object({
  ...playerFields,
  isPro: z.boolean(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** GET /api/leagues/{id}/members (members of a league; not for Global). */
export const leagueMemberListSchema = listEnvelope(leagueMemberSchema);

/** POST /api/leagues/{id}/leave */
export const leaveLeagueResultSchema = dataEnvelope(
  z.object({
    leagueId: z.string(),
    /** The owner left as the last member: the league is gone. */
    deleted: z.boolean(),
    /** The owner left: who owns it now. */
    newOwnerId: z.string().nullable(),
  }),
);

export const inviteCodeResultSchema = dataEnvelope(z.object({ inviteCode: z.string() }));
export const deletedLeagueSchema = dataEnvelope(z.object({ id: z.string() }));
export const removedMemberSchema = dataEnvelope(
  z.object({ leagueId: z.string(), userId: z.string() }),
);
