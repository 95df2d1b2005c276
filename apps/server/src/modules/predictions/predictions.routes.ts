// /api/predictions (docs/api.md). Thin: validate with the shared schemas, find
// the caller, call the service, answer the prediction as it now is, with the caller's relation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  type Prediction,
} from '@boldcall/shared/schemas/predictions';
import { FOLLOW_MSG } from '@boldcall/shared/schemas/follows';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import { moduleRoutes, perAccountLimit, type ErrorStatus } from '../../plugins/routes.ts';
import {
  betAgainstPrediction,
  createPrediction,
  editPrediction,
  getPrediction,
  joinPrediction,
  jumpOnPrediction,
  listPredictions,
  listSeenBy,
  votePrediction,
} from './predictions.service.ts';

// Writes per player (or per address when the session is unknown) and minute: far above what a
// person does, low enough to stop a script from flooding the feed.
const WRITES_PER_MINUTE = 120;
const writeLimit = { rateLimit: perAccountLimit('player', WRITES_PER_MINUTE) };

const errors: ErrorStatus[] = [400, 404, 409];

export const predictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone, player } = moduleRoutes(app, 'predictions');

  anyone.get('/predictions', {
    summary: 'List predictions, newest first, with filters and cursor pagination',
    description:
      'Public. `q` matches text, author username and category (case-insensitive substring). ' +
      'Filters take `all` for no filter. Without `status`, MERGED predictions are left out. ' +
      "Signed in, each item carries the caller's relation (hasJoined, myVote, …).",
    querystring: listPredictionsQuerySchema,
    response: predictionListSchema,
    errors: [400, 401],
    // A visitor's first page comes from the read cache (plugins/read-cache.ts); a player's is the
    // visitors' page kept there, as this player sees it (one small statement), itself kept for
    // that player until a write.
    handler: async (request, _visitor, reply) => {
      const viewer = await viewerId(request);
      if (request.query.following) {
        // The caller's own list: never from the read cache (docs/rules/follows.md).
        if (viewer === null) throw unauthorized(FOLLOW_MSG.feedSignIn);
        return listPredictions(db, { ...request.query, followedBy: viewer }, viewer);
      }
      // The read role (decision 038): the replica, or the primary for a player whose write it has
      // not replayed yet; that player's page is then not the visitors' kept one either.
      if (viewer !== null && !app.reads.pinned(request)) {
        return app.readCache.servePlayer(
          request,
          reply,
          viewer,
          () => {
            // Undefined for a later page or with the cache off: then the page as the player sees it.
            const kept = app.readCache.visitorPage(request, () =>
              app.reads.read(request, (from) => listPredictions(from, request.query, null)),
            );
            return app.reads.read(request, async (from) =>
              kept
                ? listSeenBy(from, await kept, viewer)
                : listPredictions(from, request.query, viewer),
            );
          },
          { fromVisitorPage: true },
        );
      }
      return app.readCache.serve(request, reply, () =>
        app.reads.read(request, (from) => listPredictions(from, request.query, viewer)),
      );
    },
  });

  anyone.get('/predictions/:id', {
    summary: 'One prediction',
    params: predictionIdParamsSchema,
    response: predictionEnvelopeSchema,
    errors: [404],
    handler: async (request) => {
      const viewer = await viewerId(request);
      return {
        data: await app.reads.read(request, (from) =>
          getPrediction(from, request.params.id, viewer),
        ),
      };
    },
  });

  player.post('/predictions', {
    summary: 'Make a prediction; the wager is held until it is resolved',
    body: createPredictionSchema,
    response: predictionEnvelopeSchema,
    status: 201,
    errors,
    config: writeLimit,
    handler: async (request, me) => {
      const id = await createPrediction(db, me.id, request.body);
      return { data: await getPrediction(db, id, me.id) };
    },
  });

  player.patch('/predictions/:id', {
    summary: 'Edit text, category or expiry (creator; PENDING and nobody staked on it yet)',
    params: predictionIdParamsSchema,
    body: editPredictionSchema,
    response: predictionEnvelopeSchema,
    errors,
    config: writeLimit,
    handler: async (request, me) => {
      await editPrediction(db, me.id, request.params.id, request.body);
      return { data: await getPrediction(db, request.params.id, me.id) };
    },
  });

  /** A player's write on one prediction, answered with the prediction its transaction read last. */
  const interaction = <B extends z.ZodType>(
    action: string,
    summary: string,
    body: B,
    write: (playerId: string, predictionId: string, body: z.output<B>) => Promise<Prediction>,
  ) =>
    player.post(`/predictions/:id/${action}`, {
      summary,
      params: predictionIdParamsSchema,
      body,
      response: predictionEnvelopeSchema,
      errors,
      config: writeLimit,
      handler: async (request, me) => ({
        data: await write(me.id, request.params.id, request.body),
      }),
    });

  interaction(
    'join',
    "Join: side with the creator with a wager, sharing the prediction's outcome",
    joinPredictionSchema,
    (playerId, id, body) =>
      joinPrediction(db, playerId, id, body.pointsWagered, { confidence: body.confidence }),
  );
  interaction('vote', 'Vote up or down, once', voteSchema, (playerId, id, body) =>
    votePrediction(db, playerId, id, body.voteType),
  );
  for (const [action, summary, stake] of [
    ['jump-on', 'Jump on with a wager, once; the creator gets +1 at once', jumpOnPrediction],
    ['bet-against', 'Bet against with a wager, once', betAgainstPrediction],
  ] as const) {
    interaction(action, summary, interactionWagerBodySchema, (playerId, id, body) =>
      stake(db, playerId, id, body.wager, { confidence: body.confidence }),
    );
  }
};
