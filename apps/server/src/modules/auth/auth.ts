// Our own accounts, built on Better Auth (DESIGN §2): e-mail + password, username sign-in,
// e-mailed 6-digit codes for verification and password reset, TOTP two-factor with backup
// codes, bearer tokens for API clients and a stored admin role.
import { eq } from 'drizzle-orm';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin, bearer, emailOTP, twoFactor, username } from 'better-auth/plugins';
import type { z } from 'zod';
import { PRODUCT_NAME, VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import {
  emailSchema,
  newPasswordSchema,
  passwordSchema,
  usernameSchema,
} from '@boldcall/shared/schemas/auth';
import { resolveAuthSecret, type Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { codeMail } from '../mail/mail.templates.ts';
import { ensurePlayer } from '../users/users.service.ts';
import { account, session, twoFactor as twoFactorTable, user, verification } from './auth.table.ts';

/** Per-IP limits on the sensitive endpoints (requests per window in seconds). */
const RATE_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/username': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/email-otp/send-verification-otp': { window: 60, max: 5 },
  '/email-otp/request-password-reset': { window: 60, max: 5 },
  '/forget-password/email-otp': { window: 60, max: 5 },
  '/email-otp/verify-email': { window: 60, max: 10 },
  '/email-otp/reset-password': { window: 60, max: 10 },
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
} as const;

/** Paths whose body fields we check with the shared rules before Better Auth sees them. */
const BODY_RULES: Record<string, Record<string, z.ZodType>> = {
  '/sign-up/email': { email: emailSchema, username: usernameSchema, password: passwordSchema },
  '/email-otp/reset-password': { password: newPasswordSchema },
  '/change-password': { newPassword: newPasswordSchema },
};

const MAIL_PATHS = new Set([
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
]);

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
}

export function createAuth({ config, db, mailer }: AuthDeps) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: config.isProduction
      ? [config.publicUrl]
      : [config.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
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
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: RATE_RULES,
    },
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
        if (MAIL_PATHS.has(ctx.path) && !mailer.canSend) {
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'MAIL_NOT_CONFIGURED',
            message:
              'E-mail delivery is not configured on this server (SMTP_URL), so codes cannot be sent.',
          });
        }
        const rules = BODY_RULES[ctx.path];
        if (!rules) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        for (const [field, schema] of Object.entries(rules)) {
          const result = schema.safeParse(body[field]);
          if (!result.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_ERROR',
              message: result.error.issues[0]?.message ?? 'Invalid value',
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
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
