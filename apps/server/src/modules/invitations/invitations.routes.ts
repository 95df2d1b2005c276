// Invitations (spec calls under /api): generate codes, the player's lists and stats, and the
// public validity check a sign-up form makes before sending a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import {
  generatedInvitationsSchema,
  generateInvitationsSchema,
  invitationOverviewSchema,
  invitationValiditySchema,
  validateInvitationSchema,
  invitationUserParamsSchema,
} from '@boldcall/shared/schemas/invitations';
import { forbidden } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import {
  generateInvitations,
  getInvitationOverview,
  validateInvitation,
} from './invitations.service.ts';

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const total = app.config.invitesPerPlayer;
  const { db, anyone, user, player } = moduleRoutes(app, 'invitations');

  // No sign-in: the sign-up form checks the code first. Rate-limited against guessing.
  anyone.post('/invitations/validate', {
    summary: 'Whether an invite code can be used for a sign-up',
    body: validateInvitationSchema,
    response: dataEnvelope(invitationValiditySchema),
    errors: [400, 429],
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => ({ data: await validateInvitation(db, request.body.inviteCode) }),
  });

  player.post('/invitations', {
    summary: 'Generate invite codes (count, default 1), within the player’s allowance',
    body: generateInvitationsSchema,
    response: dataEnvelope(generatedInvitationsSchema),
    status: 201,
    errors: [400, 404, 409],
    handler: async (request, me) => ({
      data: await generateInvitations(db, me.id, request.body.count, total),
    }),
  });

  user.get('/invitations/user/:userId', {
    summary: 'A player’s invitation stats and lists all / used / unused (self or admin)',
    params: invitationUserParamsSchema,
    response: dataEnvelope(invitationOverviewSchema),
    errors: [403],
    handler: async (request, me) => {
      const { userId } = request.params;
      if (userId !== me.id && !me.isAdmin) {
        throw forbidden('You can only see your own invitations.');
      }
      return { data: await getInvitationOverview(db, userId, total) };
    },
  });
};
