// Account steps that take "email or username" (spec §2 Authentication dialog): we resolve the
// identifier on the server and hand the step to Better Auth, so the browser never needs to know
// an account's e-mail, and unknown identifiers get the same answer as known ones.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeSchema, newPasswordSchema } from '@boldcall/shared/schemas/auth';
import { forwardToAuth } from '../../plugins/auth-session.ts';
import { errorBody } from '../../plugins/errors.ts';
import { resolveEmail } from './account.service.ts';

const identifier = z.string().trim().min(1, 'Email or username is required').max(254);
const ok = z.object({ success: z.boolean() }).passthrough();
const publicWrite = { public: true } as const;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/account/verify-email',
    {
      config: publicWrite,
      schema: {
        tags: ['account'],
        summary: 'Confirm the e-mailed code; signs the account in',
        body: z.object({ identifier, code: codeSchema }),
      },
    },
    async (request, reply) => {
      const email = await resolveEmail(db, request.body.identifier);
      if (!email) return reply.status(400).send(errorBody(400, 'INVALID_OTP', 'Invalid OTP'));
      return forwardToAuth(request, reply, '/email-otp/verify-email', {
        email,
        otp: request.body.code,
      });
    },
  );

  app.post(
    '/account/resend-code',
    {
      config: publicWrite,
      schema: {
        tags: ['account'],
        summary: 'Send a new verification code',
        body: z.object({ identifier }),
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const email = await resolveEmail(db, request.body.identifier);
      if (!email) return { success: true };
      return forwardToAuth(request, reply, '/email-otp/send-verification-otp', {
        email,
        type: 'email-verification',
      });
    },
  );

  app.post(
    '/account/forgot-password',
    {
      config: publicWrite,
      schema: {
        tags: ['account'],
        summary: 'E-mail a password reset code (same answer whether or not the account exists)',
        body: z.object({ identifier }),
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const email = await resolveEmail(db, request.body.identifier);
      if (!email) return { success: true };
      return forwardToAuth(request, reply, '/email-otp/request-password-reset', { email });
    },
  );

  app.post(
    '/account/reset-password',
    {
      config: publicWrite,
      schema: {
        tags: ['account'],
        summary: 'Choose a new password with the e-mailed code',
        body: z.object({ identifier, code: codeSchema, newPassword: newPasswordSchema }),
      },
    },
    async (request, reply) => {
      const email = await resolveEmail(db, request.body.identifier);
      if (!email) return reply.status(400).send(errorBody(400, 'INVALID_OTP', 'Invalid OTP'));
      return forwardToAuth(request, reply, '/email-otp/reset-password', {
        email,
        otp: request.body.code,
        password: request.body.newPassword,
      });
    },
  );
};
