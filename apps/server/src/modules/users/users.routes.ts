import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
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
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { listLedger } from '../points/points.repository.ts';
import { predictionTextOf } from '../predictions/predictions.repository.ts';
import { accuracyHistory } from './users.history.ts';
import { listPositions } from '../predictions/predictions.positions.ts';
import { getPublicProfile } from './users.profile.ts';
import { assertPlayerExists, playerRead } from '../../platform/identity/identity.read.ts';
import { ensurePlayer, getCurrentUser } from './users.service.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * `renamedTo`: the auth module's lookup of a name changed in the last 30 days, given by app.ts
 * (auth calls the users module when an account is verified, so users does not import auth).
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  renamedTo: (db: DbOrTx, oldUsername: string) => Promise<string | null>;
}> = async (app, { renamedTo }) => {
  const { db, anyone, user } = moduleRoutes(app, 'users');

  anyone.get('/users/me', {
    summary: 'The signed-in player, or null when signed out',
    response: dataEnvelope(currentUserSchema.nullable()),
    handler: async (request, _visitor, reply) => {
      const current = await request.session();
      if (!current) return { data: null };
      const userId = current.user.id;
      // Kept for the player until a write, or a change the database announces (plugins/read-cache.ts).
      return app.readCache.servePlayer(request, reply, userId, async () => {
        const me = await getCurrentUser(db, app.config, userId);
        // Self-heal a verified account whose profile creation was interrupted.
        if (me && me.emailVerified && me.points === 0 && !me.isPro) {
          await ensurePlayer(db, me.id);
          return { data: await getCurrentUser(db, app.config, userId) };
        }
        return { data: me };
      });
    },
  });

  user.get('/users/me/ledger', {
    summary: "The caller's points history (ledger), newest first",
    querystring: ledgerQuerySchema,
    response: ledgerPageSchema,
    errors: [400],
    handler: async (request, me) => listLedger(db, me.id, request.query, predictionTextOf),
  });

  user.get('/users/me/accuracy-history', {
    summary: "The caller's accuracy over time, one point per day with resolutions",
    response: accuracyHistorySchema,
    handler: async (_request, me) => ({ data: await accuracyHistory(db, me.id) }),
  });

  anyone.get('/users/by-username/:username', {
    summary: "A player's public profile by username (no e-mail)",
    params: usernameParamsSchema,
    response: dataEnvelope(publicProfileSchema),
    errors: [404],
    handler: async (request) => {
      const viewer = await viewerId(request);
      // On the read role (decision 038).
      return app.reads.read(request, async (from) => {
        try {
          return { data: await getPublicProfile(from, request.params, viewer) };
        } catch (error) {
          // A name its owner left in the last 30 days answers with the owner's profile (its
          // `username` is the new one: the profile page redirects; docs/rules/account.md).
          const renamed = await renamedTo(from, request.params.username);
          if (!renamed) throw error;
          return { data: await getPublicProfile(from, { username: renamed }, viewer) };
        }
      });
    },
  });

  anyone.get('/users/:id', {
    summary: "A player's public profile (no e-mail)",
    params: userIdParamsSchema,
    response: dataEnvelope(publicProfileSchema),
    errors: [404],
    handler: async (request) => {
      const viewer = await viewerId(request);
      return {
        data: await app.reads.read(request, (from) =>
          getPublicProfile(from, request.params, viewer),
        ),
      };
    },
  });

  anyone.get('/users/:id/positions', {
    summary: 'Every position a player holds: created, joined, jumped on, bet against',
    description:
      'Newest first, with the side (for / against), the stake and how it ended (open, won, ' +
      'lost, refunded). Merged-away and deleted predictions are left out. Public.',
    params: userIdParamsSchema,
    querystring: positionsQuerySchema,
    response: positionPageSchema,
    errors: [400, 404],
    handler: async (request) => {
      await assertPlayerExists(db, request.params.id);
      return listPositions(db, request.params.id, request.query, await viewerId(request));
    },
  });

  anyone.get('/users/:id/accuracy-history', {
    summary: "A player's accuracy over time (public, like their profile's accuracy)",
    params: userIdParamsSchema,
    response: accuracyHistorySchema,
    errors: [404],
    handler: playerRead(db, (id) => accuracyHistory(db, id)),
  });
};
