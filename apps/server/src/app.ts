// buildApp(deps): the whole server without listening. main.ts starts it; tests call it and use
// `app.inject()`. Plugins first, then one module per domain under /api.
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import compressPlugin from './plugins/compress.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import readCachePlugin from './plugins/read-cache.ts';
import webPlugin from './plugins/web.ts';
import authSessionPlugin from './plugins/auth-session.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminPredictionsRoutes } from './modules/admin/admin-predictions.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { predictionsRoutes } from './modules/predictions/predictions.routes.ts';
import { predictionsModerationRoutes } from './modules/predictions/predictions.moderation.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { proRoutes } from './modules/pro/pro.routes.ts';
import { proRefreshJob } from './modules/pro/pro.refresh.ts';
import { createJobRunner, type JobRunner } from './modules/jobs/jobs.runner.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';

export const APP_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** The scheduled-jobs runner; null when the app runs without jobs (most tests). */
    jobRunner: JobRunner | null;
    /** Every route registered, for docs and the authorization tests. */
    routeTable: Array<{ method: string; url: string; public: boolean }>;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests may pass their own; by default SMTP_URL or the dev mailbox. */
  mailer?: Mailer;
  /**
   * Scheduled jobs (modules/jobs: the monthly Pro refresh): started when the app is ready, stopped
   * on close.
   * Default: on, except with NODE_ENV=test, where tests run the jobs explicitly.
   */
  jobs?: boolean;
}

export async function buildApp({
  config,
  database,
  logger = config.logLevel === 'silent' ? false : { level: config.logLevel },
  mailer,
  jobs = config.env !== 'test',
}: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.isProduction,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: Array<{ method: string; url: string; public: boolean }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({ method, url: route.url, public: !!route.config?.public });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  app.decorate('jobRunner', null as JobRunner | null);
  app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(compressPlugin);
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(readCachePlugin, { ttlMs: config.readCacheMs });
  await app.register(openapiPlugin, { version: APP_VERSION, publicUrl: config.publicUrl });
  await app.register(authSessionPlugin, {
    auth: createAuth({ config, db: database.db, mailer: app.mailer }),
  });
  if (app.mailer.devMailbox) await app.register(devMailboxRoutes, { mailer: app.mailer });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: APP_VERSION });
      await api.register(accountRoutes);
      await api.register(usersRoutes);
      await api.register(leaderboardRoutes);
      await api.register(proRoutes);
      await api.register(waitlistRoutes);
      await api.register(predictionsRoutes);
      await api.register(statsRoutes);
      await api.register(adminRoutes);
      await api.register(adminPredictionsRoutes);
      await api.register(predictionsModerationRoutes);
      await api.register(notificationsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: config.webDist });

  if (jobs) {
    const runner = createJobRunner({ database, log: app.log, jobs: [proRefreshJob(database.db)] });
    app.jobRunner = runner;
    let started: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      started = runner.start();
    });
    // Before onClose closes the database: the start-up (catch-up) round finishes first.
    app.addHook('preClose', async () => {
      await started;
      await runner.stop();
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
