// Your account and your data (docs/rules/account.md): e-mail and username changes, signed-in
// devices, the data export, personal API tokens and deleting the account. One schema per request
// and answer, shared by the server's routes, the OpenAPI page and the settings forms.
import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { requiredText } from './api.ts';
import { emailSchema, usernameSchema } from './auth.ts';

/** A username may change once in this many days; the old `/u/{old}` link redirects as long. */
export const USERNAME_CHANGE_DAYS = 30;

/** Personal API tokens: at most this many live per account, each for at most a year. */
export const API_TOKEN_MAX_PER_ACCOUNT = 20;
export const API_TOKEN_MAX_DAYS = 365;
/** Every personal token starts with this, so a server (and a secret scanner) knows one. */
export const API_TOKEN_PREFIX = 'bc_pat_';

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password is required');

const codeField = requiredText('Verification code is required').regex(
  new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`),
  `Verification code must be ${VERIFICATION_CODE_LENGTH} digits`,
);

// ---------------------------------------------------------------------------------------------
// E-mail and username

/** POST /api/users/me/email: the new address gets a code; the old one stays until it is used. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: passwordField,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST /api/users/me/email/verify */
export const verifyEmailChangeSchema = z.object({ code: codeField });
export type VerifyEmailChangeInput = z.infer<typeof verifyEmailChangeSchema>;

export const emailChangeSchema = z.object({
  /** Where the code went (the new address, as typed). */
  pendingEmail: z.string(),
  expiresAt: z.string(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const emailChangedSchema = z.object({ email: z.string() });

/** PUT /api/users/me/username */
export const changeUsernameSchema = z.object({ username: usernameSchema });
export type ChangeUsernameInput = z.infer<typeof changeUsernameSchema>;

export const usernameChangedSchema = z.object({
  username: z.string(),
  /** When the next change is allowed. */
  nextChangeAt: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Signed-in devices

export const accountSessionSchema = z.object({
  /** The session's id: what DELETE /api/users/me/sessions/{id} takes. Never its token. */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  /** When the session was last refreshed (at most a day behind the last request). */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

// ---------------------------------------------------------------------------------------------
// Export

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** The zip's size in bytes once ready. */
  size: z.number().int().nullable(),
  /** GET this (with the same session) to download the zip once ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const exportIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const exportDownloadQuerySchema = z.object({
  /** `1`: answer the zip itself once ready (the status is answered otherwise). */
  download: z.enum(['1']).optional(),
});

// ---------------------------------------------------------------------------------------------
// Personal API tokens

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const createApiTokenSchema = z.object({
  name: requiredText('Name is required').max(60, 'Name must be at most 60 characters'),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or read-write' }),
  expiresInDays: z.coerce
    .number({ error: 'Expiry is required' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(API_TOKEN_MAX_DAYS, `Expiry must be at most ${API_TOKEN_MAX_DAYS} days`),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters, to tell tokens apart (the rest is never shown again). */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of POST /api/users/me/tokens: the only time `token` is ever shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const tokenIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// Delete

/** DELETE /api/users/me: the password, and a two-factor code when two-factor is on. */
export const deleteAccountSchema = z.object({
  password: passwordField,
  code: z.string().trim().max(20).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletedSchema = z.object({
  /** Open predictions of the player refunded to everyone with a stake. */
  refundedPredictions: z.number().int(),
  /** Stakes on other players' open predictions withdrawn. */
  withdrawnStakes: z.number().int(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** What stands for a deleted player in the history others keep. */
export const DELETED_PLAYER_NAME = 'Deleted player';

/** What a DELETE of a session or token answers: the id that is gone. */
export const removedSchema = z.object({ id: z.string() });
