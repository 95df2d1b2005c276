// A fresh app on a fresh database for each test file: a clone of the migrated template on the
// suite's PostgreSQL (the embedded one, or TEST_DATABASE_URL's server; see global-setup.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createPlayer } from '../seed/seed.factories.ts';
import type { AvatarProvider } from '../modules/avatar/avatar.provider.ts';
import type { ReadReplica } from '../db/replica.ts';
import type { Mailer, OutgoingMail, StoredMail } from '../modules/mail/mail.service.ts';
import { secretFromUri, totp } from './totp.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

// Each simulated person gets their own address, as in real life; rate limits are per address.
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * A database of its own for the calling test file: a clone of the migrated template that the
 * global setup made (test/global-setup.ts), dropped on close. Made over the direct URL; behind a
 * pooler (TEST_DATABASE_DIRECT_URL set) the handle's `url` goes through the pooler and
 * `directUrl` does not, with named prepared statements off, as DATABASE_PREPARED=auto decides
 * (decision 038).
 */
export async function openTestDatabase(
  onStatement?: (text: string) => void,
): Promise<DatabaseHandle> {
  const adminUrl = inject('testAdminUrl');
  const template = inject('testTemplate');
  const name = `boldcall_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Clones of one template may not start at the very same moment ("source database is being
    // accessed by other users"): try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  const withName = (base: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const pooledUrl = inject('testPooledUrl');
  return openDatabase({
    url: withName(pooledUrl ?? adminUrl),
    directUrl: withName(adminUrl),
    prepared: pooledUrl === null,
    poolSize: 20,
    onStatement,
    async onClose() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
}

/**
 * Another handle on the database of `database`, with the same roles (a second app instance on the
 * same database, as behind a load balancer): pooled `url`, direct `directUrl` (decision 038).
 */
export function openSameDatabase(database: DatabaseHandle, poolSize: number): DatabaseHandle {
  return openDatabase({
    url: database.url,
    directUrl: database.directUrl,
    prepared: database.url === database.directUrl,
    poolSize,
  });
}

/** Keeps every mail for the test to read codes from. */
export function createTestMailer(): Mailer & {
  last(to: string): StoredMail | undefined;
  code(to: string): string;
  /** Waits for a mail to `to` beyond the `seen` first ones (mail steps answer before mailing). */
  nextCode(to: string, seen: number): Promise<string>;
  count(to: string): number;
  /** Addresses whose mail fails to send, as a mail server that refuses them would. */
  undeliverable: Set<string>;
} {
  const stored: StoredMail[] = [];
  let id = 1;
  const mailer = {
    canSend: true,
    devMailbox: false,
    undeliverable: new Set<string>(),
    async send(mail: OutgoingMail) {
      if (mailer.undeliverable.has(mail.to.toLowerCase())) {
        throw new Error(`test mailer: ${mail.to} refused`);
      }
      stored.unshift({ ...mail, id: id++, sentAt: new Date().toISOString() });
    },
    list: () => stored.slice(),
    last: (to: string) => stored.find((m) => m.to.toLowerCase() === to.toLowerCase()),
    count: (to: string) => stored.filter((m) => m.to.toLowerCase() === to.toLowerCase()).length,
    async nextCode(to: string, seen: number) {
      for (let i = 0; i < 200 && mailer.count(to) <= seen; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return mailer.code(to);
    },
    code(to: string) {
      const mail = mailer.last(to);
      const match = mail?.text.match(/\b(\d{6})\b/);
      if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
      return match[1];
    },
  };
  return mailer;
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  mailer: ReturnType<typeof createTestMailer>;
  /** Every SQL statement the app sent since the test app started (test/statements.ts). */
  statements: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: {
    clock?: () => Date;
    avatarProvider?: AvatarProvider;
    /** The read role over the test's database (decision 038); default none. */
    reads?: (database: DatabaseHandle) => ReadReplica;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'boldcall-test-')),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: TEST_ORIGIN,
    SPORTS_DATA_URL: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'boldcall-no-web-build'),
    ...env,
  });
  const statements: string[] = [];
  const database = await openTestDatabase((text) => statements.push(text));
  const mailer = createTestMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    clock: deps.clock,
    avatarProvider: deps.avatarProvider,
    reads: deps.reads?.(database),
  });
  await app.ready();
  return { app, database, mailer, statements, close: () => app.close() };
}

/** Cookie header from a response's set-cookie list. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The e-mail sign-up request (the usual password unless told; no invite code unless told). */
export function signUpRequest(
  t: TestApp,
  input: { email: string; username: string; password?: string; inviteCode?: string },
  remoteAddress = nextAddress(),
) {
  const { email, username, password = 'BoldCall2468', inviteCode } = input;
  return t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, name: username, username, inviteCode },
  });
}

/** The request that verifies `email` with the code last mailed to it. */
export function verifyEmailRequest(t: TestApp, email: string, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/email-otp/verify-email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, otp: t.mailer.code(email) },
  });
}

/** Signs up through the real API, reads the mailed code, verifies: returns the session cookie. */
export async function signUpAndVerify(
  t: TestApp,
  input: { email: string; username: string; password?: string },
): Promise<string> {
  const remoteAddress = nextAddress();
  const res = await signUpRequest(t, input, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const verify = await verifyEmailRequest(t, input.email, remoteAddress);
  if (verify.statusCode !== 200)
    throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return cookieFrom(verify.headers['set-cookie']);
}

/** Signs in with a password (email or username): returns the session cookie. */
export async function signIn(
  t: TestApp,
  identifier: string,
  password = 'BoldCall2468',
): Promise<string> {
  const byEmail = identifier.includes('@');
  const res = await t.app.inject({
    method: 'POST',
    remoteAddress: nextAddress(),
    url: byEmail ? '/api/auth/sign-in/email' : '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    payload: byEmail ? { email: identifier, password } : { username: identifier, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

/**
 * The usual frame of a describe block: a test app made before its tests and closed after them.
 * The returned object is filled in by the beforeAll hook, so read its fields inside hooks and tests.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * The frame of a describe block that needs a database and no app: a database of its own
 * (openTestDatabase) made before its tests and dropped after them. The returned handle is filled
 * in by the beforeAll hook, so read its fields inside hooks and tests.
 */
export function useTestDatabase(): DatabaseHandle {
  const database = {} as DatabaseHandle;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase());
  });
  afterAll(() => database.close());
  return database;
}

/**
 * useTestApp with an admin player of its own, signed in: `admin.id` and `admin.cookie` are filled
 * in by a beforeAll hook.
 */
export function useTestAppWithAdmin(
  username: string,
  ...args: Parameters<typeof createTestApp>
): { t: TestApp; admin: { id: string; cookie: string } } {
  const t = useTestApp(...args);
  const admin = { id: '', cookie: '' };
  beforeAll(async () => {
    admin.id = (await createPlayer(t.database.db, { username, role: 'admin' })).id;
    admin.cookie = await signIn(t, username);
  });
  return { t, admin };
}

/**
 * Players made straight in the database and named `${prefix}_${n}`, n counting up, so every name
 * in the test app is new; `cookie()` signs one in.
 */
export function numberedPlayers(t: TestApp, defaultPrefix: string) {
  let n = 0;
  return async (prefix = defaultPrefix) => {
    n += 1;
    const username = `${prefix}_${n}`;
    const { id } = await createPlayer(t.database.db, { username });
    return { id, username, cookie: () => signIn(t, username) };
  };
}

/**
 * Turns two-factor on for the session `cookie` as the profile does: enable with the password,
 * then confirm with a TOTP code. Returns the secret, the backup codes and the confirming answer
 * (which carries a fresh session).
 */
export async function enableTwoFactor(t: TestApp, cookie: string, password = 'BoldCall2468') {
  const send = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, cookie },
      payload,
    });
  const enable = await send('/api/auth/two-factor/enable', { password });
  if (enable.statusCode !== 200)
    throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretFromUri(totpURI);
  const confirm = await send('/api/auth/two-factor/verify-totp', { code: totp(secret) });
  return { secret, backupCodes, confirm };
}
