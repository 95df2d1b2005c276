// GET /api/users/{id}/track-record and GET /api/leagues/{id}/track-record
// (docs/rules/track-record.md). A player's is public, like the profile; a league's is seen by
// whoever may see the league (a private one by its members only, as its board).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GLOBAL_LEAGUE_ID } from '@boldcall/shared/constants';
import { LEAGUE_MSG, leagueIdParamsSchema } from '@boldcall/shared/schemas/leagues';
import {
  leagueTrackRecordEnvelopeSchema,
  trackRecordEnvelopeSchema,
} from '@boldcall/shared/schemas/track-record';
import { userIdParamsSchema } from '@boldcall/shared/schemas/users';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { leagueForBoard } from '../leagues/leagues.repository.ts';
import { playerRead } from '../../platform/identity/identity.read.ts';
import { readLeagueTrackRecord, readTrackRecord } from './track-record.repository.ts';

const FIGURES =
  'Brier = mean((c/100 − o)²) over resolved (CORRECT / INCORRECT) positions that carry a ' +
  'confidence c, o = 1 when the side taken was right; null when there are none. ' +
  '`calibration`: 10 bins [from, to) over 0–100 %, each with n, mean confidence and hit ' +
  'rate. `boldness`: the sum over winning positions of the share (percent) of the points ' +
  'staked on the losing side at resolution. `monthly`: Brier per month of resolution.';

export const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  moduleRoutes(app, 'users').anyone.get('/users/:id/track-record', {
    summary: "A player's track record: Brier score, calibration bins, boldness, monthly trend",
    description: FIGURES,
    params: userIdParamsSchema,
    response: trackRecordEnvelopeSchema,
    errors: [404],
    handler: playerRead(db, (id) => readTrackRecord(db, id)),
  });

  moduleRoutes(app, 'leagues').anyone.get('/leagues/:id/track-record', {
    summary:
      "A league's track record: its members' positions counted together, and each one's Brier",
    description:
      `${FIGURES} The figures sum every member's positions (Global: every player's). ` +
      '`members`: each member’s own Brier, lowest first, null below `minimum` resolved ' +
      'positions with a confidence (listed after, by count; not on Global); at most 50. A ' +
      'private league answers 404 to ' +
      'non-members, as its page and board.',
    params: leagueIdParamsSchema,
    response: leagueTrackRecordEnvelopeSchema,
    errors: [404],
    handler: async (request) => {
      const { id } = request.params;
      // `all` names Global on the leaderboard's filter, but no league page.
      if (id.toLowerCase() === 'all') throw notFound(LEAGUE_MSG.notFound);
      const leagueId = await leagueForBoard(db, id, await viewerId(request));
      return {
        data: {
          leagueId: leagueId ?? GLOBAL_LEAGUE_ID,
          ...(await readLeagueTrackRecord(db, leagueId)),
        },
      };
    },
  });
};
