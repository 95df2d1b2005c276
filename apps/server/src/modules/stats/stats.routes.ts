import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { homeStatsSchema } from '@boldcall/shared/schemas/predictions';
import { getHomeStats } from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Platform statistics for the home page',
        response: { 200: dataEnvelope(homeStatsSchema) },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, async () => ({
        data: await getHomeStats(app.database.db),
      })),
  );
};
