// What the auth hooks apply to each Better Auth path (docs/security.md): the request limits per
// address and per mailbox, the failed-guess limits, the shared body rules checked before Better
// Auth sees a body, the paths that send mail and the ways in that are closed.
import { APIError } from 'better-auth';
import { z } from 'zod';
import {
  displayNameSchema,
  emailSchema,
  imageUrlSchema,
  newPasswordSchema,
  passwordSchema,
  usernameSchema,
} from '@boldcall/shared/schemas/auth';
import type { LimitRule, RateLimitedError } from '../../platform/limits/limits.service.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy.ts';

/** Each request counts, per address (requests per window in seconds). docs/security.md */
export const PER_ADDRESS: Record<string, LimitRule> = {
  '/sign-up/email': { windowSeconds: 60, max: 10 },
  '/email-otp/send-verification-otp': { windowSeconds: 60, max: 5 },
  '/email-otp/request-password-reset': { windowSeconds: 60, max: 5 },
  '/forget-password/email-otp': { windowSeconds: 60, max: 5 },
  '/change-password': { windowSeconds: 60, max: 10 },
  '/two-factor/disable': { windowSeconds: 60, max: 10 },
  '/two-factor/enable': { windowSeconds: 60, max: 10 },
};
/** Mail to one address, whoever asks (no mail bombing through many addresses). */
export const MAIL_PER_TARGET: LimitRule = { windowSeconds: 15 * 60, max: 5 };
/** Failed guesses (sign-in passwords, e-mailed codes, TOTP): per address and per account. */
export const FAILURES_PER_ADDRESS: LimitRule = { windowSeconds: 60, max: 10 };
export const FAILURES_PER_ACCOUNT: LimitRule = { windowSeconds: 15 * 60, max: 10 };

export const MSG_VERIFY_FIRST = 'Please verify your email address before signing in.';

export const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);
export const CODE_PATHS = new Set(['/email-otp/verify-email', '/email-otp/reset-password']);
export const TOTP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

const notCommon = (schema: z.ZodType<string>) =>
  schema.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

/** Paths whose body fields we check with the shared rules before Better Auth sees them. */
export const BODY_RULES: Record<string, Record<string, z.ZodType>> = {
  '/sign-up/email': {
    email: emailSchema,
    username: usernameSchema,
    password: notCommon(passwordSchema),
    name: displayNameSchema,
  },
  '/email-otp/reset-password': { password: notCommon(newPasswordSchema) },
  '/change-password': { newPassword: notCommon(newPasswordSchema) },
  '/update-user': {
    name: displayNameSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
    // No renaming: ADMIN_USERNAMES and profile links go by username.
    username: z.undefined({ error: 'Username cannot be changed' }),
    displayUsername: z.undefined({ error: 'Username cannot be changed' }),
  },
};

export const MAIL_PATHS = new Set([
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
]);

/** Ways in that skip two-factor or create accounts outside sign-up: never reachable. */
export const CLOSED_PATHS = new Set(['/sign-in/email-otp', '/email-otp/check-verification-otp']);

export function tooMany(error: RateLimitedError): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: 'Too many requests' },
    {
      'Retry-After': String(error.retryAfterSeconds),
    },
  );
}

export interface TwoFactorCookieReader {
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
    };
  };
}

/** The account a pending two-factor sign-in belongs to (from its signed cookie), or null. */
export async function twoFactorUserId(ctx: TwoFactorCookieReader): Promise<string | null> {
  const cookie = await ctx.getSignedCookie(
    ctx.context.createAuthCookie('two_factor').name,
    ctx.context.secret,
  );
  if (!cookie) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(cookie);
  return found?.value ?? null;
}
