// Web push for the signed-in player's devices (docs/rules/notifications.md "Push").
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushPublicKeySchema,
  pushSubscriptionEnvelope,
  pushSubscriptionInputSchema,
} from '@boldcall/shared/schemas/notifications';
import { AppError } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { PushEndpointError } from './push.endpoint.ts';
import { deleteSubscription, saveSubscription, vapidKeyPair } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = { allowedOrigins: app.config.pushEndpointAllowlist };
  const { db, anyone, user } = moduleRoutes(app, 'push');

  anyone.get('/push/public-key', {
    summary: 'The VAPID public key a browser subscribes with (base64url)',
    response: pushPublicKeySchema,
    handler: async () => ({ data: { publicKey: (await vapidKeyPair(db)).publicKey } }),
  });

  user.post('/push/subscriptions', {
    summary: "Save this device's push subscription (the browser's PushSubscription JSON)",
    body: pushSubscriptionInputSchema,
    response: pushSubscriptionEnvelope,
    status: 201,
    errors: [400],
    handler: async (request, me) => {
      try {
        return { data: await saveSubscription(db, me.id, request.body, policy) };
      } catch (err) {
        if (err instanceof PushEndpointError) {
          throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', err.message);
        }
        throw err;
      }
    },
  });

  user.delete('/push/subscriptions/:id', {
    summary: 'Remove one of your devices’ push subscriptions',
    params: z.object({ id: z.string().min(1).max(100) }),
    errors: [404],
    handler: async (request, me, reply) => {
      if (!(await deleteSubscription(db, me.id, request.params.id))) {
        throw new AppError(404, 'NOT_FOUND', 'No such push subscription on your account.');
      }
      return reply.status(204).send();
    },
  });
};
