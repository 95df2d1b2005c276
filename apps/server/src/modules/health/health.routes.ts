import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, healthSchema } from '@boldcall/shared/schemas/api';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database reachability and the read replica’s lag',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      // A replica down or behind is reported, never a 503: its reads go to the primary.
      const [up, replica] = await Promise.all([app.database.ping(), app.reads.probe()]);
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round(process.uptime()),
        version: opts.version,
        jobs: app.jobRunner?.state() ?? ('off' as const),
        replica: { state: replica.state, lagMs: replica.lagMs, lagBytes: replica.lagBytes },
      };
      return reply.status(up ? 200 : 503).send({ data });
    },
  );
};
