// The signed-in player's notifications (resolution, moderation, merge, delete of predictions
// they have points on).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
} from '@boldcall/shared/schemas/notifications';
import { moduleRoutes } from '../../plugins/routes.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { user } = moduleRoutes(app, 'notifications');

  user.get('/notifications', {
    summary: "The caller's notifications, newest first, with the unread count",
    querystring: notificationsQuerySchema,
    response: notificationListSchema,
    errors: [400],
    handler: async (request, me) => listNotifications(db, me.id, request.query),
  });

  user.post('/notifications/read', {
    summary: 'Mark the given notifications read, or all of them when `ids` is omitted',
    body: markNotificationsReadSchema,
    response: markNotificationsReadResultSchema,
    errors: [400],
    handler: async (request, me) => ({
      data: await markNotificationsRead(db, me.id, request.body?.ids),
    }),
  });
};
