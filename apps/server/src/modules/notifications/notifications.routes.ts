// The signed-in player's notifications and their settings, and the one-click unsubscribe of
// mails (docs/rules/notifications.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@boldcall/shared/constants';
import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationSettingsEnvelope,
  notificationsQuerySchema,
  updateNotificationSettingsSchema,
} from '@boldcall/shared/schemas/notifications';
import { resolveAuthSecret } from '../../config/config.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { REASON_LABEL } from './notifications.mails.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';
import {
  getNotificationSettings,
  SettingsError,
  turnOffEmail,
  updateNotificationSettings,
} from './notifications.settings.ts';
import { readUnsubscribeToken } from './notifications.unsubscribe.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, user } = moduleRoutes(app, 'notifications');

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

  user.get('/notifications/settings', {
    summary: "The caller's notification settings: channels per reason, digest, quiet hours",
    response: notificationSettingsEnvelope,
    handler: async (_request, me) => ({ data: await getNotificationSettings(db, me.id) }),
  });

  user.put('/notifications/settings', {
    summary: 'Change notification settings; reasons not listed keep their choice',
    body: updateNotificationSettingsSchema,
    response: notificationSettingsEnvelope,
    errors: [400],
    handler: async (request, me) => {
      try {
        return { data: await updateNotificationSettings(db, me.id, request.body) };
      } catch (err) {
        if (err instanceof SettingsError) throw new AppError(400, 'INVALID_SETTINGS', err.message);
        throw err;
      }
    },
  });
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · ${PRODUCT_NAME}</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;
}

const tokenQuery = z.object({ token: z.string().max(400) });

/**
 * The unsubscribe link of every mail, for anyone holding it (no sign-in). GET shows a page with
 * one button, so link scanners that open it change nothing; POST (the button, or the mail
 * client's one-click `List-Unsubscribe-Post`) turns that reason's e-mail off. Registered in a
 * scope of its own: a one-click POST comes as a form, whatever its body says.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = resolveAuthSecret(app.config);
  const { db, anyone } = moduleRoutes(app, 'notifications');
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );
  const invalid = page(
    'This link does not work',
    `<p>The unsubscribe link is incomplete or not one of ours. You can change which e-mails you get in your <a href="/settings/notifications">notification settings</a>.</p>`,
  );

  anyone.get('/notifications/unsubscribe', {
    summary: 'The page of a mail’s unsubscribe link (asks before changing anything)',
    config: { page: true }, // an HTML page: the document's security headers
    querystring: tokenQuery,
    errors: [400],
    handler: async (request, _me, reply) => {
      const target = readUnsubscribeToken(secret, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!target) return reply.status(400).send(invalid);
      const words = REASON_LABEL[target.reason];
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          `Stop ${words} e-mails?`,
          `<p>You will no longer get ${words} e-mails from ${PRODUCT_NAME}. Other e-mails and notifications stay as they are.</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:8px 16px">Unsubscribe</button></form>`,
        ),
      );
    },
  });

  anyone.post('/notifications/unsubscribe', {
    summary: 'One-click unsubscribe (RFC 8058): turns off the e-mail of the link’s reason',
    config: { page: true }, // an HTML page: the document's security headers
    querystring: tokenQuery,
    consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    errors: [400],
    handler: async (request, _me, reply) => {
      const target = readUnsubscribeToken(secret, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!target) return reply.status(400).send(invalid);
      await turnOffEmail(db, target.userId, target.reason);
      const words = REASON_LABEL[target.reason];
      return reply.send(
        page(
          'Unsubscribed',
          `<p>You will no longer get ${words} e-mails from ${PRODUCT_NAME}. Change this any time in your <a href="/settings/notifications">notification settings</a>.</p>`,
        ),
      );
    },
  });
};
