// /api/og/… : the share cards as 1200×630 PNG images (docs/rules/sharing.md). Each answer
// carries its version as ETag; an address with the current `?v=` is cached for good (a change
// makes a new address), any other is revalidated. Drawing happens in the render worker
// (og.renderer.ts), so these routes never hold up the others.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { predictionIdParamsSchema } from '@boldcall/shared/schemas/predictions';
import { cardQuerySchema, leagueInviteParamsSchema } from '@boldcall/shared/schemas/share';
import { usernameParamsSchema } from '@boldcall/shared/schemas/users';
import { notFound } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import type { AvatarStorage } from '../avatar/avatar.storage.ts';
import { leagueForCard, playerForCard, predictionForCard, type CardSources } from './og.cards.ts';
import { cardVersion, type CardModel } from './og.model.ts';
import { createCardRenderer, type CardRenderer } from './og.renderer.ts';

const FOREVER = 'public, max-age=31536000, immutable';
/** Without the current version in the address: shared caches may keep it briefly. */
const REVALIDATE = 'public, max-age=60, must-revalidate';

export interface OgRoutesOptions {
  avatars: AvatarStorage;
  /** Tests and benchmarks may bring their own; by default one is started on first use. */
  renderer?: CardRenderer;
}

async function sendCard(
  renderer: CardRenderer,
  request: FastifyRequest<{ Querystring: { v?: string } }>,
  reply: FastifyReply,
  model: CardModel | null,
) {
  if (!model) throw notFound('Nothing to show here');
  const version = cardVersion(model);
  const etag = `"${version}"`;
  const cacheControl = request.query.v === version ? FOREVER : REVALIDATE;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const { png } = await renderer.png(model);
  return reply.type('image/png').send(png);
}

export const ogRoutes: FastifyPluginAsyncZod<OgRoutesOptions> = async (app, opts) => {
  const sources: CardSources = { db: app.database.db, avatars: opts.avatars };
  const renderer = opts.renderer ?? createCardRenderer();
  if (!opts.renderer) app.addHook('onClose', () => renderer.close());
  const { anyone } = moduleRoutes(app, 'og');

  /** One card's route: its address, its words in the API docs, its params, how to find it. */
  const cardRoute = <P extends z.ZodType>(
    url: string,
    docs: { summary: string; description?: string },
    params: P,
    find: (params: z.output<P>) => Promise<{ model: CardModel } | null>,
  ) =>
    anyone.get(url, {
      ...docs,
      params,
      querystring: cardQuerySchema,
      errors: [404, 503],
      handler: async (request, _visitor, reply) =>
        sendCard(renderer, request, reply, (await find(request.params))?.model ?? null),
    });

  cardRoute(
    '/og/predictions/:id',
    { summary: "A call's share card: 1200×630 PNG, ETag = its version" },
    predictionIdParamsSchema,
    ({ id }) => predictionForCard(sources, id),
  );
  cardRoute(
    '/og/users/:username',
    { summary: "A player's share card: 1200×630 PNG, ETag = its version" },
    usernameParamsSchema,
    ({ username }) => playerForCard(sources, username),
  );
  cardRoute(
    '/og/leagues/:code',
    {
      summary: "A league invite's share card (by invite code): 1200×630 PNG",
      description: 'A private league shows only its name and member count.',
    },
    leagueInviteParamsSchema,
    ({ code }) => leagueForCard(sources, code),
  );
};
