// Our own accounts, built on Better Auth (decision 001): e-mail + password, username sign-in,
// e-mailed 6-digit codes for verification and password reset, TOTP two-factor with backup
// codes, bearer tokens for API clients and a stored admin role. The limits and rules each path
// gets are in auth.rules.ts, the per-request guard that applies them in auth.guard.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { buildSyntheticUserOutput } from 'better-auth/db';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, bearer, emailOTP, twoFactor, username } from 'better-auth/plugins';
import { PRODUCT_NAME, VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import { maskEmail } from '@boldcall/shared/rules/mask-email';
import { inviteCodeInputSchema } from '@boldcall/shared/schemas/invitations';
import { resolveAuthSecret } from '../../config/config.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { RateLimitedError } from '../../platform/limits/limits.service.ts';
import { accountExistsMail, codeMail } from '../mail/mail.templates.ts';
import { ensurePlayer } from '../users/users.service.ts';
import { createAuthGuard, type AuthDeps } from './auth.guard.ts';
import {
  BODY_RULES,
  CLOSED_PATHS,
  MAIL_PATHS,
  MSG_VERIFY_FIRST,
  SIGN_IN_PATHS,
  tooMany,
} from './auth.rules.ts';
import { account, session, twoFactor as twoFactorTable, verification } from './auth.table.ts';
import { noteCodeMailFailed } from './code-mail-outcome.ts';
import { hashSessionToken, withHashedSessionTokens } from './hashed-sessions.ts';

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer } = deps;
  /**
   * Ends `userId`'s sessions whose stored token is (`inArray`) or is not (`notInArray`) `token`
   * in either form, raw or hashed (hashed-sessions.ts); answers as Better Auth's route does.
   */
  const endSessions = async (
    userId: string,
    token: string,
    match: (column: typeof session.token, tokens: string[]) => SQL,
  ) => {
    await db
      .delete(session)
      .where(
        and(eq(session.userId, userId), match(session.token, [token, hashSessionToken(token)])),
      );
    return { status: true };
  };
  const { pending, accountOf, mailboxTwin, guard } = createAuthGuard(deps);

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
          return ctx.json(await endSessions(current.user.id, token, inArray));
        }
        if (ctx.path === '/revoke-other-sessions') {
          // Better Auth compares the listed (stored, hashed) tokens with the caller's raw one,
          // so it ended this session along with the others, or none: end the caller's other
          // sessions here, by the stored form of this one (hashed-sessions.ts).
          const current = await getSessionFromCtx(ctx);
          if (!current) throw new APIError('UNAUTHORIZED', { message: 'Unauthorized' });
          return ctx.json(await endSessions(current.user.id, current.session.token, notInArray));
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
            deps.background.run('account-exists mail', () =>
              mailer.send(accountExistsMail(twin, config.publicUrl)),
            );
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
          try {
            await mailer.send(codeMail(email, otp, type, config.authCodeTtlSeconds));
          } catch (error) {
            noteCodeMailFailed(); // sign-up says so in its answer (code-mail-outcome.ts)
            throw error;
          }
        },
      }),
      twoFactor({ issuer: PRODUCT_NAME }),
      bearer(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
