import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorSchema } from '@boldcall/shared/schemas/api';
import {
  accuracyHistorySchema,
  currentUserSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  positionPageSchema,
  positionsQuerySchema,
  publicProfileSchema,
  userIdParamsSchema,
  usernameParamsSchema,
} from '@boldcall/shared/schemas/users';
import { requireUser } from '../../plugins/auth-session.ts';
import { listLedger } from '../points/points.repository.ts';
import { accuracyHistory } from './users.history.ts';
import { listPositions } from '../predictions/predictions.positions.ts';
import { assertPlayerExists, getPublicProfile } from './users.profile.ts';
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

  app.get(
    '/users/me/ledger',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's points history (ledger), newest first",
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      return listLedger(app.database.db, me.id, request.query);
    },
  );

  app.get(
    '/users/me/accuracy-history',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's accuracy over time, one point per day with resolutions",
        response: { 200: accuracyHistorySchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      return { data: await accuracyHistory(app.database.db, me.id) };
    },
  );

  app.get(
    '/users/by-username/:username',
    {
      schema: {
        tags: ['users'],
        summary: "A player's public profile by username (no e-mail)",
        params: usernameParamsSchema,
        response: { 200: dataEnvelope(publicProfileSchema), 404: errorSchema },
      },
    },
    async (request) => ({
      data: await getPublicProfile(app.database.db, { username: request.params.username }),
    }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A player's public profile (no e-mail)",
        params: userIdParamsSchema,
        response: { 200: dataEnvelope(publicProfileSchema), 404: errorSchema },
      },
    },
    async (request) => ({
      data: await getPublicProfile(app.database.db, { id: request.params.id }),
    }),
  );

  app.get(
    '/users/:id/positions',
    {
      schema: {
        tags: ['users'],
        summary: 'Every position a player holds: created, joined, jumped on, bet against',
        description:
          'Newest first, with the side (for / against), the stake and how it ended (open, won, ' +
          'lost, refunded). Merged-away and deleted predictions are left out. Public.',
        params: userIdParamsSchema,
        querystring: positionsQuerySchema,
        response: { 200: positionPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await assertPlayerExists(app.database.db, request.params.id);
      const viewerId = (await request.session())?.user.id ?? null;
      return listPositions(app.database.db, request.params.id, request.query, viewerId);
    },
  );

  app.get(
    '/users/:id/accuracy-history',
    {
      schema: {
        tags: ['users'],
        summary: "A player's accuracy over time (public, like their profile's accuracy)",
        params: userIdParamsSchema,
        response: { 200: accuracyHistorySchema, 404: errorSchema },
      },
    },
    async (request) => {
      await assertPlayerExists(app.database.db, request.params.id);
      return { data: await accuracyHistory(app.database.db, request.params.id) };
    },
  );
};
