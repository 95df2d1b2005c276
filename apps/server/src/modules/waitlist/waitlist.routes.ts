// POST /api/waitlist/join: public (no token, as in the product brief), rate-limited per
// address, idempotent per e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { waitlistJoinResultSchema, waitlistJoinSchema } from '@boldcall/shared/schemas/pro';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { joinWaitlist } from './waitlist.service.ts';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'pro').anyone.post('/waitlist/join', {
    summary: 'Join the Pro waitlist (offered when the free launch upgrades are gone)',
    description: 'Idempotent per e-mail: joining again answers 200 with alreadyJoined.',
    body: waitlistJoinSchema,
    response: dataEnvelope(waitlistJoinResultSchema),
    errors: [400, 429],
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await joinWaitlist(app.database.db, {
        email: request.body.email,
        source: request.body.source ?? null,
        userId: await viewerId(request),
      }),
    }),
  });
};
