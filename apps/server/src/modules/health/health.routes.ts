import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, healthSchema } from '@boldcall/shared/schemas/api';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round(process.uptime()),
        version: opts.version,
        jobs: app.jobRunner?.state() ?? ('off' as const),
      };
      return reply.status(up ? 200 : 503).send({ data });
    },
  );
};
