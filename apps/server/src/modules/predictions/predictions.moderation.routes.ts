// The player's side of moderation: the creator or a joiner responds to a flag.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respondPredictionSchema } from '@boldcall/shared/schemas/admin';
import {
  predictionEnvelopeSchema,
  predictionIdParamsSchema,
} from '@boldcall/shared/schemas/predictions';
import { moduleRoutes } from '../../plugins/routes.ts';
import { respondToFlag } from './predictions.moderation.ts';
import { getPrediction } from './predictions.service.ts';

export const predictionsModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  moduleRoutes(app, 'predictions').player.put('/predictions/:id/respond', {
    summary: 'Respond to a flag (the creator or a joiner, once, while flagged)',
    params: predictionIdParamsSchema,
    body: respondPredictionSchema,
    response: predictionEnvelopeSchema,
    errors: [400, 404, 409],
    handler: async (request, me) => {
      await respondToFlag(db, me.id, request.params.id, request.body.response);
      return { data: await getPrediction(db, request.params.id, me.id) };
    },
  });
};
