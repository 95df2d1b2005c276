// The account steps of the settings page (docs/rules/account.md): their messages, listing and
// ending sessions, and emptying an account that is deleted. The re-check of the password and
// second factor, the e-mail change and the username change are in account-settings.recheck.ts,
// account-settings.email.ts and account-settings.username.ts.
// Only this module writes Better Auth's tables (decision 021).
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { parseUserAgent } from '@boldcall/shared/rules/user-agent';
import {
  DELETED_PLAYER_NAME,
  USERNAME_CHANGE_DAYS,
  type AccountSession,
} from '@boldcall/shared/schemas/account';
import type { Config } from '../../config/config.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deleteOwnedRow, deleteOwnedRows } from '../../db/owned-rows.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { isAdminAccount } from '../../platform/identity/identity.admin.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { emailChanges, usernameChanges } from './account.table.ts';
import { account, session, twoFactor, verification } from './auth.table.ts';

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
  if (!(await deleteOwnedRow(db, session, userId, sessionId))) throw notFound('Session not found');
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
  await deleteOwnedRows(tx, userId, session, account, twoFactor, emailChanges, usernameChanges);
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
