// GET /api/leaderboard (docs/api.md). Public; signed in, `me` carries the
// caller's own entry and rank even when it is not on the page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '@boldcall/shared/schemas/leaderboard';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { getLeaderboard, type RecentPredictionsOf } from './leaderboard.service.ts';

/** `recentPredictions`: the predictions module's reader, given by app.ts (leaderboard.service.ts). */
export const leaderboardRoutes: FastifyPluginAsyncZod<{
  recentPredictions: RecentPredictionsOf;
}> = async (app, { recentPredictions }) => {
  moduleRoutes(app, 'leaderboard').anyone.get('/leaderboard', {
    summary: 'Players in ranking order, with filters and cursor pagination',
    description:
      'Ranked players (at least 5 resolved predictions) by accuracy, then correct count, ' +
      'then points; the others follow by points; exact ties by user id. `rank` is the ' +
      'position. `period` month/week are the current calendar month / ISO week (UTC); a ' +
      'filtered board lists players with activity in it and counts only that activity. ' +
      'Streak and badges are always all-time.',
    querystring: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
    errors: [400, 404],
    // A visitor's first page comes from the read cache (plugins/read-cache.ts).
    handler: async (request, _visitor, reply) =>
      app.readCache.serve(request, reply, async () => {
        const viewer = await viewerId(request);
        // The replica when it has the caller's writes (decision 038).
        return app.reads.read(request, (db) =>
          getLeaderboard(db, { ...request.query, viewerId: viewer }, recentPredictions),
        );
      }),
  });
};
