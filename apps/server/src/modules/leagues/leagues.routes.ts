// /api/leagues (docs/rules/leagues.md). Thin: validate with the shared schemas, find the
// caller, call the service. Reads are public (private leagues show to their members only);
// writes need a signed-in player.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataEnvelope, ERROR_RESPONSES, errorSchema } from '@boldcall/shared/schemas/api';
import {
  createLeagueSchema,
  deletedLeagueSchema,
  inviteCodeResultSchema,
  joinLeagueSchema,
  leagueDetailSchema,
  leagueIdParamsSchema,
  leagueListQuerySchema,
  leagueListSchema,
  leagueMemberListSchema,
  leagueMemberParamsSchema,
  leagueSchema,
  leaveLeagueResultSchema,
  removedMemberSchema,
} from '@boldcall/shared/schemas/leagues';
import { requirePlayer } from '../../plugins/auth-session.ts';
import {
  createLeague,
  deleteLeague,
  getLeague,
  joinLeagueByCode,
  joinPublicLeague,
  leaveLeague,
  listLeagues,
  listMembers,
  regenerateInviteCode,
  removeMember,
} from './leagues.service.ts';

const perPlayer = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const current = await request.session();
      return current ? `${name}:${current.user.id}` : `${name}-ip:${request.ip}`;
    },
  },
});
// Writes in general, and joining by code (which could otherwise be used to guess codes).
const writeLimit = perPlayer('leagues', 60);
const codeLimit = perPlayer('league-code', 10);

const errors = { ...ERROR_RESPONSES, 429: errorSchema };

export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const viewerId = async (request: FastifyRequest) => (await request.session())?.user.id ?? null;

  app.get(
    '/leagues',
    {
      schema: {
        tags: ['leagues'],
        summary: 'The Global league, the caller’s leagues and the public ones',
        description:
          'Global first (on the first page), then leagues the caller is in, then other public ' +
          'leagues, newest first; private leagues only to their members. Each says isMember and ' +
          'isOwner; the invite code is shown to members only.',
        querystring: leagueListQuerySchema,
        response: { 200: leagueListSchema, 400: errorSchema },
      },
    },
    async (request) => listLeagues(db, await viewerId(request), request.query),
  );

  app.post(
    '/leagues',
    {
      config: writeLimit,
      schema: {
        tags: ['leagues'],
        summary: 'Create a league (Pro only); the creator owns it and is its first member',
        description:
          'Name and description required. A blank invite code is generated (6 uppercase ' +
          'letters/digits); a custom one must have that form and be unused (409).',
        body: createLeagueSchema,
        response: { 201: dataEnvelope(leagueSchema), ...errors },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request);
      const league = await createLeague(db, player.id, request.body);
      return reply.status(201).send({ data: league });
    },
  );

  app.post(
    '/leagues/join',
    {
      config: codeLimit,
      schema: {
        tags: ['leagues'],
        summary: 'Join a league with its invite code (exact match)',
        body: joinLeagueSchema,
        response: { 200: dataEnvelope(leagueSchema), ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return { data: await joinLeagueByCode(db, player.id, request.body.inviteCode) };
    },
  );

  app.get(
    '/leagues/:id',
    {
      schema: {
        tags: ['leagues'],
        summary: 'A league: its card and its members’ latest predictions',
        description:
          '`global` is the built-in league. A private league answers 404 to non-members. The ' +
          'members’ board is GET /api/leaderboard?league={id}.',
        params: leagueIdParamsSchema,
        response: { 200: dataEnvelope(leagueDetailSchema), 404: errorSchema },
      },
    },
    async (request) => ({
      data: await getLeague(db, request.params.id, await viewerId(request)),
    }),
  );

  app.get(
    '/leagues/:id/members',
    {
      schema: {
        tags: ['leagues'],
        summary: 'Members of a league in joining order',
        params: leagueIdParamsSchema,
        querystring: leagueListQuerySchema,
        response: { 200: leagueMemberListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => listMembers(db, request.params.id, await viewerId(request), request.query),
  );

  /** A member's or the owner's write on one league, answered with what it returns. */
  const leagueWrite = <T>(
    method: 'POST' | 'DELETE',
    url: string,
    doc: { summary: string; description?: string },
    response: z.ZodType<{ data: T }>,
    write: (playerId: string, leagueId: string) => Promise<T>,
  ) =>
    app.route({
      method,
      url,
      config: writeLimit,
      schema: {
        tags: ['leagues'],
        ...doc,
        params: leagueIdParamsSchema,
        response: { 200: response, ...errors },
      },
      handler: async (request) => {
        const player = await requirePlayer(request);
        return { data: await write(player.id, request.params.id) };
      },
    });

  leagueWrite(
    'POST',
    '/leagues/:id/join',
    { summary: 'Join a public league' },
    dataEnvelope(leagueSchema),
    (playerId, id) => joinPublicLeague(db, playerId, id),
  );
  leagueWrite(
    'POST',
    '/leagues/:id/leave',
    {
      summary: 'Leave a league (never the Global league)',
      description:
        'When the owner leaves, the member who joined earliest becomes the owner; an owner ' +
        'who is the last member deletes the league by leaving.',
    },
    leaveLeagueResultSchema,
    (playerId, id) => leaveLeague(db, playerId, id),
  );
  leagueWrite(
    'DELETE',
    '/leagues/:id',
    { summary: 'Delete a league (owner only)' },
    deletedLeagueSchema,
    (playerId, id) => deleteLeague(db, playerId, id),
  );
  leagueWrite(
    'POST',
    '/leagues/:id/invite-code',
    { summary: 'Generate a new invite code (owner only); the old one stops working' },
    inviteCodeResultSchema,
    (playerId, id) => regenerateInviteCode(db, playerId, id),
  );

  app.delete(
    '/leagues/:id/members/:userId',
    {
      config: writeLimit,
      schema: {
        tags: ['leagues'],
        summary: 'Remove a member (owner only); the member is notified',
        params: leagueMemberParamsSchema,
        response: { 200: removedMemberSchema, ...errors },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      const { id, userId } = request.params;
      await removeMember(db, player.id, id, userId);
      return { data: { leagueId: id, userId } };
    },
  );
};
