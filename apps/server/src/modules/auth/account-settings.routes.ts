// The account part of the settings page (docs/rules/account.md): e-mail, username, signed-in
// devices and deletion. Account routes (`config.account`): a personal API token never reaches
// them (modules/auth/auth.session-plugin.ts), only a signed-in session does.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletedSchema,
  accountSessionSchema,
  changeEmailSchema,
  changeUsernameSchema,
  deleteAccountSchema,
  emailChangedSchema,
  emailChangeSchema,
  removedSchema,
  sessionIdParamsSchema,
  usernameChangedSchema,
  verifyEmailChangeSchema,
} from '@boldcall/shared/schemas/account';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { z } from 'zod';
import type { AvatarStorage } from '../avatar/avatar.storage.ts';
import { moduleRoutes, perAccountLimit } from '../../plugins/routes.ts';
import { deleteAccount } from './account-deletion.ts';
import { confirmEmailChange, startEmailChange } from './account-settings.email.ts';
import { recheckIdentity } from './account-settings.recheck.ts';
import { listSessions, revokeSession } from './account-settings.service.ts';
import { changeUsername } from './account-settings.username.ts';
import { getCurrentUser } from '../users/users.service.ts';

const perAccount = (name: string, max: number, timeWindow?: string) => ({
  account: true,
  rateLimit: perAccountLimit(name, max, timeWindow),
});

export const accountSettingsRoutes: FastifyPluginAsyncZod<{
  avatarStorage: AvatarStorage | null;
}> = async (app, opts) => {
  const { db, user, player } = moduleRoutes(app, 'account');
  const mailDeps = { db, mailer: app.mailer, limiter: app.limiter, config: app.config };
  const recheckDeps = { auth: app.auth, db, limiter: app.limiter };

  player.post('/users/me/email', {
    summary: 'Start an e-mail change: a code goes to the new address',
    description:
      'Needs the password. The new address replaces the old one only once its code is sent to ' +
      '`POST /api/users/me/email/verify`; the old address is then told. Not with an API token.',
    body: changeEmailSchema,
    response: dataEnvelope(emailChangeSchema),
    errors: [400, 429, 503],
    config: perAccount('email-change', 5),
    handler: async (request, me) => {
      await recheckIdentity(recheckDeps, me.id, {
        password: request.body.password,
        twoFactor: false,
      });
      return { data: await startEmailChange(mailDeps, me.id, me.email, request.body.newEmail) };
    },
  });

  player.post('/users/me/email/verify', {
    summary: 'Confirm the new e-mail address with its code',
    description: 'The address changes, the old one is told, and other sessions end.',
    body: verifyEmailChangeSchema,
    response: dataEnvelope(emailChangedSchema),
    errors: [400, 429],
    config: perAccount('email-verify', 10),
    handler: async (request, me) => {
      const current = await request.session();
      return {
        data: await confirmEmailChange(
          mailDeps,
          me.id,
          current?.sessionId ?? null,
          request.body.code,
        ),
      };
    },
  });

  player.put('/users/me/username', {
    summary: 'Change the username (once in 30 days; the old profile link redirects for 30 days)',
    body: changeUsernameSchema,
    response: dataEnvelope(usernameChangedSchema),
    errors: [400, 409, 429],
    config: perAccount('username-change', 10),
    handler: async (request, me) => ({
      data: await changeUsername(db, app.config, me.id, request.body.username),
    }),
  });

  user.get('/users/me/sessions', {
    summary: 'Where the account is signed in: browser, system, last seen; this device marked',
    response: dataEnvelope(z.array(accountSessionSchema)),
    config: { account: true },
    handler: async (request, me) => {
      const current = await request.session();
      return { data: await listSessions(db, me.id, current?.sessionId ?? null) };
    },
  });

  user.delete('/users/me/sessions/:id', {
    summary: 'Sign out one device (by session id); every server refuses it at once',
    params: sessionIdParamsSchema,
    response: dataEnvelope(removedSchema),
    errors: [404, 429],
    config: perAccount('session-revoke', 60),
    handler: async (request, me) => {
      await revokeSession(db, me.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  });

  user.delete('/users/me', {
    summary: 'Delete the account (password, and the two-factor code when it is on)',
    description:
      'Open predictions of the player are refunded to everyone with a stake as for UNMEASURABLE, ' +
      'their stakes on other open predictions withdrawn; resolved history stays under "Deleted ' +
      'player". The e-mail address and username are free again. The last admin cannot.',
    body: deleteAccountSchema,
    response: dataEnvelope(accountDeletedSchema),
    errors: [400, 409, 429],
    config: perAccount('account-delete', 10, '15 minutes'),
    handler: async (request, me, reply) => {
      const current = await getCurrentUser(db, app.config, me.id);
      await recheckIdentity(recheckDeps, me.id, {
        password: request.body.password,
        code: request.body.code,
        twoFactor: current?.twoFactorEnabled ?? false,
      });
      const result = await deleteAccount(
        { db, config: app.config, avatarStorage: opts.avatarStorage },
        me.id,
      );
      // The cookie of a session that no longer exists.
      reply.header('set-cookie', [
        'boldcall.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        'boldcall.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      ]);
      return { data: result };
    },
  });
};
