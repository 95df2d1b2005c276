import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { homeStatsSchema } from '@boldcall/shared/schemas/predictions';
import { moduleRoutes } from '../../plugins/routes.ts';
import { getHomeStats } from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'stats').anyone.get('/stats', {
    summary: 'Platform statistics for the home page',
    response: dataEnvelope(homeStatsSchema),
    handler: async (request, _visitor, reply) =>
      app.readCache.serve(request, reply, async () => ({
        data: await app.reads.read(request, getHomeStats),
      })),
  });
};
