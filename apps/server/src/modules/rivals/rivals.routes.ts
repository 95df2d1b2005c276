// Rivalries (docs/rules/rivals.md): public reads of the records the settlements keep.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { leagueIdParamsSchema } from '@boldcall/shared/schemas/leagues';
import {
  headToHeadParamsSchema,
  headToHeadSchema,
  leagueRivalryListSchema,
  rivalsSummarySchema,
} from '@boldcall/shared/schemas/rivals';
import { userIdParamsSchema } from '@boldcall/shared/schemas/users';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { leagueForBoard, leagueMemberIds } from '../leagues/leagues.repository.ts';
import { playerRead, USER_NOT_FOUND } from '../../platform/identity/identity.read.ts';
import { headToHead, rivalriesAmong, rivalsOf } from './rivals.service.ts';

export const rivalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone } = moduleRoutes(app, 'rivals');

  anyone.get('/users/:id/rivals', {
    summary: "A player's nemesis, best ally and top five rivalries",
    params: userIdParamsSchema,
    response: dataEnvelope(rivalsSummarySchema),
    errors: [404],
    handler: playerRead(db, (id) => rivalsOf(db, id)),
  });

  anyone.get('/users/:id/head-to-head/:otherId', {
    summary: "Two players' head-to-head record and every meeting, newest first",
    params: headToHeadParamsSchema,
    response: dataEnvelope(headToHeadSchema),
    errors: [404],
    handler: async (request) => {
      const record = await headToHead(db, request.params.id, request.params.otherId);
      if (!record) throw notFound(USER_NOT_FOUND);
      return { data: record };
    },
  });

  anyone.get('/leagues/:id/rivalries', {
    summary: "A league's biggest rivalries between its members",
    description: 'Private leagues answer their members only (404 otherwise).',
    params: leagueIdParamsSchema,
    response: dataEnvelope(leagueRivalryListSchema),
    errors: [404],
    handler: async (request) => {
      const league = await leagueForBoard(db, request.params.id, await viewerId(request));
      return { data: await rivalriesAmong(db, league ? leagueMemberIds(league) : null) };
    },
  });
};
