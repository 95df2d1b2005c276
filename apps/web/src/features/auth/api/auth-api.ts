// Calls of the authentication dialog and the security settings. Better Auth answers under
// /api/auth; the steps that accept "email or username" go through /api/account.
import { authErrorMessage } from '@boldcall/shared/schemas/auth';
import type { SignInAnswer, SignUpForm, TwoFactorSetup } from '@boldcall/shared/schemas/auth';
import { invitationValiditySchema } from '@boldcall/shared/schemas/invitations';
import type { InviteCodeInput } from '@boldcall/shared/schemas/invitations';
import { api, apiFetch, isApiError } from '@/lib/api-client';

export type SignInResult =
  | { kind: 'signed-in' }
  | { kind: 'two-factor' }
  /** `sentTo`: the address the code went to (masked when the player typed a username). */
  | { kind: 'verify-email'; sentTo: string | null };

/** Turns any failure into the catalogue's text for the dialog. */
export function authMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    return authErrorMessage(
      { status: error.status, code: error.code, message: error.message },
      fallback,
    );
  }
  return fallback;
}

export async function signIn(identifier: string, password: string): Promise<SignInResult> {
  const byEmail = identifier.includes('@');
  try {
    const body = await apiFetch<SignInAnswer>(
      byEmail ? '/auth/sign-in/email' : '/auth/sign-in/username',
      {
        method: 'POST',
        body: byEmail ? { email: identifier, password } : { username: identifier, password },
      },
    );
    return body?.twoFactorRedirect ? { kind: 'two-factor' } : { kind: 'signed-in' };
  } catch (error) {
    if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
      const sentTo = error.details?.find((d) => d.path === 'sentTo')?.message ?? null;
      return { kind: 'verify-email', sentTo: sentTo ?? (byEmail ? identifier : null) };
    }
    throw error;
  }
}

/**
 * The sign-up form's values the server needs, and the invite code, used (and its inviter
 * credited) once the e-mail is verified.
 */
export type SignUpInput = Omit<SignUpForm, 'confirmPassword'> & {
  inviteCode?: InviteCodeInput;
};

/**
 * Creates the account; `codeSent` is false when the account was made but the server could not
 * mail its verification code (the Verify step then says so and offers Resend code).
 */
export async function signUp(input: SignUpInput): Promise<{ codeSent: boolean }> {
  const answer = await apiFetch<{ codeSent?: boolean } | null>('/auth/sign-up/email', {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      name: input.username,
      username: input.username,
      ...(input.inviteCode ? { inviteCode: input.inviteCode } : {}),
    },
  });
  return { codeSent: answer?.codeSent !== false };
}

/** Whether an invite code can still be used (no sign-in needed). */
export const validateInviteCode = (inviteCode: string) =>
  api.post('/invitations/validate', { inviteCode }, { schema: invitationValiditySchema });

export const verifyEmail = (identifier: string, code: string) =>
  apiFetch('/account/verify-email', { method: 'POST', body: { identifier, code } });

export const resendCode = (identifier: string) =>
  apiFetch('/account/resend-code', { method: 'POST', body: { identifier } });

export const forgotPassword = (identifier: string) =>
  apiFetch('/account/forgot-password', { method: 'POST', body: { identifier } });

export const resetPassword = (identifier: string, code: string, newPassword: string) =>
  apiFetch('/account/reset-password', { method: 'POST', body: { identifier, code, newPassword } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiFetch('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export const verifyTwoFactor = (code: string, backup: boolean) =>
  apiFetch(backup ? '/auth/two-factor/verify-backup-code' : '/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code },
  });

export const enableTwoFactor = (password: string) =>
  apiFetch<TwoFactorSetup>('/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
  });

export const disableTwoFactor = (password: string) =>
  apiFetch('/auth/two-factor/disable', { method: 'POST', body: { password } });
