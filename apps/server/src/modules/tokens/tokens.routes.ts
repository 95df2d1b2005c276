// Personal API tokens (docs/rules/account.md "API tokens"): list, create (shown once), revoke.
// Token routes are account routes: a token cannot make or list tokens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  removedSchema,
  tokenIdParamsSchema,
} from '@boldcall/shared/schemas/account';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { moduleRoutes } from '../../plugins/routes.ts';
import { createToken, listTokens, revokeToken } from './tokens.service.ts';

const EXAMPLE =
  'Use it as `Authorization: Bearer <token>` on any player route, for example:\n\n' +
  '```sh\ncurl -H "Authorization: Bearer bc_pat_…" https://boldcall.example/api/users/me\n```\n\n' +
  'A `read` token may only read (GET); `read-write` may also write (join, vote, create …). No ' +
  'token reaches account, token or admin routes (403 `TOKEN_NOT_ALLOWED`). 300 requests a ' +
  'minute per token (429 beyond).';

export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, player, user } = moduleRoutes(app, 'tokens');

  user.get('/users/me/tokens', {
    summary: 'Your personal API tokens (never their secret)',
    description: EXAMPLE,
    response: dataEnvelope(z.array(apiTokenSchema)),
    config: { account: true },
    handler: async (_request, me) => ({ data: await listTokens(db, me.id) }),
  });

  player.post('/users/me/tokens', {
    summary: 'Create a personal API token; the answer is the only time it is shown',
    description: EXAMPLE,
    body: createApiTokenSchema,
    response: dataEnvelope(createdApiTokenSchema),
    status: 201,
    errors: [400, 409],
    config: { account: true },
    handler: async (request, me) => ({ data: await createToken(db, me.id, request.body) }),
  });

  user.delete('/users/me/tokens/:id', {
    summary: 'Revoke a personal API token: refused from the next request, on every server',
    params: tokenIdParamsSchema,
    response: dataEnvelope(removedSchema),
    errors: [404],
    config: { account: true },
    handler: async (request, me) => {
      await revokeToken(db, me.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  });
};
