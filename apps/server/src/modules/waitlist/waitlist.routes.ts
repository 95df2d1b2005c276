// POST /api/waitlist/join: public (no token, as in the product brief), rate-limited per
// address, idempotent per e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponses } from '@boldcall/shared/schemas/api';
import { waitlistJoinResultSchema, waitlistJoinSchema } from '@boldcall/shared/schemas/pro';
import { joinWaitlist } from './waitlist.service.ts';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waitlist/join',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['pro'],
        summary: 'Join the Pro waitlist (offered when the free launch upgrades are gone)',
        description: 'Idempotent per e-mail: joining again answers 200 with alreadyJoined.',
        body: waitlistJoinSchema,
        response: { 200: dataEnvelope(waitlistJoinResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const current = await request.session();
      return {
        data: await joinWaitlist(app.database.db, {
          email: request.body.email,
          source: request.body.source ?? null,
          userId: current?.user.id ?? null,
        }),
      };
    },
  );
};
