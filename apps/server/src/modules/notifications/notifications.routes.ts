// The signed-in player's notifications (resolution, moderation, merge, delete of predictions
// they have points on).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@boldcall/shared/schemas/api';
import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
} from '@boldcall/shared/schemas/notifications';
import { requireUser } from '../../plugins/auth-session.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      return listNotifications(db, me.id, request.query);
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark the given notifications read, or all of them when `ids` is omitted',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResultSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      return { data: await markNotificationsRead(db, me.id, request.body?.ids) };
    },
  );
};
