// The limits and account rules of one auth step from a client, run by the `before` hook of
// auth.ts (docs/security.md): requests per address and per mailbox, failed guesses counted up
// front and given back when the step succeeds, sign-up's held usernames and mailbox twins.
import type { BackgroundWork } from '../../plugins/background.ts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { APIError } from 'better-auth';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import type { Limiter, LimitRule } from '../../platform/limits/limits.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { accountExistsMail } from '../mail/mail.templates.ts';
import { resolveEmail } from './account.service.ts';
import { usernameHeld } from './account-settings.username.ts';
import {
  CODE_PATHS,
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ADDRESS,
  MAIL_PATHS,
  MAIL_PER_TARGET,
  PER_ADDRESS,
  SIGN_IN_PATHS,
  TOTP_PATHS,
  twoFactorUserId,
  type TwoFactorCookieReader,
} from './auth.rules.ts';
import { user } from '../../platform/identity/identity.table.ts';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  limiter: Limiter;
  /** Mail sent after the answer: tracked, so a graceful stop waits for it (plugins/background.ts). */
  background: BackgroundWork;
}

export type Settle = (succeeded: boolean) => Promise<void>;

export function createAuthGuard({ config, db, mailer, limiter, background }: AuthDeps) {
  /** Attempts counted up front, given back after the endpoint when they succeed. */
  const pending = new WeakMap<Request, Settle>();

  async function accountOf(identifier: unknown): Promise<string | null> {
    if (typeof identifier !== 'string' || identifier.length === 0) return null;
    return (await resolveEmail(db, identifier.slice(0, 254))) ?? identifier.trim().toLowerCase();
  }

  async function findAccount(email: string) {
    const [row] = await db
      .select({ id: user.id, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    return row ?? null;
  }

  /**
   * Another account of the same mailbox under another spelling (case, +tag, Gmail's dots):
   * its address, or null. The database's boldcall_canonical_email is the one definition.
   */
  async function mailboxTwin(email: string): Promise<string | null> {
    const [row] = await db
      .select({ email: user.email })
      .from(user)
      .where(
        and(
          eq(user.canonicalEmail, sql`boldcall_canonical_email(${email})`),
          ne(user.email, email),
        ),
      )
      .limit(1);
    return row?.email ?? null;
  }

  /**
   * Limits and account rules of one auth step from a client. Returns a body to answer with
   * instead of running the endpoint, or nothing to go on.
   */
  async function guard(
    path: string,
    body: Record<string, unknown>,
    ip: string,
    request: Request,
    ctx: TwoFactorCookieReader,
  ): Promise<{ success: true } | undefined> {
    const perAddress = PER_ADDRESS[path];
    if (perAddress) await limiter.consume([[`auth:${path}:ip:${ip}`, perAddress]]);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
    if (MAIL_PATHS.has(path) && email) {
      await limiter.consume([[`auth:mail-to:${email}`, MAIL_PER_TARGET]]);
    }
    if (path === '/email-otp/send-verification-otp') {
      if (body.type !== 'email-verification') {
        throw new APIError('BAD_REQUEST', {
          code: 'INVALID_OTP_TYPE',
          message: 'Invalid OTP type',
        });
      }
      // A verified account gets no code: verifying again would sign in without two-factor.
      const found = email ? await findAccount(email) : null;
      if (found?.emailVerified) return { success: true };
    }
    if (path === '/email-otp/verify-email' && email) {
      const found = await findAccount(email);
      if (found?.emailVerified) {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' });
      }
    }
    if (
      path === '/sign-up/email' &&
      typeof body.username === 'string' &&
      (await usernameHeld(db, body.username))
    ) {
      // A name given up in the last 30 days still leads to its old owner (docs/rules/account.md).
      throw new APIError('UNPROCESSABLE_ENTITY', {
        code: 'USERNAME_IS_ALREADY_TAKEN',
        message: 'Username is already taken. Please try another.',
      });
    }
    if (path === '/sign-up/email' && email && (await findAccount(email))) {
      // Same answer as a new sign-up (Better Auth's); the owner hears about it by mail.
      background.run('account-exists mail', () =>
        mailer.send(accountExistsMail(email, config.publicUrl)),
      );
    }
    let account: string | null = null;
    let kind = '';
    if (SIGN_IN_PATHS.has(path)) {
      kind = 'sign-in';
      account = await accountOf(body.email ?? body.username);
    } else if (CODE_PATHS.has(path)) {
      kind = 'code';
      account = email;
    } else if (TOTP_PATHS.has(path)) {
      kind = 'totp';
      account = await twoFactorUserId(ctx);
    }
    if (!kind) return undefined;
    const entries: Array<[string, LimitRule]> = [
      [`auth:${kind}-failures:ip:${ip}`, FAILURES_PER_ADDRESS],
    ];
    if (account) entries.push([`auth:${kind}-failures:account:${account}`, FAILURES_PER_ACCOUNT]);
    pending.set(request, await limiter.attempt(entries));
    return undefined;
  }

  return { pending, accountOf, mailboxTwin, guard };
}
