// /api/leagues (docs/rules/leagues.md). Thin: validate with the shared schemas, find the
// caller, call the service. Reads are public (private leagues show to their members only);
// writes need a signed-in player.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
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
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes, perAccountLimit, type ErrorStatus } from '../../plugins/routes.ts';
import { listMembers } from './leagues.members.ts';
import { getLeague, listLeagues } from './leagues.repository.ts';
import {
  createLeague,
  deleteLeague,
  joinLeagueByCode,
  joinPublicLeague,
  leaveLeague,
  regenerateInviteCode,
  removeMember,
} from './leagues.service.ts';

// Writes in general, and joining by code (which could otherwise be used to guess codes).
const writeLimit = { rateLimit: perAccountLimit('leagues', 60) };
const codeLimit = { rateLimit: perAccountLimit('league-code', 10) };

const errors: ErrorStatus[] = [400, 404, 409, 429];

export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone, player } = moduleRoutes(app, 'leagues');

  anyone.get('/leagues', {
    summary: 'The Global league, the caller’s leagues and the public ones',
    description:
      'Global first (on the first page), then leagues the caller is in, then other public ' +
      'leagues, newest first; private leagues only to their members. Each says isMember and ' +
      'isOwner; the invite code is shown to members only.',
    querystring: leagueListQuerySchema,
    response: leagueListSchema,
    errors: [400],
    handler: async (request) => listLeagues(db, await viewerId(request), request.query),
  });

  player.post('/leagues', {
    summary: 'Create a league (Pro only); the creator owns it and is its first member',
    description:
      'Name and description required. A blank invite code is generated (6 uppercase ' +
      'letters/digits); a custom one must have that form and be unused (409).',
    body: createLeagueSchema,
    response: dataEnvelope(leagueSchema),
    status: 201,
    errors,
    config: writeLimit,
    handler: async (request, me) => ({ data: await createLeague(db, me.id, request.body) }),
  });

  player.post('/leagues/join', {
    summary: 'Join a league with its invite code (exact match)',
    body: joinLeagueSchema,
    response: dataEnvelope(leagueSchema),
    errors,
    config: codeLimit,
    handler: async (request, me) => ({
      data: await joinLeagueByCode(db, me.id, request.body.inviteCode),
    }),
  });

  anyone.get('/leagues/:id', {
    summary: 'A league: its card and its members’ latest predictions',
    description:
      '`global` is the built-in league. A private league answers 404 to non-members. The ' +
      'members’ board is GET /api/leaderboard?league={id}.',
    params: leagueIdParamsSchema,
    response: dataEnvelope(leagueDetailSchema),
    errors: [404],
    handler: async (request) => ({
      data: await getLeague(db, request.params.id, await viewerId(request)),
    }),
  });

  anyone.get('/leagues/:id/members', {
    summary: 'Members of a league in joining order',
    params: leagueIdParamsSchema,
    querystring: leagueListQuerySchema,
    response: leagueMemberListSchema,
    errors: [400, 404],
    handler: async (request) =>
      listMembers(db, request.params.id, await viewerId(request), request.query),
  });

  /** A member's or the owner's write on one league, answered with what it returns. */
  const leagueWrite = <T>(
    method: 'post' | 'delete',
    url: string,
    doc: { summary: string; description?: string },
    response: z.ZodType<{ data: T }>,
    write: (playerId: string, leagueId: string) => Promise<T>,
  ) =>
    player[method](url, {
      ...doc,
      params: leagueIdParamsSchema,
      response,
      errors,
      config: writeLimit,
      handler: async (request, me) => ({ data: await write(me.id, request.params.id) }),
    });

  leagueWrite(
    'post',
    '/leagues/:id/join',
    { summary: 'Join a public league' },
    dataEnvelope(leagueSchema),
    (playerId, id) => joinPublicLeague(db, playerId, id),
  );
  leagueWrite(
    'post',
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
    'delete',
    '/leagues/:id',
    { summary: 'Delete a league (owner only)' },
    deletedLeagueSchema,
    (playerId, id) => deleteLeague(db, playerId, id),
  );
  leagueWrite(
    'post',
    '/leagues/:id/invite-code',
    { summary: 'Generate a new invite code (owner only); the old one stops working' },
    inviteCodeResultSchema,
    (playerId, id) => regenerateInviteCode(db, playerId, id),
  );

  player.delete('/leagues/:id/members/:userId', {
    summary: 'Remove a member (owner only); the member is notified',
    params: leagueMemberParamsSchema,
    response: removedMemberSchema,
    errors,
    config: writeLimit,
    handler: async (request, me) => {
      const { id, userId } = request.params;
      await removeMember(db, me.id, id, userId);
      return { data: { leagueId: id, userId } };
    },
  });
};
