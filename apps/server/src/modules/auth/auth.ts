// Our own accounts, built on Better Auth (decision 001): e-mail + password, username sign-in,
// e-mailed 6-digit codes for verification and password reset, TOTP two-factor with backup
// codes, bearer tokens for API clients and a stored admin role.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { buildSyntheticUserOutput } from 'better-auth/db';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, bearer, emailOTP, twoFactor, username } from 'better-auth/plugins';
import { z } from 'zod';
import { PRODUCT_NAME, VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import { maskEmail } from '@boldcall/shared/rules/mask-email';
import {
  displayNameSchema,
  emailSchema,
  imageUrlSchema,
  newPasswordSchema,
  passwordSchema,
  usernameSchema,
} from '@boldcall/shared/schemas/auth';
import { inviteCodeInputSchema } from '@boldcall/shared/schemas/invitations';
import { resolveAuthSecret, type Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import {
  RateLimitedError,
  type Limiter,
  type LimitRule,
} from '../../platform/limits/limits.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { accountExistsMail, codeMail } from '../mail/mail.templates.ts';
import { ensurePlayer } from '../users/users.service.ts';
import { resolveEmail } from './account.service.ts';
import { usernameHeld } from './account-settings.service.ts';
import { account, session, twoFactor as twoFactorTable, verification } from './auth.table.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { hashSessionToken, withHashedSessionTokens } from './hashed-sessions.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy.ts';

/** Each request counts, per address (requests per window in seconds). docs/security.md */
const PER_ADDRESS: Record<string, LimitRule> = {
  '/sign-up/email': { windowSeconds: 60, max: 10 },
  '/email-otp/send-verification-otp': { windowSeconds: 60, max: 5 },
  '/email-otp/request-password-reset': { windowSeconds: 60, max: 5 },
  '/forget-password/email-otp': { windowSeconds: 60, max: 5 },
  '/change-password': { windowSeconds: 60, max: 10 },
  '/two-factor/disable': { windowSeconds: 60, max: 10 },
  '/two-factor/enable': { windowSeconds: 60, max: 10 },
};
/** Mail to one address, whoever asks (no mail bombing through many addresses). */
const MAIL_PER_TARGET: LimitRule = { windowSeconds: 15 * 60, max: 5 };
/** Failed guesses (sign-in passwords, e-mailed codes, TOTP): per address and per account. */
const FAILURES_PER_ADDRESS: LimitRule = { windowSeconds: 60, max: 10 };
const FAILURES_PER_ACCOUNT: LimitRule = { windowSeconds: 15 * 60, max: 10 };

const MSG_VERIFY_FIRST = 'Please verify your email address before signing in.';

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);
const CODE_PATHS = new Set(['/email-otp/verify-email', '/email-otp/reset-password']);
const TOTP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

const notCommon = (schema: z.ZodType<string>) =>
  schema.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

/** Paths whose body fields we check with the shared rules before Better Auth sees them. */
const BODY_RULES: Record<string, Record<string, z.ZodType>> = {
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

const MAIL_PATHS = new Set([
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
]);

/** Ways in that skip two-factor or create accounts outside sign-up: never reachable. */
const CLOSED_PATHS = new Set(['/sign-in/email-otp', '/email-otp/check-verification-otp']);

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  limiter: Limiter;
}

type Settle = (succeeded: boolean) => Promise<void>;

function tooMany(error: RateLimitedError): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: 'Too many requests' },
    {
      'Retry-After': String(error.retryAfterSeconds),
    },
  );
}

export function createAuth({ config, db, mailer, limiter }: AuthDeps) {
  /** Attempts counted up front, given back after the endpoint when they succeed. */
  const pending = new WeakMap<Request, Settle>();
  const log = (error: unknown) => console.error('auth mail failed', error);

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
      void mailer.send(accountExistsMail(email, config.publicUrl)).catch(log);
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

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    // The very list our own origin check uses (config.ts): both always agree.
    trustedOrigins: [...config.trustedOrigins],
    // Session tokens stored hashed (hashed-sessions.ts, docs/security.md).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification, twoFactor: twoFactorTable },
      }),
    ),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Sign-up may carry an invite code; it is used at verification (modules/invitations).
        inviteCode: {
          type: 'string',
          required: false,
          returned: false,
          validator: { input: inviteCodeInputSchema },
        },
      },
    },
    // Our own limits on shared counters instead (hooks below, docs/security.md).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'boldcall',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The Fastify bridge sets x-forwarded-for from request.ip (proxy-aware, not spoofable).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        update: {
          // Verification creates the player profile with its sign-up points (once).
          after: async (updated) => {
            if (updated.emailVerified) await ensurePlayer(db, updated.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (CLOSED_PATHS.has(ctx.path)) {
          throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (MAIL_PATHS.has(ctx.path) && !mailer.canSend) {
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'MAIL_NOT_CONFIGURED',
            message:
              'E-mail delivery is not configured on this server (SMTP_URL), so codes cannot be sent.',
          });
        }
        if (
          ctx.path === '/update-user' &&
          (typeof ctx.body !== 'object' ||
            ctx.body === null ||
            Array.isArray(ctx.body) ||
            (body.name === undefined && body.image === undefined))
        ) {
          // An empty or null body crashed Better Auth's handler (a 500): nothing to update is
          // the caller's mistake.
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_ERROR',
            message: 'Nothing to update: send a name or an image.',
          });
        }
        if (ctx.path === '/revoke-session') {
          // list-sessions shows the stored (hashed) tokens: end one of the caller's own sessions
          // by that value, or by a raw token (hashed-sessions.ts).
          const current = await getSessionFromCtx(ctx);
          if (!current) throw new APIError('UNAUTHORIZED', { message: 'Unauthorized' });
          const token = typeof body.token === 'string' ? body.token.slice(0, 512) : '';
          if (!token) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_ERROR',
              message: 'Token required',
            });
          }
          await db
            .delete(session)
            .where(
              and(
                eq(session.userId, current.user.id),
                inArray(session.token, [token, hashSessionToken(token)]),
              ),
            );
          return ctx.json({ status: true });
        }
        if (ctx.path === '/revoke-other-sessions') {
          // Better Auth compares the listed (stored, hashed) tokens with the caller's raw one,
          // so it ended this session along with the others, or none: end the caller's other
          // sessions here, by the stored form of this one (hashed-sessions.ts).
          const current = await getSessionFromCtx(ctx);
          if (!current) throw new APIError('UNAUTHORIZED', { message: 'Unauthorized' });
          const token = current.session.token;
          await db
            .delete(session)
            .where(
              and(
                eq(session.userId, current.user.id),
                notInArray(session.token, [token, hashSessionToken(token)]),
              ),
            );
          return ctx.json({ status: true });
        }
        const rules = BODY_RULES[ctx.path] ?? {};
        for (const [field, schema] of Object.entries(rules)) {
          const result = schema.safeParse(body[field]);
          if (!result.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_ERROR',
              message: result.error.issues[0]?.message ?? 'Invalid value',
            });
          }
        }
        const request = ctx.request;
        if (!request) return; // a call from our own code (auth.api.*), not from a client
        const ip = request.headers.get('x-forwarded-for') ?? 'unknown';
        try {
          const early = await guard(ctx.path, body, ip, request, ctx);
          if (early) return ctx.json(early);
          const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
          const twin = ctx.path === '/sign-up/email' && email ? await mailboxTwin(email) : null;
          if (twin) {
            // One account per mailbox (docs/security.md, "Farming"): answered exactly like a
            // sign-up with a registered address (Better Auth's generic answer, same hashing
            // time), and the mailbox's owner hears about it. No account is made.
            void mailer.send(accountExistsMail(twin, config.publicUrl)).catch(log);
            await ctx.context.password.hash(String(body.password));
            const now = new Date();
            const name = typeof body.username === 'string' ? body.username : '';
            return ctx.json({
              token: null,
              user: buildSyntheticUserOutput(ctx.context.options, {
                id: randomUUID(),
                name: body.name,
                email,
                emailVerified: false,
                image: null,
                createdAt: now,
                updatedAt: now,
                username: name.toLowerCase(),
                displayUsername: name,
              }),
            });
          }
        } catch (error) {
          if (error instanceof RateLimitedError) throw tooMany(error);
          throw error;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const settle = ctx.request ? pending.get(ctx.request) : undefined;
        if (settle) {
          const returned = ctx.context.returned;
          const code =
            returned instanceof APIError
              ? (returned.body as { code?: unknown } | undefined)?.code
              : null;
          // A right password for an unverified account is not a failed guess.
          await settle(!(returned instanceof Error) || code === 'EMAIL_NOT_VERIFIED');
          if (code === 'EMAIL_NOT_VERIFIED' && SIGN_IN_PATHS.has(ctx.path)) {
            // The Verify step names the address the code went to, masked unless it was typed.
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const email = await accountOf(body.email ?? body.username);
            throw new APIError('FORBIDDEN', {
              code: 'EMAIL_NOT_VERIFIED',
              message: MSG_VERIFY_FIRST,
              sentTo: typeof body.email === 'string' ? body.email.trim() : maskEmail(email ?? ''),
            });
          }
        }
        // "Set New Password": a successful change ends an admin's must-change-password mark.
        if (ctx.path !== '/change-password') return;
        const userId = ctx.context.session?.user.id;
        if (!userId || ctx.context.returned instanceof Error) return;
        await db.update(user).set({ mustChangePassword: false }).where(eq(user.id, userId));
      }),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => /^[A-Za-z0-9_-]+$/.test(value),
      }),
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: config.authCodeTtlSeconds,
        allowedAttempts: 5,
        // Accounts are made by sign-up only (and e-mail-code sign-in is closed: it skips 2FA).
        disableSignUp: true,
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          await mailer.send(codeMail(email, otp, type, config.authCodeTtlSeconds));
        },
      }),
      twoFactor({ issuer: PRODUCT_NAME }),
      bearer(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

interface TwoFactorCookieReader {
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
async function twoFactorUserId(ctx: TwoFactorCookieReader): Promise<string | null> {
  const cookie = await ctx.getSignedCookie(
    ctx.context.createAuthCookie('two_factor').name,
    ctx.context.secret,
  );
  if (!cookie) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(cookie);
  return found?.value ?? null;
}
