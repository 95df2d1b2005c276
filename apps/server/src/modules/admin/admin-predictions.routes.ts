// Admin decisions on a prediction, at the product's paths: resolve, flag/unflag/confirm/deny,
// delete. Flagged admin-only like admin.routes.ts: the session hook answers 401/403 before anything.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_RESPONSES } from '@boldcall/shared/schemas/api';
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
import { adminOnly, requireAdmin } from '../../plugins/auth-session.ts';
import {
  deletePrediction,
  moderatePrediction,
  resolvePrediction,
} from '../predictions/predictions.moderation.ts';
import { getPrediction } from '../predictions/predictions.service.ts';

const errors = ERROR_RESPONSES;

export const adminPredictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminOnly(app);

  /** An admin's decision on a prediction, answered with the prediction as it now is. */
  const decision = <B extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    doc: { summary: string; description?: string },
    body: B,
    decide: (adminId: string, predictionId: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      schema: {
        tags: ['admin'],
        ...doc,
        params: predictionIdParamsSchema,
        body,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
      handler: async (request) => {
        const admin = await requireAdmin(request);
        // The provider validated the body with `body`; its generic type does not narrow to B here.
        await decide(admin.id, request.params.id, request.body as z.output<B>);
        return { data: await getPrediction(db, request.params.id, admin.id) };
      },
    });

  decision(
    'POST',
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
    'PUT',
    '/predictions/:id/flag',
    { summary: 'Flag (comment required), unflag, confirm or deny the response (admin)' },
    flagPredictionSchema,
    (adminId, id, body) => moderatePrediction(db, adminId, id, body),
  );

  app.delete(
    '/predictions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a prediction: held wagers are refunded, then it disappears (admin)',
        params: predictionIdParamsSchema,
        body: deletePredictionSchema,
        response: { 200: deletedPredictionSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const result = await deletePrediction(db, admin.id, request.params.id, request.body ?? {});
      return { data: { id: result.id, deleted: true as const, refunds: result.refunds } };
    },
  );
};
