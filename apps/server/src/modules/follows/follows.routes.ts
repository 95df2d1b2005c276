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

  // Each state is set by two routes, POST on and DELETE off, with the same caller rule and answer.
  for (const [method, on, summary] of [
    ['post', true, 'Follow a player (idempotent): their new calls reach the caller'],
    ['delete', false, 'Stop following a player (idempotent)'],
  ] as const) {
    player[method]('/users/:id/follow', {
      summary,
      params: userIdParamsSchema,
      response: followStateEnvelope,
      errors: [400, 404],
      handler: async (request, me) => ({
        data: await setFollow(db, me.id, request.params.id, on),
      }),
    });
  }

  user.get('/predictions/:id/watch', {
    summary: 'Whether the caller watches a call',
    params: predictionIdParamsSchema,
    response: watchStateEnvelope,
    errors: [404],
    handler: async (request, me) => ({
      data: await watchState(db, me.id, request.params.id),
    }),
  });

  for (const [method, on, summary] of [
    ['post', true, 'Watch a call (idempotent): its comments and its result reach the caller'],
    ['delete', false, 'Stop watching a call (idempotent)'],
  ] as const) {
    player[method]('/predictions/:id/watch', {
      summary,
      params: predictionIdParamsSchema,
      response: watchStateEnvelope,
      errors: [404],
      handler: async (request, me) => ({
        data: await setWatch(db, me.id, request.params.id, on),
      }),
    });
  }
};
