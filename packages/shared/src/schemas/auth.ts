// Account form rules of "Sign-up and sign-in", with the catalogue's messages.
// Used by the web forms and by the server, which checks the same rules before Better Auth.
import { z } from 'zod';
import { requiredText } from './api.ts';
import { PASSWORD_MIN, USERNAME_MIN, VERIFICATION_CODE_LENGTH } from '../constants.ts';

export const emailSchema = requiredText('Email is required').pipe(
  z.email('Please enter a valid email address'),
);

export const usernameSchema = requiredText('Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, underscores and hyphens');

export const PASSWORD_RULE_MESSAGE = 'Password must contain uppercase, lowercase, and number';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(128, 'Password must be at most 128 characters')
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), PASSWORD_RULE_MESSAGE);

export const newPasswordSchema = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .pipe(passwordSchema);

export const codeSchema = requiredText('Verification code is required').max(
  VERIFICATION_CODE_LENGTH,
  `Verification code must be ${VERIFICATION_CODE_LENGTH} digits`,
);

/**
 * A form that asks for a new password twice: `confirmPassword` must repeat the `password` field.
 */
function withConfirmation<S extends z.ZodRawShape>(shape: S, password: keyof S & string) {
  return z
    .object({ ...shape, confirmPassword: z.string().min(1, 'Please confirm your password') })
    .refine((v: Record<string, unknown>) => v[password] === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
}

export const signUpFormSchema = withConfirmation(
  { email: emailSchema, username: usernameSchema, password: passwordSchema },
  'password',
);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  identifier: z.string().trim().min(1, 'Email or username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const verifyFormSchema = z.object({ code: codeSchema });

export const forgotFormSchema = z.object({
  identifier: z.string().trim().min(1, 'Email or username is required'),
});

export const resetFormSchema = withConfirmation(
  { code: codeSchema, newPassword: newPasswordSchema },
  'newPassword',
);

/**
 * The forced change after an admin required it: the current password is filled in from the
 * sign-in when known (the form asks for it only when it is not).
 */
export const setNewPasswordFormSchema = withConfirmation(
  { currentPassword: z.string(), newPassword: newPasswordSchema },
  'newPassword',
);

/** The catalogue texts for the auth server's error codes. */
const AUTH_ERROR_TEXTS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid username or password. Please check your credentials.',
  INVALID_USERNAME_OR_PASSWORD: 'Invalid username or password. Please check your credentials.',
  INVALID_PASSWORD: 'Invalid username or password. Please check your credentials.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before signing in.',
  USER_NOT_FOUND: 'User not found. Please check your username or email.',
  INVALID_OTP: 'Invalid verification code. Please try again.',
  OTP_EXPIRED: 'Verification code has expired. Please request a new one.',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please wait a moment and try again.',
  INVALID_CODE: 'Invalid code. Please try again.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in attempt expired. Please sign in again.',
  USER_ALREADY_EXISTS: 'An account with this email already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists.',
  USERNAME_IS_ALREADY_TAKEN: 'This username is already taken. Please choose another.',
  USERNAME_IS_INVALID: 'Username can only contain letters, numbers, underscores and hyphens',
  USERNAME_TOO_SHORT: `Username must be at least ${USERNAME_MIN} characters`,
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN} characters`,
};

export function authErrorMessage(
  error: { status?: number; code?: string; message?: string } | null | undefined,
  fallback: string,
): string {
  if (!error) return fallback;
  if (error.status === 429) return 'Too many failed attempts. Please wait a moment and try again.';
  if (error.code && AUTH_ERROR_TEXTS[error.code]) return AUTH_ERROR_TEXTS[error.code] as string;
  return error.message || fallback;
}

/** The account's display name (Better Auth `name`): sign-up sends the username. */
export const displayNameSchema = requiredText('Name is required')
  .max(50, 'Name must be at most 50 characters')
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Name contains invalid characters');

/** A profile image: an http(s) address or a path on this site; never javascript: or data:. */
export const imageUrlSchema = z
  .string({ error: 'Image must be a URL' })
  .max(2048, 'Image URL is too long')
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    'Image must be an http(s) URL or a path on this site',
  );

// The account steps that take "email or username" (POST /api/account/*).
export const identifierSchema = z.string().trim().min(1, 'Email or username is required').max(254);
export const identifierBodySchema = z.object({ identifier: identifierSchema });
export const verifyEmailBodySchema = z.object({ identifier: identifierSchema, code: codeSchema });
export const resetPasswordBodySchema = z.object({
  identifier: identifierSchema,
  code: codeSchema,
  newPassword: newPasswordSchema,
});
/** Better Auth's answer to an account step, passed on as it is. */
export const accountStepResultSchema = z.object({ success: z.boolean() }).passthrough();
export type IdentifierBody = z.infer<typeof identifierBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type AccountStepResult = z.infer<typeof accountStepResultSchema>;

// ---------------------------------------------------------------------------------------------
// Answers of the auth server (Better Auth, under /api/auth) that the web reads. The auth server
// writes them, so the web takes its types from here without re-validating them.

/** POST /api/auth/sign-in/{email,username}: a second factor may be asked for. */
export const signInAnswerSchema = z.object({ twoFactorRedirect: z.boolean().optional() }).nullish();
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /api/auth/two-factor/enable: the authenticator's address and the one-time backup codes. */
export const twoFactorSetupSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
