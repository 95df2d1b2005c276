// GET /api/leaderboard (docs/api.md). Public; signed in, `me` carries the
// caller's own entry and rank even when it is not on the page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@boldcall/shared/schemas/api';
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '@boldcall/shared/schemas/leaderboard';
import { getLeaderboard } from './leaderboard.service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Players in ranking order, with filters and cursor pagination',
        description:
          'Ranked players (at least 5 resolved predictions) by accuracy, then correct count, ' +
          'then points; the others follow by points; exact ties by user id. `rank` is the ' +
          'position. `period` month/week are the current calendar month / ISO week (UTC); a ' +
          'filtered board lists players with activity in it and counts only that activity. ' +
          'Streak and badges are always all-time.',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    // A visitor's first page comes from the read cache (plugins/read-cache.ts).
    async (request, reply) =>
      app.readCache.serve(request, reply, async () =>
        getLeaderboard(app.database.db, {
          ...request.query,
          viewerId: (await request.session())?.user.id ?? null,
        }),
      ),
  );
};
