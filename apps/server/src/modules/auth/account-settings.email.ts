// Changing the e-mail address of an account (docs/rules/account.md): a code goes to the new
// address and waits there, hashed, until it is confirmed.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import type { EmailChange } from '@boldcall/shared/schemas/account';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { Limiter } from '../../platform/limits/limits.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { accountExistsMail, codeMail, emailChangedMail } from '../mail/mail.templates.ts';
import { ACCOUNT_MSG } from './account-settings.service.ts';
import { emailChanges } from './account.table.ts';
// Mail to one address, whoever asks: the same counter and rule as the sign-up mails.
import { MAIL_PER_TARGET } from './auth.rules.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { session, verification } from './auth.table.ts';

/** Wrong codes allowed on one pending e-mail change before it is dropped. */
const EMAIL_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  limiter: Limiter;
  config: Config;
}

/**
 * Starts an e-mail change: a code goes to the new address and waits there (hashed) until it is
 * confirmed. An address that already has an account gets the "account exists" mail instead of a
 * code, so the answer says nothing about whose address it is.
 */
export async function startEmailChange(
  deps: MailDeps,
  userId: string,
  currentEmail: string,
  newEmailInput: string,
  now = new Date(),
): Promise<EmailChange> {
  const newEmail = newEmailInput.trim().toLowerCase();
  if (newEmail === currentEmail.toLowerCase())
    throw badRequest(ACCOUNT_MSG.sameEmail, 'SAME_EMAIL');
  if (!deps.mailer.canSend) {
    throw new AppError(
      503,
      'MAIL_NOT_CONFIGURED',
      'E-mail delivery is not configured on this server (SMTP_URL), so codes cannot be sent.',
    );
  }
  await deps.limiter.consume([[`auth:mail-to:${newEmail}`, MAIL_PER_TARGET]]);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
  const expiresAt = new Date(now.getTime() + deps.config.authCodeTtlSeconds * 1000);
  const values = {
    userId,
    newEmail,
    codeHash: sha256(`${userId}:${code}`),
    attempts: 0,
    expiresAt,
    createdAt: now,
  };
  await deps.db
    .insert(emailChanges)
    .values(values)
    .onConflictDoUpdate({ target: emailChanges.userId, set: values });
  const [taken] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, newEmail))
    .limit(1);
  await deps.mailer.send(
    taken
      ? accountExistsMail(newEmail, deps.config.publicUrl)
      : codeMail(newEmail, code, 'change-email', deps.config.authCodeTtlSeconds),
  );
  return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms the pending change with its code: the address replaces the old one (verified, since
 * the code reached it), the old address is told, and every other session of the account ends.
 */
export async function confirmEmailChange(
  deps: MailDeps,
  userId: string,
  currentSessionId: string | null,
  code: string,
  now = new Date(),
): Promise<{ email: string }> {
  const result = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .for('update');
    if (!pending || pending.expiresAt <= now) {
      if (pending) await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
      throw badRequest(ACCOUNT_MSG.noPendingChange, 'NO_PENDING_EMAIL_CHANGE');
    }
    const given = Buffer.from(sha256(`${userId}:${code}`));
    if (!timingSafeEqual(given, Buffer.from(pending.codeHash))) {
      return { wrong: pending.attempts + 1 >= EMAIL_CODE_ATTEMPTS ? 'drop' : 'count' } as const;
    }
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, pending.newEmail), ne(user.id, userId)))
      .limit(1);
    if (taken) {
      await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
      throw badRequest(ACCOUNT_MSG.invalidCode, 'INVALID_OTP');
    }
    const [before] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!before) throw notFound('User not found');
    await tx
      .update(user)
      .set({ email: pending.newEmail, emailVerified: true, updatedAt: now })
      .where(eq(user.id, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    // Codes mailed to the old address (password reset) must not work any more.
    await tx.delete(verification).where(sql`${verification.identifier} like ${`%${before.email}`}`);
    if (currentSessionId) {
      await tx
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)));
    }
    return { oldEmail: before.email, newEmail: pending.newEmail } as const;
  });
  if ('wrong' in result) {
    if (result.wrong === 'drop') {
      await deps.db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    } else {
      await deps.db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.userId, userId));
    }
    throw badRequest(ACCOUNT_MSG.invalidCode, 'INVALID_OTP');
  }
  await deps.mailer
    .send(emailChangedMail(result.oldEmail, result.newEmail, deps.config.publicUrl))
    .catch(() => {});
  return { email: result.newEmail };
}
