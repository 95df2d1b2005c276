// Admin decisions on a prediction, at the product's paths: resolve, flag/unflag/confirm/deny,
// delete. Flagged admin-only like admin.routes.ts: the session hook answers 401/403 before anything.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  deletedPredictionSchema,
  deletePredictionSchema,
  flagPredictionSchema,
  resolvePredictionSchema,
} from '@boldcall/shared/schemas/admin';
import {
  predictionEnvelopeSchema,
  predictionIdParamsSchema,
} from '@boldcall/shared/schemas/predictions';
import { adminOnly } from '../../platform/identity/identity.session.ts';
import { moduleRoutes, type ErrorStatus } from '../../plugins/routes.ts';
import {
  deletePrediction,
  moderatePrediction,
  resolvePrediction,
} from '../predictions/predictions.moderation.ts';
import { getPrediction } from '../predictions/predictions.service.ts';

const errors: ErrorStatus[] = [400, 404, 409];

export const adminPredictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const { db, admin } = moduleRoutes(app, 'admin');

  /** An admin's decision on a prediction, answered with the prediction as it now is. */
  const decision = <B extends z.ZodType>(
    method: 'post' | 'put',
    url: string,
    doc: { summary: string; description?: string },
    body: B,
    decide: (adminId: string, predictionId: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    admin[method](url, {
      ...doc,
      params: predictionIdParamsSchema,
      body,
      response: predictionEnvelopeSchema,
      errors,
      handler: async (request, me) => {
        await decide(me.id, request.params.id, request.body);
        return { data: await getPrediction(db, request.params.id, me.id) };
      },
    });

  decision(
    'post',
    '/predictions/:id/resolve',
    {
      summary: 'Resolve a PENDING prediction and pay out (admin)',
      description:
        'resolvedAt and resolvedBy of the product brief payload are ignored: the server records its ' +
        'own time and the signed-in admin.',
    },
    resolvePredictionSchema,
    (adminId, id, body) => resolvePrediction(db, adminId, id, body),
  );
  decision(
    'put',
    '/predictions/:id/flag',
    { summary: 'Flag (comment required), unflag, confirm or deny the response (admin)' },
    flagPredictionSchema,
    (adminId, id, body) => moderatePrediction(db, adminId, id, body),
  );

  admin.delete('/predictions/:id', {
    summary: 'Delete a prediction: held wagers are refunded, then it disappears (admin)',
    params: predictionIdParamsSchema,
    body: deletePredictionSchema,
    response: deletedPredictionSchema,
    errors,
    handler: async (request, me) => {
      const result = await deletePrediction(db, me.id, request.params.id, request.body ?? {});
      return { data: { id: result.id, deleted: true as const, refunds: result.refunds } };
    },
  });
};
