// /api/nfl (docs/rules/nfl.md): teams, a week's games with the caller's pick and the real pick
// count, weekly picks (one or the week's at once; locked on the server at kickoff), the season predictor and the NFL
// standings; POST /api/admin/nfl/sync runs the data sync on demand (admin only).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nflBetDeletedSchema,
  nflBetEnvelopeSchema,
  nflBetListSchema,
  nflBetsQuerySchema,
  nflGameIdParamsSchema,
  nflGamesQuerySchema,
  nflSeasonGamesSchema,
  nflStandingsQuerySchema,
  nflStandingsSchema,
  nflSyncResultSchema,
  nflTeamListSchema,
  nflWeekSchema,
  placeNflBetSchema,
  placeNflBetsSchema,
  seasonPredictionStateSchema,
  submitSeasonPredictionSchema,
  nflSeasonQuerySchema,
} from '@boldcall/shared/schemas/nfl';
import { NFL_MAX_BATCH_PICKS } from '@boldcall/shared/constants';
import { AppError } from '../../platform/errors/app-error.ts';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes, perAccountLimit, type ErrorStatus } from '../../plugins/routes.ts';
import type { Database } from '../../db/client.ts';
import { SportsDataError } from './nfl.espn.ts';
import { listBets, listSeasonGames, listTeams, listWeek } from './nfl.repository.ts';
import { getSeasonPredictionState, standings } from './nfl.season.ts';
import { deleteBet, placeBet, placeBets, submitSeasonPrediction } from './nfl.service.ts';
import { syncFromSource } from './nfl.sync.ts';

const writeLimit = { rateLimit: perAccountLimit('player', 120) };

const errors: ErrorStatus[] = [400, 404, 409];

export interface NflRoutesOptions {
  /** The time used for kickoff locks; tests set it to a second before or at kickoff. */
  clock?: () => Date;
}

export const nflRoutes: FastifyPluginAsyncZod<NflRoutesOptions> = async (app, opts) => {
  const clock = opts.clock ?? (() => new Date());
  const season = app.config.nflSeason;
  const { db, anyone, user, player } = moduleRoutes(app, 'nfl');

  /** A public read of one season (default NFL_SEASON), with the caller's picks when signed in. */
  const seasonRead =
    <T>(read: (db: Database, season: number, viewer: string | null, now: Date) => Promise<T>) =>
    async (request: FastifyRequest & { query: { season?: number | undefined } }) => ({
      data: await read(db, request.query.season ?? season, await viewerId(request), clock()),
    });

  anyone.get('/nfl/teams', {
    summary: 'The 32 teams (as last synced, or the built-in list)',
    response: nflTeamListSchema,
    handler: async () => ({ data: await listTeams(db) }),
  });

  anyone.get('/nfl/games', {
    summary: "A week's regular-season games with the caller's pick and the real pick count",
    description: 'Defaults: the configured season (NFL_SEASON) and its current week.',
    querystring: nflGamesQuerySchema,
    response: nflWeekSchema,
    errors: [400],
    handler: async (request) => ({
      data: await listWeek(
        db,
        { season: request.query.season ?? season, week: request.query.week },
        await viewerId(request),
        clock(),
      ),
    }),
  });

  anyone.get('/nfl/season-games', {
    summary: "Every regular-season game of a season (the season predictor's list)",
    querystring: nflSeasonQuerySchema,
    response: nflSeasonGamesSchema,
    errors: [400],
    handler: seasonRead(listSeasonGames),
  });

  player.post('/nfl/bets', {
    summary: "Create or change the caller's pick on a game (refused from kickoff on)",
    description:
      'The wager is held until the game is final: a win pays 2×, a loss nothing, a tie ' +
      'returns it. Changing a pick moves only the difference.',
    body: placeNflBetSchema,
    response: nflBetEnvelopeSchema,
    errors,
    config: writeLimit,
    handler: async (request, me) => ({ data: await placeBet(db, me.id, request.body, clock()) }),
  });

  player.post('/nfl/bets/batch', {
    summary: "Save the week: create or change several of the caller's picks at once",
    description:
      "Each pick follows the single pick's rules (POST /nfl/bets); all are saved in one " +
      'transaction or none is. A refusal names the game: "BUF @ KC: This game has started. ' +
      `Picks are locked.". At most ${NFL_MAX_BATCH_PICKS} picks, each game once.`,
    body: placeNflBetsSchema,
    response: nflBetListSchema,
    errors,
    config: writeLimit,
    handler: async (request, me) => ({
      data: await placeBets(db, me.id, request.body, clock()),
    }),
  });

  player.delete('/nfl/bets/:gameId', {
    summary: "Withdraw the caller's pick before kickoff; the wager is refunded",
    params: nflGameIdParamsSchema,
    response: nflBetDeletedSchema,
    errors,
    config: writeLimit,
    handler: async (request, me) => ({
      data: await deleteBet(db, me.id, request.params.gameId, clock()),
    }),
  });

  user.get('/nfl/bets', {
    summary: "The caller's weekly picks, optionally for one season and week",
    querystring: nflBetsQuerySchema,
    response: nflBetListSchema,
    errors: [400],
    handler: async (request, me) => ({ data: await listBets(db, me.id, request.query) }),
  });

  anyone.get('/nfl/season-prediction', {
    summary: "The season predictor's state and the caller's submitted prediction",
    description: 'Public: a visitor gets the lock state with `prediction: null`.',
    querystring: nflSeasonQuerySchema,
    response: seasonPredictionStateSchema,
    errors: [400],
    handler: seasonRead(getSeasonPredictionState),
  });

  player.post('/nfl/season-prediction', {
    summary: 'Submit season predictions (once; before the first kickoff of the season)',
    description:
      '`predictions` maps game ids to the team code picked to win. `totalWager` is held ' +
      'until every picked game is final; then round(2 × wager × correct ÷ decided) is paid.',
    body: submitSeasonPredictionSchema,
    response: seasonPredictionStateSchema,
    status: 201,
    errors,
    config: writeLimit,
    handler: async (request, me) => ({
      data: await submitSeasonPrediction(db, me.id, season, request.body, clock()),
    }),
  });

  anyone.get('/nfl/standings', {
    summary: "Our players' NFL pick standings: one week, or the whole season",
    querystring: nflStandingsQuerySchema,
    response: nflStandingsSchema,
    errors: [400],
    handler: async (request) => {
      const q = { season: request.query.season ?? season, week: request.query.week };
      return { data: { season: q.season, week: q.week ?? null, rows: await standings(db, q) } };
    },
  });

  moduleRoutes(app, 'admin', 'nfl').admin.post('/admin/nfl/sync', {
    summary: 'Sync teams and games from the sports data source now, then settle results',
    response: nflSyncResultSchema,
    errors: [...errors, 502],
    handler: async () => {
      if (!app.config.sportsDataUrl) {
        throw new AppError(409, 'SYNC_OFF', 'Sports data sync is off (SPORTS_DATA_URL=off).');
      }
      try {
        return {
          data: await syncFromSource({
            db,
            baseUrl: app.config.sportsDataUrl,
            season,
            now: clock(),
          }),
        };
      } catch (error) {
        if (error instanceof SportsDataError) {
          throw new AppError(
            502,
            'SPORTS_DATA_UNAVAILABLE',
            `Sports data unavailable: ${error.message}`,
          );
        }
        throw error;
      }
    },
  });
};
