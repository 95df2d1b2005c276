// GET /api/users/{id}/track-record (docs/rules/track-record.md). Public, like the profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackRecordEnvelopeSchema } from '@boldcall/shared/schemas/track-record';
import { userIdParamsSchema } from '@boldcall/shared/schemas/users';
import { moduleRoutes } from '../../plugins/routes.ts';
import { assertPlayerExists } from '../users/users.profile.ts';
import { readTrackRecord } from './track-record.repository.ts';

export const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  moduleRoutes(app, 'users').anyone.get('/users/:id/track-record', {
    summary: "A player's track record: Brier score, calibration bins, boldness, monthly trend",
    description:
      'Brier = mean((c/100 − o)²) over resolved (CORRECT / INCORRECT) positions that carry a ' +
      'confidence c, o = 1 when the side taken was right; null when there are none. ' +
      '`calibration`: 10 bins [from, to) over 0–100 %, each with n, mean confidence and hit ' +
      'rate. `boldness`: the sum over winning positions of the share (percent) of the points ' +
      'staked on the losing side at resolution. `monthly`: Brier per month of resolution.',
    params: userIdParamsSchema,
    response: trackRecordEnvelopeSchema,
    errors: [404],
    handler: async (request) => {
      await assertPlayerExists(db, request.params.id);
      return { data: await readTrackRecord(db, request.params.id) };
    },
  });
};
