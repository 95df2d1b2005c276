import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { currentUserSchema } from '@boldcall/shared/schemas/users';
import { ensurePlayer, getCurrentUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in player, or null when signed out',
        response: { 200: dataEnvelope(currentUserSchema.nullable()) },
      },
    },
    async (request) => {
      const current = await request.session();
      if (!current) return { data: null };
      let me = await getCurrentUser(app.database.db, app.config, current.user.id);
      // Self-heal a verified account whose profile creation was interrupted.
      if (me && me.emailVerified && me.points === 0 && !me.isPro) {
        await ensurePlayer(app.database.db, me.id);
        me = await getCurrentUser(app.database.db, app.config, current.user.id);
      }
      return { data: me };
    },
  );
};
