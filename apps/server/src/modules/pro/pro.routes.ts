// Pro tier routes: the launch promotion's count ("Pro count", served for real) and the
// self-service upgrade (POST /users/upgrade-pro).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import {
  freeUpgradesSchema,
  upgradeProBodySchema,
  upgradeProResultSchema,
} from '@boldcall/shared/schemas/pro';
import { moduleRoutes, perAccountLimit } from '../../plugins/routes.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { getFreeUpgrades, upgradeToPro } from './pro.service.ts';

export const proRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone, player } = moduleRoutes(app, 'pro');

  anyone.get('/pro/free-upgrades', {
    summary: 'How many free Pro upgrades the launch promotion has left',
    response: dataEnvelope(freeUpgradesSchema),
    handler: async () => ({ data: await getFreeUpgrades(db, app.config.freeProLimit) }),
  });

  player.post('/users/upgrade-pro', {
    summary: 'Upgrade the signed-in player to Pro (free while the launch promotion lasts)',
    description:
      'Sets isPro and proUpgradedAt and tops the balance up to at least 1000 points. ' +
      '409 ALREADY_PRO for a Pro player; 409 PROMOTION_EXHAUSTED when no free upgrade is ' +
      'left (offer the waitlist: POST /api/waitlist/join). `userId` in the body is ignored.',
    body: upgradeProBodySchema,
    response: dataEnvelope(upgradeProResultSchema),
    errors: [404, 409, 429],
    config: {
      rateLimit: perAccountLimit('upgrade', 10),
    },
    handler: async (_request, me) => {
      await upgradeToPro(db, me.id, app.config.freeProLimit);
      const user = await getCurrentUser(db, app.config, me.id);
      if (!user) throw new Error('upgraded player vanished');
      return { data: { user, freeUpgrades: await getFreeUpgrades(db, app.config.freeProLimit) } };
    },
  });
};
