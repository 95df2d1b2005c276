// /api/nfl (docs/rules/nfl.md): teams, a week's games with the caller's pick and the real pick
// count, weekly picks (locked on the server at kickoff), the season predictor and the NFL
// standings; POST /api/admin/nfl/sync runs the data sync on demand (admin only).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, errorSchema } from '@boldcall/shared/schemas/api';
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
  seasonPredictionStateSchema,
  submitSeasonPredictionSchema,
  nflSeasonQuerySchema,
} from '@boldcall/shared/schemas/nfl';
import { adminOnly, requirePlayer, requireUser } from '../../plugins/auth-session.ts';
import { AppError } from '../../plugins/errors.ts';
import { SportsDataError } from './nfl.espn.ts';
import {
  deleteBet,
  getSeasonPredictionState,
  listBets,
  listSeasonGames,
  listTeams,
  listWeek,
  placeBet,
  standings,
  submitSeasonPrediction,
} from './nfl.service.ts';
import { syncFromSource } from './nfl.sync.ts';

const writeLimit = {
  rateLimit: {
    max: 120,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const current = await request.session();
      return current ? `player:${current.user.id}` : `ip:${request.ip}`;
    },
  },
};

const errors = ERROR_RESPONSES;

export interface NflRoutesOptions {
  /** The time used for kickoff locks; tests set it to a second before or at kickoff. */
  clock?: () => Date;
}

export const nflRoutes: FastifyPluginAsyncZod<NflRoutesOptions> = async (app, opts) => {
  const db = app.database.db;
  const clock = opts.clock ?? (() => new Date());
  const season = app.config.nflSeason;
  const viewerId = async (request: FastifyRequest) => (await request.session())?.user.id ?? null;
  const tags = ['nfl'];

  app.get(
    '/nfl/teams',
    {
      schema: {
        tags,
        summary: 'The 32 teams (as last synced, or the built-in list)',
        response: { 200: nflTeamListSchema },
      },
    },
    async () => ({ data: await listTeams(db) }),
  );

  app.get(
    '/nfl/games',
    {
      schema: {
        tags,
        summary: "A week's regular-season games with the caller's pick and the real pick count",
        description: 'Defaults: the configured season (NFL_SEASON) and its current week.',
        querystring: nflGamesQuerySchema,
        response: { 200: nflWeekSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      data: await listWeek(
        db,
        { season: request.query.season ?? season, week: request.query.week },
        await viewerId(request),
        clock(),
      ),
    }),
  );

  app.get(
    '/nfl/season-games',
    {
      schema: {
        tags,
        summary: "Every regular-season game of a season (the season predictor's list)",
        querystring: nflSeasonQuerySchema,
        response: { 200: nflSeasonGamesSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      data: await listSeasonGames(
        db,
        request.query.season ?? season,
        await viewerId(request),
        clock(),
      ),
    }),
  );

  app.post(
    '/nfl/bets',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: "Create or change the caller's pick on a game (refused from kickoff on)",
        description:
          'The wager is held until the game is final: a win pays 2×, a loss nothing, a tie ' +
          'returns it. Changing a pick moves only the difference.',
        body: placeNflBetSchema,
        response: { 200: nflBetEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return { data: await placeBet(db, player.id, request.body, clock()) };
    },
  );

  app.delete(
    '/nfl/bets/:gameId',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: "Withdraw the caller's pick before kickoff; the wager is refunded",
        params: nflGameIdParamsSchema,
        response: { 200: nflBetDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return { data: await deleteBet(db, player.id, request.params.gameId, clock()) };
    },
  );

  app.get(
    '/nfl/bets',
    {
      schema: {
        tags,
        summary: "The caller's weekly picks, optionally for one season and week",
        querystring: nflBetsQuerySchema,
        response: { 200: nflBetListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      return { data: await listBets(db, me.id, request.query) };
    },
  );

  app.get(
    '/nfl/season-prediction',
    {
      schema: {
        tags,
        summary: "The season predictor's state and the caller's submitted prediction",
        description: 'Public: a visitor gets the lock state with `prediction: null`.',
        querystring: nflSeasonQuerySchema,
        response: { 200: seasonPredictionStateSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      data: await getSeasonPredictionState(
        db,
        request.query.season ?? season,
        await viewerId(request),
        clock(),
      ),
    }),
  );

  app.post(
    '/nfl/season-prediction',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'Submit season predictions (once; before the first kickoff of the season)',
        description:
          '`predictions` maps game ids to the team code picked to win. `totalWager` is held ' +
          'until every picked game is final; then round(2 × wager × correct ÷ decided) is paid.',
        body: submitSeasonPredictionSchema,
        response: { 201: seasonPredictionStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request);
      const state = await submitSeasonPrediction(db, player.id, season, request.body, clock());
      return reply.status(201).send({ data: state });
    },
  );

  app.get(
    '/nfl/standings',
    {
      schema: {
        tags,
        summary: "Our players' NFL pick standings: one week, or the whole season",
        querystring: nflStandingsQuerySchema,
        response: { 200: nflStandingsSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const q = { season: request.query.season ?? season, week: request.query.week };
      return { data: { season: q.season, week: q.week ?? null, rows: await standings(db, q) } };
    },
  );

  await app.register(async (admin) => {
    adminOnly(admin);
    admin.post(
      '/admin/nfl/sync',
      {
        schema: {
          tags: ['admin', 'nfl'],
          summary: 'Sync teams and games from the sports data source now, then settle results',
          response: { 200: nflSyncResultSchema, ...errors, 502: errorSchema },
        },
      },
      async () => {
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
    );
  });
};
