// The account steps of the settings page (docs/rules/account.md): checking the password and the
// second factor again, changing the e-mail with a code sent to the new address, changing the
// username once in 30 days, listing and ending sessions, and emptying an account that is deleted.
// Only this module writes Better Auth's tables (decision 021).
import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import { VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import { parseUserAgent } from '@boldcall/shared/rules/user-agent';
import {
  DELETED_PLAYER_NAME,
  USERNAME_CHANGE_DAYS,
  type AccountSession,
  type EmailChange,
} from '@boldcall/shared/schemas/account';
import type { Config } from '../../config/config.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { Limiter, LimitRule } from '../../platform/limits/limits.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { accountExistsMail, codeMail, emailChangedMail } from '../mail/mail.templates.ts';
import { isAdminAccount } from '../../platform/identity/identity.admin.ts';
import { emailChanges, usernameChanges } from './account.table.ts';
import type { Auth } from './auth.ts';
import { account, session, twoFactor, verification } from './auth.table.ts';
import { user } from '../../platform/identity/identity.table.ts';

const DAY_MS = 86_400_000;
/** Wrong codes allowed on one pending e-mail change before it is dropped. */
const EMAIL_CODE_ATTEMPTS = 5;
/** Mail to one address, whoever asks (the same rule as the sign-up mails, docs/security.md). */
const MAIL_PER_TARGET: LimitRule = { windowSeconds: 15 * 60, max: 5 };
/** Password and code re-checks (e-mail change, deletion) per account. */
const RECHECK_FAILURES: LimitRule = { windowSeconds: 15 * 60, max: 10 };

export const ACCOUNT_MSG = {
  wrongPassword: 'The password is not right.',
  wrongCode: 'The two-factor code is not right.',
  codeNeeded: 'Enter the code from your authenticator app.',
  sameEmail: 'That is already your e-mail address.',
  noPendingChange: 'There is no e-mail change waiting for a code. Start again.',
  invalidCode: 'The code is not right or has expired.',
  emailTaken: 'That e-mail address already has an account.',
  sameUsername: 'That is already your username.',
  usernameTaken: 'This username is already taken. Please choose another.',
  usernameReserved: 'This username is reserved. Please choose another.',
  adminByName: 'An admin named in ADMIN_USERNAMES keeps that username.',
  tooSoon: (at: Date) =>
    `You can change your username once in ${USERNAME_CHANGE_DAYS} days: next on ${at.toISOString().slice(0, 10)}.`,
  lastAdmin: 'You are the last admin: make someone else an admin before deleting your account.',
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// ---------------------------------------------------------------------------------------------
// Re-checking who is asking

/** Whether `password` is the account's password (Better Auth's scrypt hash). */
export async function checkPassword(
  auth: Auth,
  db: DbOrTx,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: row.hash, password });
}

/** Whether `code` is a current TOTP code of the account (one step either side, RFC 6238). */
export async function checkTotp(
  auth: Auth,
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const context = await auth.$context;
  // Better Auth keeps the secret encrypted with the auth secret; its TOTP keys are the UTF-8 bytes.
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const key = Buffer.from(secret, 'utf8');
  const step = Math.floor(Date.now() / 30_000);
  let ok = false;
  for (const counter of [step - 1, step, step + 1]) {
    const msg = Buffer.alloc(8);
    msg.writeBigUInt64BE(BigInt(counter));
    const hmac = createHmac('sha1', key).update(msg).digest();
    const offset = (hmac[hmac.length - 1] ?? 0) & 15;
    const value = ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString();
    if (timingSafeEqual(Buffer.from(value.padStart(6, '0')), Buffer.from(code))) ok = true;
  }
  return ok;
}

/**
 * The password (and the TOTP code when two-factor is on) of a sensitive step; failures count
 * against the account like sign-in guesses. Throws a 400 naming what is wrong.
 */
export async function recheckIdentity(
  deps: { auth: Auth; db: Database; limiter: Limiter },
  userId: string,
  input: { password: string; code?: string | undefined; twoFactor: boolean },
): Promise<void> {
  const settle = await deps.limiter.attempt([[`account:recheck:${userId}`, RECHECK_FAILURES]]);
  if (!(await checkPassword(deps.auth, deps.db, userId, input.password))) {
    throw badRequest(ACCOUNT_MSG.wrongPassword, 'INVALID_PASSWORD');
  }
  if (input.twoFactor) {
    if (!input.code) throw badRequest(ACCOUNT_MSG.codeNeeded, 'TWO_FACTOR_REQUIRED');
    if (!(await checkTotp(deps.auth, deps.db, userId, input.code))) {
      throw badRequest(ACCOUNT_MSG.wrongCode, 'INVALID_TWO_FACTOR_CODE');
    }
  }
  await settle(true);
}

// ---------------------------------------------------------------------------------------------
// E-mail

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

// ---------------------------------------------------------------------------------------------
// Username

/**
 * Changes the username (the sign-up rules, checked by the route's schema): once in 30 days; the
 * old name then redirects to the account for 30 days and cannot be taken by anyone else meanwhile.
 */
export async function changeUsername(
  db: Database,
  config: Config,
  userId: string,
  input: string,
  now = new Date(),
): Promise<{ username: string; nextChangeAt: string }> {
  const username = input.trim().toLowerCase();
  const period = USERNAME_CHANGE_DAYS * DAY_MS;
  if (config.adminUsernames.includes(username)) {
    throw conflict(ACCOUNT_MSG.usernameReserved, 'USERNAME_RESERVED');
  }
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ username: user.username, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!me) throw notFound('User not found');
    if (me.username === username) throw badRequest(ACCOUNT_MSG.sameUsername, 'SAME_USERNAME');
    if (me.username && config.adminUsernames.includes(me.username)) {
      throw conflict(ACCOUNT_MSG.adminByName, 'ADMIN_USERNAME');
    }
    const [last] = await tx
      .select({ changedAt: usernameChanges.changedAt })
      .from(usernameChanges)
      .where(eq(usernameChanges.userId, userId))
      .orderBy(desc(usernameChanges.changedAt))
      .limit(1);
    if (last && now.getTime() - last.changedAt.getTime() < period) {
      throw conflict(
        ACCOUNT_MSG.tooSoon(new Date(last.changedAt.getTime() + period)),
        'USERNAME_CHANGED_RECENTLY',
      );
    }
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.username, username))
      .limit(1);
    // A name given up in the last 30 days still redirects to its old owner: only they may take it back.
    const [held] = await tx
      .select({ userId: usernameChanges.userId })
      .from(usernameChanges)
      .where(
        and(
          eq(usernameChanges.oldUsername, username),
          gt(usernameChanges.redirectUntil, now),
          ne(usernameChanges.userId, userId),
        ),
      )
      .limit(1);
    if (owner || held) throw conflict(ACCOUNT_MSG.usernameTaken, 'USERNAME_TAKEN');
    await tx
      .update(user)
      .set({ username, displayUsername: input.trim(), name: input.trim(), updatedAt: now })
      .where(eq(user.id, userId));
    if (me.username) {
      await tx.insert(usernameChanges).values({
        id: randomUUID(),
        userId,
        oldUsername: me.username,
        newUsername: username,
        changedAt: now,
        redirectUntil: new Date(now.getTime() + period),
      });
    }
    return { username: input.trim(), nextChangeAt: new Date(now.getTime() + period).toISOString() };
  });
}

/** The current username of the account that left `oldUsername` in the last 30 days, or null. */
export async function renamedTo(
  db: DbOrTx,
  oldUsername: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ username: user.username })
    .from(usernameChanges)
    .innerJoin(user, eq(user.id, usernameChanges.userId))
    .where(
      and(
        eq(usernameChanges.oldUsername, oldUsername.trim().toLowerCase()),
        gt(usernameChanges.redirectUntil, now),
      ),
    )
    .orderBy(desc(usernameChanges.changedAt))
    .limit(1);
  return row?.username ?? null;
}

/** Whether a name is held for its old owner's redirect (sign-up refuses it meanwhile). */
export async function usernameHeld(
  db: DbOrTx,
  username: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: usernameChanges.id })
    .from(usernameChanges)
    .where(
      and(
        eq(usernameChanges.oldUsername, username.trim().toLowerCase()),
        gt(usernameChanges.redirectUntil, now),
      ),
    )
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** The account's live sessions, newest activity first, by id (never their tokens). */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows.map((r) => {
    const agent = parseUserAgent(r.userAgent);
    return {
      id: r.id,
      browser: agent.browser,
      os: agent.os,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.updatedAt.toISOString(),
      current: r.id === currentSessionId,
    };
  });
}

/**
 * Ends one session of the account (404 for anyone else's). The database tells every instance
 * (the session trigger, decision on the session cache), so it is refused everywhere at once.
 */
export async function revokeSession(db: DbOrTx, userId: string, sessionId: string): Promise<void> {
  const gone = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (gone.length === 0) throw notFound('Session not found');
}

// ---------------------------------------------------------------------------------------------
// Deletion

/** Whether deleting this account would leave no admin at all. */
export async function isLastAdmin(db: DbOrTx, config: Config, userId: string): Promise<boolean> {
  const byConfig = [
    ...(config.adminEmails.length > 0
      ? [inArray(sql`lower(${user.email})`, config.adminEmails)]
      : []),
    ...(config.adminUsernames.length > 0 ? [inArray(user.username, config.adminUsernames)] : []),
  ];
  const rows = await db
    .select({ id: user.id, email: user.email, username: user.username, role: user.role })
    .from(user)
    .where(or(eq(user.role, 'admin'), ...byConfig));
  const admins = rows.filter((r) => isAdminAccount(r, config));
  return admins.length > 0 && admins.every((r) => r.id === userId);
}

/**
 * Empties a deleted account, in the caller's transaction: the row stays (resolved history of
 * others points at it, shown as "Deleted player") but holds nothing personal; the e-mail address
 * and username are free again; the password, two-factor, sessions and pending codes are gone.
 */
export async function anonymizeAccount(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const [before] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(usernameChanges).where(eq(usernameChanges.userId, userId));
  if (before) {
    await tx.delete(verification).where(sql`${verification.identifier} like ${`%${before.email}`}`);
  }
  await tx
    .update(user)
    .set({
      name: DELETED_PLAYER_NAME,
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      username: null,
      displayUsername: null,
      twoFactorEnabled: false,
      role: null,
      banned: true,
      banReason: 'deleted',
      mustChangePassword: false,
      inviteCode: null,
      updatedAt: now,
    })
    .where(eq(user.id, userId));
}
