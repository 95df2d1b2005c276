// The texts of the mails we send. Plain text first; the HTML is the same words, styled.
import { PRODUCT_NAME } from '@boldcall/shared/constants';
import type { OutgoingMail } from './mail.service.ts';

type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const SUBJECTS: Record<CodePurpose, string> = {
  'email-verification': `Your ${PRODUCT_NAME} verification code`,
  'forget-password': `Your ${PRODUCT_NAME} password reset code`,
  'sign-in': `Your ${PRODUCT_NAME} sign-in code`,
  'change-email': `Confirm your new ${PRODUCT_NAME} e-mail`,
};

const LEADS: Record<CodePurpose, string> = {
  'email-verification': 'Welcome aboard! Enter this code to verify your e-mail address',
  'forget-password': 'Someone asked to reset your password. Enter this code to choose a new one',
  'sign-in': 'Enter this code to sign in',
  'change-email': 'Enter this code to confirm your new e-mail address',
};

export function codeMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  ttlSeconds: number,
): OutgoingMail {
  const lifetime =
    ttlSeconds >= 120 ? `${Math.round(ttlSeconds / 60)} minutes` : `${ttlSeconds} seconds`;
  const lead = LEADS[purpose];
  const text = `Your ${PRODUCT_NAME} code is ${code}\n\n${lead}. It expires in ${lifetime}.\n\nIf you did not ask for it, ignore this mail.`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${PRODUCT_NAME}</h1>
<p>${lead}. It expires in ${lifetime}.</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${code}</p>
<p style="color:#666">If you did not ask for it, ignore this mail.</p></div>`;
  return { to, subject: SUBJECTS[purpose], text, html };
}

/**
 * Sent instead of a code when someone signs up with an address that already has an account:
 * the sign-up screen looks the same either way (no enumeration), the owner learns of it here.
 */
export function accountExistsMail(to: string, publicUrl: string): OutgoingMail {
  const signIn = `${publicUrl}/?auth=sign-in`;
  const reset = `${publicUrl}/?auth=forgot-password`;
  const text = `Someone tried to sign up for ${PRODUCT_NAME} with this e-mail address, which already has an account.\n\nIf it was you, sign in: ${signIn}\nForgot your password? Reset it: ${reset}\n\nIf it was not you, ignore this mail: nothing changed.`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${PRODUCT_NAME}</h1>
<p>Someone tried to sign up with this e-mail address, which already has an account.</p>
<p>If it was you, <a href="${signIn}">sign in</a>. Forgot your password? <a href="${reset}">Reset it</a>.</p>
<p style="color:#666">If it was not you, ignore this mail: nothing changed.</p></div>`;
  return { to, subject: `Your ${PRODUCT_NAME} account already exists`, text, html };
}

/** Sent to the old address once a new one is confirmed, so a taken-over account is noticed. */
export function emailChangedMail(to: string, newEmail: string, publicUrl: string): OutgoingMail {
  const reset = `${publicUrl}/?auth=forgot-password`;
  const text = `The e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}.\n\nIf it was you, nothing more to do. If it was not, reset your password now (${reset}) and write to the admins: someone else may have your password.`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${PRODUCT_NAME}</h1>
<p>The e-mail address of your account was changed to <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>If it was not you, <a href="${reset}">reset your password</a> now.</p></div>`;
  return { to, subject: `Your ${PRODUCT_NAME} e-mail address was changed`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
