// Account steps that take "email or username" (Authentication dialog): we resolve the
// identifier on the server and hand the step to Better Auth, so the browser never needs to know
// an account's e-mail, and unknown identifiers get the same answer as known ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountStepResultSchema,
  identifierBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@boldcall/shared/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardToAuth, runAuthStep } from './auth.session-plugin.ts';
import { errorBody } from '../../plugins/errors.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { resolveEmail } from './account.service.ts';

const ok = accountStepResultSchema;

/** Mail steps: per address and per identifier, known or not (docs/security.md). */
const MAIL_STEP_PER_ADDRESS = { windowSeconds: 60, max: 5 };
const MAIL_STEP_PER_IDENTIFIER = { windowSeconds: 15 * 60, max: 5 };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone } = moduleRoutes(app, 'account');

  /**
   * A step that checks an e-mailed code: hands it to Better Auth for the account the identifier
   * names, with the same "Invalid OTP" answer when there is none.
   */
  async function codeStep(
    request: FastifyRequest,
    reply: FastifyReply,
    step: string,
    body: { identifier: string; code: string },
    extra: Record<string, unknown> = {},
  ) {
    const email = await resolveEmail(db, body.identifier);
    if (!email) return reply.status(400).send(errorBody(400, 'INVALID_OTP', 'Invalid OTP'));
    return forwardToAuth(request, reply, step, { email, otp: body.code, ...extra });
  }

  anyone.post('/account/verify-email', {
    summary: 'Confirm the e-mailed code; signs the account in',
    body: verifyEmailBodySchema,
    handler: async (request, _visitor, reply) =>
      codeStep(request, reply, '/email-otp/verify-email', request.body),
  });

  /**
   * A step that mails a code: the same limits, answer and timing whether or not the account
   * exists. The lookup and the mail happen after the answer.
   */
  const mailStep = (
    url: string,
    summary: string,
    step: string,
    bodyFor: (email: string) => unknown,
  ) =>
    anyone.post(url, {
      summary,
      body: identifierBodySchema,
      response: ok,
      handler: async (request) => {
        const { identifier } = request.body;
        const key = identifier.trim().toLowerCase();
        await app.limiter.consume([
          [`account:${step}:ip:${request.ip}`, MAIL_STEP_PER_ADDRESS],
          [`account:${step}:to:${key}`, MAIL_STEP_PER_IDENTIFIER],
        ]);
        app.background.run(step, async () => {
          const email = await resolveEmail(db, identifier);
          if (email) await runAuthStep(request, step, bodyFor(email));
        });
        return { success: true };
      },
    });

  mailStep(
    '/account/resend-code',
    'Send a new verification code',
    '/email-otp/send-verification-otp',
    (email) => ({ email, type: 'email-verification' }),
  );
  mailStep(
    '/account/forgot-password',
    'E-mail a password reset code (same answer whether or not the account exists)',
    '/email-otp/request-password-reset',
    (email) => ({ email }),
  );

  anyone.post('/account/reset-password', {
    summary: 'Choose a new password with the e-mailed code',
    body: resetPasswordBodySchema,
    handler: async (request, _visitor, reply) =>
      codeStep(request, reply, '/email-otp/reset-password', request.body, {
        password: request.body.newPassword,
      }),
  });
};
