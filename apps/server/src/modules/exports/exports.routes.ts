// The data export (docs/rules/account.md "Export"): ask for it (202 and an id), then poll its
// status and download the zip once ready. Rate limited per account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataExportSchema,
  exportDownloadQuerySchema,
  exportIdParamsSchema,
} from '@boldcall/shared/schemas/account';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { moduleRoutes, perAccountLimit } from '../../plugins/routes.ts';
import { exportZip, getExport, requestExport } from './exports.service.ts';

const EXPORTS_PER_HOUR = 5;

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, player, user } = moduleRoutes(app, 'account');

  player.post('/users/me/export', {
    summary: 'Ask for a zip of all your data (JSON and CSV); answers 202 with its id',
    description:
      'Small accounts are ready at once; bigger ones are built in the background: poll ' +
      '`GET /api/users/me/export/{id}` until `status` is `ready`, then follow `downloadUrl`. ' +
      `${EXPORTS_PER_HOUR} an hour.`,
    response: dataEnvelope(dataExportSchema),
    errors: [429],
    config: {
      account: true,
      rateLimit: perAccountLimit('export', EXPORTS_PER_HOUR, '1 hour'),
    },
    handler: async (_request, me, reply) => {
      const data = await requestExport(db, me.id, app.config.exportInlineRows);
      reply.status(202);
      return { data };
    },
  });

  user.get('/users/me/export/:id', {
    summary: 'An export: its status, or with `?download=1` the zip once ready',
    params: exportIdParamsSchema,
    querystring: exportDownloadQuerySchema,
    errors: [404, 409],
    config: { account: true },
    handler: async (request, me, reply) => {
      if (request.query.download) {
        const zip = await exportZip(db, me.id, request.params.id);
        if (!zip) {
          return reply.status(409).send({
            statusCode: 409,
            error: 'Conflict',
            code: 'EXPORT_NOT_READY',
            message: 'The export is not ready yet.',
          });
        }
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="boldcall-export-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(zip);
      }
      return reply.send({ data: await getExport(db, me.id, request.params.id) });
    },
  });
};
