// The player's side of moderation: the creator or a joiner responds to a flag.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '@boldcall/shared/schemas/api';
import { respondPredictionSchema } from '@boldcall/shared/schemas/admin';
import {
  predictionEnvelopeSchema,
  predictionIdParamsSchema,
} from '@boldcall/shared/schemas/predictions';
import { requirePlayer } from '../../plugins/auth-session.ts';
import { respondToFlag } from './predictions.moderation.ts';
import { getPrediction } from './predictions.service.ts';

export const predictionsModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.put(
    '/predictions/:id/respond',
    {
      schema: {
        tags: ['predictions'],
        summary: 'Respond to a flag (the creator or a joiner, once, while flagged)',
        params: predictionIdParamsSchema,
        body: respondPredictionSchema,
        response: { 200: predictionEnvelopeSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      await respondToFlag(db, player.id, request.params.id, request.body.response);
      return { data: await getPrediction(db, request.params.id, player.id) };
    },
  );
};
