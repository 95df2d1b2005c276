// buildApp(deps): the whole server without listening. main.ts starts it; tests call it and use
// `app.inject()`. Plugins first, then one module per domain under /api.
import path from 'node:path';
import type { Server as HttpServer } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { resolveAuthSecret, type Config } from './config/config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import backgroundPlugin from './plugins/background.ts';
import compressPlugin from './plugins/compress.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import readCachePlugin from './plugins/read-cache.ts';
import readReplicaPlugin from './plugins/read-replica.ts';
import { createReadReplica, type ReadReplica } from './db/replica.ts';
import webPlugin from './plugins/web.ts';
import authSessionPlugin from './modules/auth/auth.session-plugin.ts';
import { loadServerRender } from './modules/ssr/ssr.render.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminPredictionsRoutes } from './modules/admin/admin-predictions.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { accountSettingsRoutes } from './modules/auth/account-settings.routes.ts';
import { dataExportsJob } from './modules/exports/exports.service.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { tokensRoutes } from './modules/tokens/tokens.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { predictionsRoutes } from './modules/predictions/predictions.routes.ts';
import { predictionsModerationRoutes } from './modules/predictions/predictions.moderation.routes.ts';
import {
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/notifications.routes.ts';
import {
  createOutboxWorker,
  type OutboxWorker,
} from './modules/notifications/notifications.outbox.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushSender, vapidKeyPair, type VapidKeys } from './modules/push/push.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { trackRecordRoutes } from './modules/track-record/track-record.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { leaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { proRoutes } from './modules/pro/pro.routes.ts';
import { proRefreshJob } from './modules/pro/pro.refresh.ts';
import { createJobRunner, type JobRunner } from './platform/jobs/jobs.runner.ts';
import { SESSIONS_CHANNEL } from './platform/identity/identity.session.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { avatarRoutes } from './modules/avatar/avatar.routes.ts';
import { avatarCleanupJob } from './modules/avatar/avatar.service.ts';
import { createAvatarProvider, type AvatarProvider } from './modules/avatar/avatar.provider.ts';
import { createLocalAvatarStorage, type AvatarStorage } from './modules/avatar/avatar.storage.ts';
import { nflRoutes } from './modules/nfl/nfl.routes.ts';
import { nflSyncJob } from './modules/nfl/nfl.sync.ts';
import { digestJob, type DigestSources } from './modules/notifications/notifications.digest.ts';
import { followeeIdsOf } from './modules/follows/follows.service.ts';
import { overallRank } from './modules/leaderboard/leaderboard.service.ts';
import { picksSettledIn } from './modules/nfl/nfl.repository.ts';
import { pointsChangeIn } from './modules/points/points.repository.ts';
import {
  activityOnCallsIn,
  newCallsIn,
  recentPredictions,
  settledPositionsIn,
} from './modules/predictions/predictions.repository.ts';
import { renamedTo } from './modules/auth/account-settings.username.ts';
import { adminRemindersJob, remindersJob } from './modules/reminders/reminders.job.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { EVENTS_CHANNEL, parseChange } from './modules/events/events.hub.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { ogRoutes } from './modules/og/og.routes.ts';
import { metaTags, pageMeta } from './modules/og/og.meta.ts';
import type { CardRenderer } from './modules/og/og.renderer.ts';
import { receiptsRoutes } from './modules/predictions/predictions.receipts.routes.ts';
import { rivalsRoutes } from './modules/rivals/rivals.routes.ts';

export const APP_VERSION = '0.1.0';

/**
 * Connection limits (docs/security.md): idle keep-alive sockets close after 5 s, a socket with
 * no traffic at all after 60 s (long-lived streams must send a heartbeat more often), headers
 * must arrive within 10 s and a whole request within 30 s.
 */
const SERVER_TIMEOUTS = {
  keepAliveTimeout: 5_000,
  connectionTimeout: 60_000,
  requestTimeout: 30_000,
} as const;
const HEADERS_TIMEOUT_MS = 10_000;

/** TRUST_PROXY=<n>: the last n hops are our proxies (proxy-addr's hop-count rule). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** What the e-mail digest reads of the modules that own it (notifications sits below them). */
export const digestSources: DigestSources = {
  pointsChangeIn,
  settledPositionsIn,
  picksSettledIn,
  activityOnCallsIn,
  newCallsIn: (db, windows, limit) => newCallsIn(db, windows, followeeIdsOf, limit),
  overallRank,
};

/** A route as the tests see it: its method, URL and the flags its config sets. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly public: boolean;
  readonly admin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** The scheduled-jobs runner; null when the app runs without jobs (most tests). */
    jobRunner: JobRunner | null;
    /** Sends the notification outbox (push, e-mail); null when the app runs without jobs. */
    outbox: OutboxWorker | null;
    /** Every route registered, for docs and the authorization tests. */
    routeTable: RouteEntry[];
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests may pass their own; by default SMTP_URL or the dev mailbox. */
  mailer?: Mailer;
  /**
   * Scheduled jobs (platform/jobs: the monthly Pro refresh, the avatar clean-up): started when the
   * app is ready, stopped on close.
   * Default: JOBS (on, except with NODE_ENV=test, where tests run the jobs explicitly).
   */
  jobs?: boolean;
  /** Default: AVATAR_PROVIDER's provider. */
  avatarProvider?: AvatarProvider;
  /** Default: files under DATA_DIR/avatars. */
  avatarStorage?: AvatarStorage;
  /** The time for NFL kickoff locks (tests stand a second before or at kickoff). */
  clock?: () => Date;
  /** Default: a render worker started on the first card image asked for. */
  cardRenderer?: CardRenderer;
  /** The read role (decision 038). Default: DATABASE_READ_URL's replica, or none. */
  reads?: ReadReplica;
}

export async function buildApp({
  config,
  database,
  logger = config.logLevel === 'silent' ? false : { level: config.logLevel },
  mailer,
  jobs = config.jobs,
  avatarProvider = createAvatarProvider(config),
  avatarStorage = createLocalAvatarStorage(path.join(config.dataDir, 'avatars')),
  clock,
  cardRenderer,
  reads,
}: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from the proxies TRUST_PROXY names (default none): otherwise
    // anyone could pick their own request.ip and escape every per-address limit.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ...SERVER_TIMEOUTS,
  }).withTypeProvider<ZodTypeProvider>();
  (app.server as HttpServer).headersTimeout = HEADERS_TIMEOUT_MS;

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The flags are read when asked: a plugin's own onRoute hook (adminOnly) sets them after
    // this one has run.
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return !!route.config?.public;
        },
        get admin() {
          return !!route.config?.admin;
        },
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  app.decorate('jobRunner', null as JobRunner | null);
  app.decorate('outbox', null as OutboxWorker | null);
  app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(backgroundPlugin);
  await app.register(compressPlugin);
  await app.register(securityPlugin, { config, database });
  await app.register(readCachePlugin, {
    ttlMs: config.readCacheMs,
    // A player's kept answers are forgotten when the database announces a change to that player
    // (a ledger row or a notification, jobs included) or to any account or session.
    viewerChannels: [
      { channel: EVENTS_CHANNEL, userIdOf: (payload) => parseChange(payload)?.userId ?? null },
      { channel: SESSIONS_CHANNEL, userIdOf: () => undefined },
    ],
  });
  await app.register(readReplicaPlugin, {
    reads: reads ?? defaultReads(config, database, app.log),
    secure: config.publicUrl.startsWith('https:'),
    maxLagMs: config.databaseReadMaxLagMs,
  });
  await app.register(openapiPlugin, { version: APP_VERSION, publicUrl: config.publicUrl });
  await app.register(authSessionPlugin, {
    auth: createAuth({
      config,
      db: database.db,
      mailer: app.mailer,
      limiter: app.limiter,
      background: app.background,
    }),
  });
  if (app.mailer.devMailbox) await app.register(devMailboxRoutes, { mailer: app.mailer });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: APP_VERSION });
      await api.register(accountRoutes);
      await api.register(usersRoutes, { renamedTo });
      await api.register(trackRecordRoutes);
      await api.register(leaderboardRoutes, { recentPredictions });
      await api.register(proRoutes);
      await api.register(waitlistRoutes);
      await api.register(predictionsRoutes);
      await api.register(statsRoutes);
      await api.register(adminRoutes);
      await api.register(adminPredictionsRoutes);
      await api.register(predictionsModerationRoutes);
      await api.register(notificationsRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(pushRoutes);
      await api.register(avatarRoutes, { storage: avatarStorage, provider: avatarProvider });
      await api.register(leaguesRoutes);
      await api.register(nflRoutes, { clock });
      await api.register(invitationsRoutes);
      await api.register(eventsRoutes);
      await api.register(commentsRoutes);
      await api.register(followsRoutes);
      await api.register(ogRoutes, { avatars: avatarStorage, renderer: cardRenderer });
      await api.register(receiptsRoutes);
      await api.register(rivalsRoutes);
      await api.register(accountSettingsRoutes, { avatarStorage });
      await api.register(tokensRoutes);
      await api.register(exportsRoutes);
    },
    { prefix: '/api' },
  );

  const cardSources = { db: database.db, avatars: avatarStorage };
  await app.register(webPlugin, {
    webDist: config.webDist,
    // Visitors' first paint, rendered on the server (docs/decisions/039).
    serverRender: await loadServerRender(app, {
      ssrDist: path.join(path.dirname(config.webDist), 'dist-ssr'),
      ttlMs: config.readCacheMs,
    }),
    // Link previews: a call's page, a profile and an invite link carry their own tags.
    pageHead: async (pathname, query) => {
      const meta = await pageMeta(cardSources, config.publicUrl, pathname, query);
      return meta ? { status: meta.status, tags: metaTags(meta) } : null;
    },
  });

  if (jobs) {
    const nflSync = nflSyncJob({
      db: database.db,
      baseUrl: config.sportsDataUrl,
      season: config.nflSeason,
      demoData: config.demoData,
      log: app.log,
    });
    const runner = createJobRunner({
      database,
      log: app.log,
      // The app's clock, so a test that runs the jobs stands where its requests stand.
      clock,
      jobs: [
        proRefreshJob(database.db),
        avatarCleanupJob(database.db, avatarStorage),
        nflSync,
        dataExportsJob(database.db),
        remindersJob({ db: database.db, season: config.nflSeason }),
        adminRemindersJob(database.db, config),
        digestJob(database.db, digestSources),
      ],
    });
    app.jobRunner = runner;
    // Every instance sends the outbox: rows are claimed one instance at a time (the worker's
    // header), so more instances only send sooner.
    let keys: Promise<VapidKeys> | undefined;
    const outbox = createOutboxWorker({
      db: database.db,
      mailer: app.mailer,
      push: createPushSender(() => (keys ??= vapidKeyPair(database.db)), config.pushContact, {
        allowedOrigins: config.pushEndpointAllowlist,
      }),
      origin: config.publicUrl,
      secret: resolveAuthSecret(config),
      log: app.log,
    });
    app.outbox = outbox;
    let started: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      started = runner.start();
      outbox.start();
    });
    // Before onClose closes the database: the start-up (catch-up) round finishes first.
    app.addHook('preClose', async () => {
      await started;
      await runner.stop();
      await outbox.stop();
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** DATABASE_READ_URL's replica (probed every second), or none: every read on the primary. */
function defaultReads(
  config: Config,
  database: DatabaseHandle,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): ReadReplica {
  const replica = config.databaseReadUrl
    ? openDatabase({ url: config.databaseReadUrl, prepared: config.databasePrepared })
    : null;
  return createReadReplica({
    primary: database,
    replica,
    maxLagMs: config.databaseReadMaxLagMs,
    onStateChange: (status) =>
      status.state === 'up'
        ? log.info({ replica: status }, 'read replica up: hot public reads go to it')
        : log.warn({ replica: status }, `read replica ${status.state}: reads go to the primary`),
  });
}
