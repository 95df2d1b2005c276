// Following players and watching calls (docs/rules/follows.md). Thin: validate with the shared
// schemas, find the caller, call the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followStateEnvelope, watchStateEnvelope } from '@boldcall/shared/schemas/follows';
import { predictionIdParamsSchema } from '@boldcall/shared/schemas/predictions';
import { userIdParamsSchema } from '@boldcall/shared/schemas/users';
import { moduleRoutes } from '../../plugins/routes.ts';
import { setFollow, setWatch, watchState } from './follows.service.ts';

export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, player, user } = moduleRoutes(app, 'follows');

  player.post('/users/:id/follow', {
    summary: 'Follow a player (idempotent): their new calls reach the caller',
    params: userIdParamsSchema,
    response: followStateEnvelope,
    errors: [400, 404],
    handler: async (request, me) => ({
      data: await setFollow(db, me.id, request.params.id, true),
    }),
  });

  player.delete('/users/:id/follow', {
    summary: 'Stop following a player (idempotent)',
    params: userIdParamsSchema,
    response: followStateEnvelope,
    errors: [400, 404],
    handler: async (request, me) => ({
      data: await setFollow(db, me.id, request.params.id, false),
    }),
  });

  user.get('/predictions/:id/watch', {
    summary: 'Whether the caller watches a call',
    params: predictionIdParamsSchema,
    response: watchStateEnvelope,
    errors: [404],
    handler: async (request, me) => ({
      data: await watchState(db, me.id, request.params.id),
    }),
  });

  player.post('/predictions/:id/watch', {
    summary: 'Watch a call (idempotent): its comments and its result reach the caller',
    params: predictionIdParamsSchema,
    response: watchStateEnvelope,
    errors: [404],
    handler: async (request, me) => ({
      data: await setWatch(db, me.id, request.params.id, true),
    }),
  });

  player.delete('/predictions/:id/watch', {
    summary: 'Stop watching a call (idempotent)',
    params: predictionIdParamsSchema,
    response: watchStateEnvelope,
    errors: [404],
    handler: async (request, me) => ({
      data: await setWatch(db, me.id, request.params.id, false),
    }),
  });
};
