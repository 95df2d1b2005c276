// The only reader of process.env (ARCHITECTURE rule 6). Every variable is optional, has a
// default and a line in .env.example; a bad value stops start-up with a message naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FREE_PRO_LIMIT_DEFAULT, INVITES_PER_PLAYER_DEFAULT } from '@boldcall/shared/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const onOff = z.enum(['on', 'off']);
/** A comma-separated list of origins (`https://host[:port]`), each checked and normalised. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)) {
      try {
        origins.push(new URL(item).origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `not an origin: ${item}` });
      }
    }
    return origins;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connection roles (docs/decisions/038-connection-roles-direct-pooled-read.md): a direct
   * connection for what needs a session (LISTEN, advisory locks) when DATABASE_URL is a pooler,
   * and a read replica for the hot public reads.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Named prepared statements: auto = off when DATABASE_DIRECT_URL differs (a pooler). */
  DATABASE_PREPARED: z.enum(['auto', 'on', 'off']).default('auto'),
  /** A replica further behind than this is skipped (its reads go to the primary). */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BoldCall <no-reply@localhost>'),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(2).max(86_400).default(600),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  AUTH_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  EXPORT_INLINE_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  ADMIN_EMAILS: list,
  ADMIN_USERNAMES: list,
  AVATAR_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  SPORTS_DATA_URL: z
    .union([z.literal('off'), z.url()])
    .default('https://site.api.espn.com/apis/site/v2/sports/football/nfl'),
  NFL_SEASON: z.coerce.number().int().min(2000).max(2100).optional(),
  FREE_PRO_LIMIT: z.coerce.number().int().min(0).default(FREE_PRO_LIMIT_DEFAULT),
  INVITES_PER_PLAYER: z.coerce.number().int().min(0).max(1000).default(INVITES_PER_PLAYER_DEFAULT),
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(25),
  /** Live-event streams: at most this many per player, and in all, on one server instance. */
  EVENTS_STREAMS_PER_PLAYER: z.coerce.number().int().min(1).max(100).default(5),
  EVENTS_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  DEMO_DATA: onOff.optional(),
  /** Scheduled jobs and the notification outbox: on, except under NODE_ENV=test unless set. */
  JOBS: onOff.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Proxies allowed to set X-Forwarded-For: none, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(none|\d{1,2}|[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*)$/,
      'must be none, a hop count (1, 2 …) or comma-separated proxy addresses/CIDRs',
    )
    .default('none'),
  /** Rate-limit counters in Redis instead of the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** The in-memory dev mailbox: auto (loopback-only development servers), on or off. */
  DEV_MAILBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Other origins whose pages may call us (a Vite dev server: http://localhost:5173). */
  DEV_ORIGINS: originList,
  /** More host names this server answers to besides PUBLIC_URL's (health checks by address…). */
  ALLOWED_HOSTS: list,
  /**
   * Push-service origins exempt from the public-https rule (a test's local push service, a
   * self-hosted relay): docs/security.md, "Push endpoints".
   */
  PUSH_ENDPOINT_ALLOWLIST: originList,
  /** Who push services may contact about our messages (VAPID subject): mailto: or https:. */
  PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
    .optional(),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
/** Loopback addresses and names only: nobody on another machine can reach them. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Loopback names a development server answers to, whatever PUBLIC_URL says. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether every loopback name is ours: outside production, and on a server whose PUBLIC_URL is
 * itself a loopback name (only this machine can reach it, e.g. `npm start`'s default).
 */
function loopbackNamesAreOurs(publicUrl: string, isProduction: boolean): boolean {
  return !isProduction || isLoopbackHost(new URL(publicUrl).hostname);
}

/**
 * The host names requests may carry (docs/security.md, "Host and origin"): PUBLIC_URL's, the
 * ALLOWED_HOSTS extras and the loopback names (loopbackNamesAreOurs). A page on another name
 * that resolves to us (DNS rebinding) is refused before any route.
 */
function allowedHostNames(publicUrl: string, extra: string[], isProduction: boolean): string[] {
  const names = new Set([new URL(publicUrl).hostname.toLowerCase(), ...extra]);
  if (loopbackNamesAreOurs(publicUrl, isProduction)) {
    for (const name of LOOPBACK_NAMES) names.add(name);
  }
  return [...names];
}

/**
 * PUBLIC_URL's origin, our pages under the loopback names where those are ours (a player who
 * opens 127.0.0.1 when PUBLIC_URL says localhost), and DEV_ORIGINS. Never the request's own Host.
 */
function trustedOriginList(
  publicUrl: string,
  port: number,
  devOrigins: string[],
  isProduction: boolean,
): string[] {
  const own = new URL(publicUrl);
  const origins = new Set([own.origin]);
  if (loopbackNamesAreOurs(publicUrl, isProduction)) {
    // PUBLIC_URL's scheme and port, and the port the server listens on (plain http there).
    const bases = new Set([`${own.protocol}//NAME${own.port ? `:${own.port}` : ''}`]);
    bases.add(`http://NAME${port === 80 ? '' : `:${port}`}`);
    for (const base of bases) {
      for (const name of LOOPBACK_NAMES) origins.add(base.replace('NAME', name));
    }
  }
  for (const origin of devOrigins) origins.add(origin);
  return [...origins];
}

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses (docs/security.md). */
function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'none') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((item) => item.trim());
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.issues = issues;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.AVATAR_PROVIDER === 'openai' && !e.OPENAI_API_KEY) {
    throw new ConfigError(['OPENAI_API_KEY: required when AVATAR_PROVIDER=openai']);
  }
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    // A generated secret lives in one server's DATA_DIR: servers sharing a database would each
    // sign sessions with their own and refuse each other's.
    throw new ConfigError([
      'AUTH_SECRET: required when DATABASE_URL is set (give every server the same secret of 32+ characters)',
    ]);
  }
  if ((e.DATABASE_DIRECT_URL || e.DATABASE_READ_URL) && !e.DATABASE_URL) {
    throw new ConfigError([
      `${e.DATABASE_DIRECT_URL ? 'DATABASE_DIRECT_URL' : 'DATABASE_READ_URL'}: needs DATABASE_URL (the embedded database has one connection role)`,
    ]);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const smtpUrl = e.SMTP_URL ?? null;
  const devMailbox = decideDevMailbox(e, trustProxy);
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.DEV_ORIGINS.length > 0 && e.NODE_ENV === 'production') {
    throw new ConfigError(['DEV_ORIGINS: not allowed with NODE_ENV=production']);
  }
  const isProduction = e.NODE_ENV === 'production';
  const config = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    /** Host names (no port) a request may be addressed to; anything else is a 421. */
    allowedHosts: allowedHostNames(publicUrl, e.ALLOWED_HOSTS, isProduction),
    /** Origins whose pages may send unsafe requests (ours, by every name we answer to). */
    trustedOrigins: trustedOriginList(publicUrl, e.PORT, e.DEV_ORIGINS, isProduction),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    /** Sessions (LISTEN, advisory locks): DATABASE_DIRECT_URL, else DATABASE_URL. */
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL ?? null,
    /** The read replica of the hot public reads, or null (everything on the primary). */
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    /** Named prepared statements (decision 025); off behind a transaction-mode pooler. */
    databasePrepared:
      e.DATABASE_PREPARED === 'auto'
        ? !e.DATABASE_DIRECT_URL || e.DATABASE_DIRECT_URL === e.DATABASE_URL
        : e.DATABASE_PREPARED === 'on',
    databaseReadMaxLagMs: Math.round(e.DATABASE_READ_MAX_LAG_SECONDS * 1000),
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl,
    devMailbox,
    trustProxy,
    redisUrl: e.REDIS_URL ?? null,
    mailFrom: e.MAIL_FROM,
    authCodeTtlSeconds: e.AUTH_CODE_TTL_SECONDS,
    /** Reuse of a resolved session without a database read (0: off); bounds a missed revocation. */
    authSessionCacheSeconds: e.AUTH_SESSION_CACHE_SECONDS,
    /** A data export of at most this many rows is built at once; bigger ones by the job runner. */
    exportInlineRows: e.EXPORT_INLINE_ROWS,
    /**
     * How long a visitor's first feed page, leaderboard page and stats may be answered from
     * memory (every write empties it; this bounds a lost invalidation). Default 5000; 0 (off)
     * under NODE_ENV=test, where tests write through factories straight to the database.
     */
    readCacheMs: e.READ_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    adminEmails: e.ADMIN_EMAILS,
    adminUsernames: e.ADMIN_USERNAMES,
    avatarProvider: e.AVATAR_PROVIDER,
    openaiApiKey: e.OPENAI_API_KEY ?? null,
    openaiBaseUrl: e.OPENAI_BASE_URL ?? null,
    sportsDataUrl: e.SPORTS_DATA_URL === 'off' ? null : e.SPORTS_DATA_URL,
    nflSeason: e.NFL_SEASON ?? defaultNflSeason(new Date()),
    freeProLimit: e.FREE_PRO_LIMIT,
    invitesPerPlayer: e.INVITES_PER_PLAYER,
    eventsHeartbeatMs: Math.round(e.EVENTS_HEARTBEAT_SECONDS * 1000),
    eventsStreamsPerPlayer: e.EVENTS_STREAMS_PER_PLAYER,
    eventsStreamsPerInstance: e.EVENTS_STREAMS_PER_INSTANCE,
    // .env.example: on for the embedded default, off otherwise, unless set.
    demoData: (e.DEMO_DATA ?? (embedded ? 'on' : 'off')) === 'on',
    /** Run the job runner and the outbox worker (tests run them explicitly unless JOBS=on). */
    jobs: (e.JOBS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    pushEndpointAllowlist: e.PUSH_ENDPOINT_ALLOWLIST,
    pushContact: e.PUSH_CONTACT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
  };
  return Object.freeze(config);
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * Whether mail goes to the dev mailbox, which anyone who can reach it may read (sign-in codes
 * included). `auto` turns it on only where the only person who can reach the server is the one
 * at the keyboard: outside production, no SMTP_URL, a loopback HOST and PUBLIC_URL, no proxy in
 * front. A server that others can reach must say what happens to mail (docs/security.md).
 */
function decideDevMailbox(
  e: z.infer<typeof envSchema>,
  trustProxy: false | number | string[],
): boolean {
  if (e.DEV_MAILBOX === 'on') {
    if (e.SMTP_URL) throw new ConfigError(['DEV_MAILBOX: cannot be on when SMTP_URL is set']);
    if (e.NODE_ENV === 'production')
      throw new ConfigError(['DEV_MAILBOX: cannot be on with NODE_ENV=production']);
    return true;
  }
  if (e.DEV_MAILBOX === 'off' || e.SMTP_URL) return false;
  if (!isLoopbackHost(e.HOST)) {
    throw new ConfigError([
      `SMTP_URL: required when HOST (${e.HOST}) is not a loopback address: without it, sign-in codes would go to a dev mailbox that anyone reaching the server could read. Set SMTP_URL, or DEV_MAILBOX=off to run without mail.`,
    ]);
  }
  const publicHost = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost';
  return e.NODE_ENV !== 'production' && trustProxy === false && isLoopbackHost(publicHost);
}

/** The NFL season runs September to February: January and February belong to last year's. */
export function defaultNflSeason(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() < 2 ? year - 1 : year;
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
