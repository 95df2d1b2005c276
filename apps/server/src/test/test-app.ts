// A fresh app on a fresh database for each test file: in-memory PGlite by default, or a new
// PostgreSQL database when TEST_DATABASE_URL is set (CI runs the suite both ways).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { Mailer, OutgoingMail, StoredMail } from '../modules/mail/mail.service.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

// Each simulated person gets their own address, as in real life; rate limits are per address.
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const name = `boldcall_test_${randomUUID().replaceAll('-', '')}`;
  const adminClient = new pg.Client({ connectionString: adminUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets close; dropping with force while backends are
      // still leaving would fail their clients with "terminating connection" errors.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Keeps every mail for the test to read codes from. */
export function createTestMailer(): Mailer & {
  last(to: string): StoredMail | undefined;
  code(to: string): string;
} {
  const stored: StoredMail[] = [];
  let id = 1;
  const mailer = {
    canSend: true,
    devMailbox: false,
    async send(mail: OutgoingMail) {
      stored.unshift({ ...mail, id: id++, sentAt: new Date().toISOString() });
    },
    list: () => stored.slice(),
    last: (to: string) => stored.find((m) => m.to.toLowerCase() === to.toLowerCase()),
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
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const database = await openTestDatabase();
  const mailer = createTestMailer();
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return { app, database, mailer, close: () => app.close() };
}

/** Cookie header from a response's set-cookie list. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up through the real API, reads the mailed code, verifies: returns the session cookie. */
export async function signUpAndVerify(
  t: TestApp,
  input: { email: string; username: string; password?: string },
): Promise<string> {
  const password = input.password ?? 'Password123';
  const remoteAddress = nextAddress();
  const res = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: input.email, password, name: input.username, username: input.username },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const verify = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/email-otp/verify-email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: input.email, otp: t.mailer.code(input.email) },
  });
  if (verify.statusCode !== 200)
    throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return cookieFrom(verify.headers['set-cookie']);
}

/** Signs in with a password (email or username): returns the session cookie. */
export async function signIn(
  t: TestApp,
  identifier: string,
  password = 'Password123',
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
