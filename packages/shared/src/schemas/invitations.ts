// Invitations (each player has a fixed number of invite codes; a code used at sign-up credits
// the inviter a referral bonus once the new account verifies its e-mail).
import { z } from 'zod';
import { INVITE_CODE_LENGTH, INVITES_PER_REQUEST_MAX } from '../constants.ts';

export const INVITATION_MSG = {
  invalid: 'Invalid invitation code',
  noneLeft: 'You have no invitations left',
} as const;

/** A code as typed or pasted: trimmed and upper-cased; the pattern is checked by the server. */
export const inviteCodeInputSchema = z
  .string()
  .trim()
  .max(32, INVITATION_MSG.invalid)
  .transform((value) => value.toUpperCase());
export type InviteCodeInput = z.input<typeof inviteCodeInputSchema>;

export const validateInvitationSchema = z.object({
  inviteCode: inviteCodeInputSchema,
  /** Accepted for compatibility with the original client; not used. */
  userId: z.string().max(100).optional(),
});

export const invitationValiditySchema = z.object({
  valid: z.boolean(),
  inviteCode: z.string(),
  /** Why not, when not valid. */
  message: z.string().nullable(),
});
export type InvitationValidity = z.infer<typeof invitationValiditySchema>;

export const generateInvitationsSchema = z
  .object({
    count: z.coerce.number().int().min(1).max(INVITES_PER_REQUEST_MAX).default(1),
  })
  .nullish()
  .transform((value) => ({ count: value?.count ?? 1 }));

export const invitationSchema = z.object({
  inviteCode: z.string().length(INVITE_CODE_LENGTH),
  createdAt: z.string(),
  used: z.boolean(),
  /** Username of the account that used it. */
  usedBy: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationStatsSchema = z.object({
  /** How many invitations the player has in all (generated or not). */
  totalInvites: z.number().int(),
  /** Not generated yet. */
  invitesRemaining: z.number().int(),
  invitesUsed: z.number().int(),
  invitesGenerated: z.number().int(),
});
export type InvitationStats = z.infer<typeof invitationStatsSchema>;

export const invitationOverviewSchema = z.object({
  stats: invitationStatsSchema,
  all: z.array(invitationSchema),
  used: z.array(invitationSchema),
  unused: z.array(invitationSchema),
  /** Points the inviter receives per verified sign-up. */
  referralBonus: z.number().int(),
});
export type InvitationOverview = z.infer<typeof invitationOverviewSchema>;

export const generatedInvitationsSchema = z.object({
  created: z.array(invitationSchema),
  stats: invitationStatsSchema,
});

export const invitationUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
