// Admin-only routes. Every one is guarded on the server by requireAdmin.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { requireAdmin } from '../../plugins/auth-session.ts';
import { setMustChangePassword } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.put(
    '/admin/users/:id/must-change-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Force (or stop forcing) a new password at the next sign-in',
        params: z.object({ id: z.string().min(1) }),
        body: z.object({ value: z.boolean() }),
        response: {
          200: dataEnvelope(z.object({ id: z.string(), mustChangePassword: z.boolean() })),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const data = await setMustChangePassword(app.database.db, {
        adminId: admin.id,
        userId: request.params.id,
        value: request.body.value,
      });
      return { data };
    },
  );
};
