// Invitations (spec calls under /api): generate codes, the player's lists and stats, and the
// public validity check a sign-up form makes before sending a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  ERROR_RESPONSES,
  errorResponses,
  errorSchema,
} from '@boldcall/shared/schemas/api';
import {
  generatedInvitationsSchema,
  generateInvitationsSchema,
  invitationOverviewSchema,
  invitationValiditySchema,
  validateInvitationSchema,
  invitationUserParamsSchema,
} from '@boldcall/shared/schemas/invitations';
import { requirePlayer, requireUser } from '../../plugins/auth-session.ts';
import { forbidden } from '../../plugins/errors.ts';
import {
  generateInvitations,
  getInvitationOverview,
  validateInvitation,
} from './invitations.service.ts';

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const total = app.config.invitesPerPlayer;

  app.post(
    '/invitations/validate',
    {
      // No sign-in: the sign-up form checks the code first. Rate-limited against guessing.
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['invitations'],
        summary: 'Whether an invite code can be used for a sign-up',
        body: validateInvitationSchema,
        response: { 200: dataEnvelope(invitationValiditySchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ data: await validateInvitation(db, request.body.inviteCode) }),
  );

  app.post(
    '/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Generate invite codes (count, default 1), within the player’s allowance',
        body: generateInvitationsSchema,
        response: { 201: dataEnvelope(generatedInvitationsSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const me = await requirePlayer(request);
      const data = await generateInvitations(db, me.id, request.body.count, total);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/invitations/user/:userId',
    {
      schema: {
        tags: ['invitations'],
        summary: 'A player’s invitation stats and lists all / used / unused (self or admin)',
        params: invitationUserParamsSchema,
        response: {
          200: dataEnvelope(invitationOverviewSchema),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { userId } = request.params;
      if (userId !== me.id && !me.isAdmin) {
        throw forbidden('You can only see your own invitations.');
      }
      return { data: await getInvitationOverview(db, userId, total) };
    },
  );
};
