// /api/predictions (docs/api.md). Thin: validate with the shared schemas, find
// the caller, call the service, answer the prediction as it now is, with the caller's relation.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, errorSchema } from '@boldcall/shared/schemas/api';
import {
  createPredictionSchema,
  editPredictionSchema,
  interactionWagerBodySchema,
  joinPredictionSchema,
  listPredictionsQuerySchema,
  predictionEnvelopeSchema,
  predictionIdParamsSchema,
  predictionListSchema,
  voteSchema,
} from '@boldcall/shared/schemas/predictions';
import { requirePlayer } from '../../plugins/auth-session.ts';
import {
  betAgainstPrediction,
  createPrediction,
  editPrediction,
  getPrediction,
  joinPrediction,
  jumpOnPrediction,
  listPredictions,
  votePrediction,
} from './predictions.service.ts';

// Writes per player (or per address when the session is unknown) and minute: far above what a
// person does, low enough to stop a script from flooding the feed.
const WRITES_PER_MINUTE = 120;
const writeLimit = {
  rateLimit: {
    max: WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const current = await request.session();
      return current ? `player:${current.user.id}` : `ip:${request.ip}`;
    },
  },
};

const errors = ERROR_RESPONSES;

export const predictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const viewerId = async (request: FastifyRequest) => (await request.session())?.user.id ?? null;

  app.get(
    '/predictions',
    {
      schema: {
        tags: ['predictions'],
        summary: 'List predictions, newest first, with filters and cursor pagination',
        description:
          'Public. `q` matches text, author username and category (case-insensitive substring). ' +
          'Filters take `all` for no filter. Without `status`, MERGED predictions are left out. ' +
          "Signed in, each item carries the caller's relation (hasJoined, myVote, …).",
        querystring: listPredictionsQuerySchema,
        response: { 200: predictionListSchema, 400: errorSchema },
      },
    },
    // A visitor's first page comes from the read cache (plugins/read-cache.ts).
    async (request, reply) => {
      const compute = async () => listPredictions(db, request.query, await viewerId(request));
      return app.readCache.serve(request, reply, compute);
    },
  );

  app.get(
    '/predictions/:id',
    {
      schema: {
        tags: ['predictions'],
        summary: 'One prediction',
        params: predictionIdParamsSchema,
        response: { 200: predictionEnvelopeSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      data: await getPrediction(db, request.params.id, await viewerId(request)),
    }),
  );

  app.post(
    '/predictions',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: 'Make a prediction; the wager is held until it is resolved',
        body: createPredictionSchema,
        response: { 201: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request);
      const id = await createPrediction(db, player.id, request.body);
      return reply.status(201).send({ data: await getPrediction(db, id, player.id) });
    },
  );

  app.patch(
    '/predictions/:id',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: 'Edit text, category or expiry (creator; PENDING and nobody staked on it yet)',
        params: predictionIdParamsSchema,
        body: editPredictionSchema,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      await editPrediction(db, player.id, request.params.id, request.body);
      return { data: await getPrediction(db, request.params.id, player.id) };
    },
  );

  app.post(
    '/predictions/:id/join',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: "Join: side with the creator with a wager, sharing the prediction's outcome",
        params: predictionIdParamsSchema,
        body: joinPredictionSchema,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      // The write answers with the prediction its transaction read last.
      return {
        data: await joinPrediction(db, player.id, request.params.id, request.body.pointsWagered),
      };
    },
  );

  app.post(
    '/predictions/:id/vote',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: 'Vote up or down, once',
        params: predictionIdParamsSchema,
        body: voteSchema,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      // The write answers with the prediction its transaction read last.
      return {
        data: await votePrediction(db, player.id, request.params.id, request.body.voteType),
      };
    },
  );

  app.post(
    '/predictions/:id/jump-on',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: 'Jump on with a wager, once; the creator gets +1 at once',
        params: predictionIdParamsSchema,
        body: interactionWagerBodySchema,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      // The write answers with the prediction its transaction read last.
      return { data: await jumpOnPrediction(db, player.id, request.params.id, request.body.wager) };
    },
  );

  app.post(
    '/predictions/:id/bet-against',
    {
      config: writeLimit,
      schema: {
        tags: ['predictions'],
        summary: 'Bet against with a wager, once',
        params: predictionIdParamsSchema,
        body: interactionWagerBodySchema,
        response: { 200: predictionEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      // The write answers with the prediction its transaction read last.
      return {
        data: await betAgainstPrediction(db, player.id, request.params.id, request.body.wager),
      };
    },
  );
};
