// One test per finding of the security review (docs/security.md), through app.inject() on a
// real database: forged forwarding headers, per-account limits, the dev mailbox, ways in that
// skip two-factor, cross-site requests, bad input that used to answer 500, enumeration,
// closed admin endpoints, timeouts, the password list and the ledger order.
import type { Response as InjectResponse } from 'light-my-request';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import type { App } from './app.ts';
import { createPlayer } from './seed/seed.factories.ts';
import { movePoints } from './modules/points/points.service.ts';
import { COMMON_PASSWORD_MESSAGE } from './modules/auth/password-policy.ts';
import {
  cookieFrom,
  createTestApp,
  enableTwoFactor,
  nextAddress,
  signIn,
  signUpAndVerify,
  TEST_ORIGIN,
  useTestApp,
} from './test/test-app.ts';
import { totp } from './test/totp.ts';

const headers = { origin: TEST_ORIGIN };

/** A GET of `url` from `remoteAddress`, claiming to be forwarded for `forwardedFor` if given. */
const getFrom = (app: App, url: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    url,
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('security findings', () => {
  const t = useTestApp();
  let player: string;
  let admin: string;
  let playerId: string;
  beforeAll(async () => {
    playerId = (await createPlayer(t.database.db, { username: 'sec_player' })).id;
    await createPlayer(t.database.db, { username: 'sec_admin', role: 'admin' });
    await createPlayer(t.database.db, { username: 'sec_target' });
    await createPlayer(t.database.db, { username: 'sec_coder' });
    player = await signIn(t, 'sec_player');
    admin = await signIn(t, 'sec_admin');
  });

  const post = (url: string, payload: unknown, extra: Record<string, string> = {}, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip ?? nextAddress(),
      headers: { ...headers, ...extra },
      payload: payload as object,
    });

  describe('1. forwarded headers and per-account limits', () => {
    it('ignores a forged X-Forwarded-For by default: the address limit holds', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const res = await post(
          '/api/auth/sign-in/email',
          { email: `nobody${i}@example.com`, password: 'Wrong12345' },
          { 'x-forwarded-for': `203.0.113.${i}` },
          '192.0.2.10',
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    });

    it('limits failed sign-ins per account whatever the address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const identifier = i % 2 === 0 ? { email: 'sec_target@example.com' } : null;
        const res = identifier
          ? await post('/api/auth/sign-in/email', { ...identifier, password: 'Wrong12345' })
          : await post('/api/auth/sign-in/username', {
              username: 'SEC_TARGET',
              password: 'Wrong12345',
            });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Even the right password waits: the account is under attack.
      const right = await post('/api/auth/sign-in/username', {
        username: 'sec_target',
        password: 'BoldCall2468',
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(MSG.tooManyAttempts);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts failures only: successful sign-ins never lock anyone out', async () => {
      for (let i = 0; i < 14; i += 1) {
        const res = await post(
          '/api/auth/sign-in/username',
          { username: 'sec_player', password: 'BoldCall2468' },
          {},
          '192.0.2.11',
        );
        expect(res.statusCode).toBe(200);
      }
    });

    it('limits code checks per account whatever the address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await post('/api/account/reset-password', {
          identifier: 'sec_coder',
          code: String(100000 + i),
          newPassword: 'Another2468x',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('limits TOTP guesses per account, across new sign-ins and addresses', async () => {
      const cookie = await signUpAndVerify(t, { email: 'totp@example.com', username: 'totp_user' });
      const { secret, confirm } = await enableTwoFactor(t, cookie);
      expect(confirm.statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        // A fresh password sign-in (and address) for every guess: only the account is constant.
        const first = await post('/api/auth/sign-in/username', {
          username: 'totp_user',
          password: 'BoldCall2468',
        });
        expect(first.json()).toMatchObject({ twoFactorRedirect: true });
        const pending = cookieFrom(first.headers['set-cookie']);
        const guess = await post(
          '/api/auth/two-factor/verify-totp',
          { code: totp(secret, Date.now() - 10 * 60_000) },
          { cookie: pending },
        );
        statuses.push(guess.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('honours X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
      const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i += 1) {
          const res = await proxied.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: '127.0.0.1',
            headers: { ...headers, 'x-forwarded-for': `203.0.113.${i}` },
            payload: { email: `ghost${i}@example.com`, password: 'Wrong12345' },
          });
          statuses.push(res.statusCode);
        }
        // Each client behind the proxy is its own address.
        expect(statuses.every((s) => s === 401)).toBe(true);
        const direct = await getFrom(proxied.app, '/api/health', '198.51.100.7', '203.0.113.99');
        expect(direct.statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('2. dev mailbox', () => {
    it('is not there when the config turns it off, and only answers this machine when on', async () => {
      // The test mailer stands in for SMTP: no mailbox routes at all.
      expect((await t.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
      const { buildApp } = await import('./app.ts');
      const { loadConfig } = await import('./config/config.ts');
      const { openTestDatabase } = await import('./test/test-app.ts');
      const config = loadConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        PUBLIC_URL: TEST_ORIGIN,
        LOG_LEVEL: 'silent',
        SPORTS_DATA_URL: 'off',
      });
      expect(config.devMailbox).toBe(true);
      const app = await buildApp({ config, database: await openTestDatabase() });
      try {
        const local = await getFrom(app, '/api/dev/mailbox', '127.0.0.1');
        expect(local.statusCode).toBe(200);
        const remote = await getFrom(app, '/api/dev/mailbox', '192.0.2.5');
        expect(remote.statusCode).toBe(404);
        const forged = await getFrom(app, '/dev/mailbox', '192.0.2.5', '127.0.0.1');
        expect(forged.statusCode).toBe(404);
        const proxied = await getFrom(app, '/api/dev/mailbox', '127.0.0.1', '192.0.2.5');
        expect(proxied.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  });

  describe('4. every way in honours two-factor; no account outside sign-up', () => {
    it('closes sign-in by e-mail code and the code request for it', async () => {
      const signInByCode = await post('/api/auth/sign-in/email-otp', {
        email: 'fresh-person@example.com',
        otp: '123456',
      });
      expect(signInByCode.statusCode).toBe(404);
      const send = await post('/api/auth/email-otp/send-verification-otp', {
        email: 'sec_admin@example.com',
        type: 'sign-in',
      });
      expect(send.statusCode).toBe(404);
      const users = await t.database.db.execute(
        sql`select count(*)::int as n from "user" where email = 'fresh-person@example.com'`,
      );
      expect((users as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    });

    it('sends no verification code to a verified account (verifying again would sign in)', async () => {
      const before = t.mailer.count('sec_player@example.com');
      const res = await post('/api/account/resend-code', { identifier: 'sec_player' });
      expect(res.statusCode).toBe(200);
      await t.app.background.settled();
      expect(t.mailer.count('sec_player@example.com')).toBe(before);
      const verify = await post('/api/auth/email-otp/verify-email', {
        email: 'sec_player@example.com',
        otp: '123456',
      });
      expect(verify.statusCode).toBe(400);
      expect(verify.headers['set-cookie']).toBeUndefined();
    });

    it('switches off the admin endpoints that bypass the policy and the audit log', async () => {
      for (const path of [
        '/api/auth/admin/set-user-password',
        '/api/auth/admin/impersonate-user',
        '/api/auth/admin/create-user',
        '/api/auth/admin/remove-user',
        '/api/auth/admin/set-role',
        '/api/auth/delete-user',
        '/api/auth/change-email',
      ]) {
        const res = await post(path, { userId: playerId, newPassword: 'x' }, { cookie: admin });
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      }
    });
  });

  describe('5. cross-site requests', () => {
    const upgrade = `/api/admin/users/${'00000000-0000-0000-0000-000000000000'}/upgrade-pro`;
    it('refuses an unsafe method from another origin, even with a valid session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: upgrade,
        headers: { cookie: admin, origin: 'http://evil.example', 'content-type': 'text/plain' },
        payload: 'x=1',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      const sameSite = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie: player, 'sec-fetch-site': 'same-site' },
        payload: {},
      });
      expect(sameSite.statusCode).toBe(403);
      const nullOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie: player, origin: 'null' },
        payload: {},
      });
      expect(nullOrigin.statusCode).toBe(403);
    });

    it('accepts our own origin, same-origin fetches and clients that are not browsers', async () => {
      for (const extra of [
        { origin: TEST_ORIGIN },
        { 'sec-fetch-site': 'same-origin' },
        {},
        // PUBLIC_URL is localhost:3000: the same page by another loopback name is ours too.
        { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/notifications/read',
          headers: { cookie: player, ...extra },
          payload: {},
        });
        expect(res.statusCode, JSON.stringify(extra)).toBeLessThan(400);
      }
    });

    it('takes bodies as JSON only', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie: player, origin: TEST_ORIGIN, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    });
  });

  describe('6. bad input is a 400 with the error shape', () => {
    const expect400 = (res: { statusCode: number; json(): unknown }, what: string) => {
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    };

    it('refuses NUL characters in queries, paths and bodies', async () => {
      expect400(await t.app.inject({ url: '/api/predictions?q=%00' }), 'query');
      expect400(await t.app.inject({ url: '/api/users/by-username/a%00b' }), 'path');
      expect400(await t.app.inject({ url: '/api/predictions/%00' }), 'id');
      expect400(
        await post(
          '/api/predictions',
          { text: 'A bold call\u0000 about the season', category: 'sports', pointsWagered: 10 },
          { cookie: player },
        ),
        'body value',
      );
      expect400(
        await post('/api/auth/sign-in/email', { email: 'a\u0000@b.c', password: 'x' }),
        'auth body',
      );
      expect400(
        await post('/api/account/forgot-password', { ['a\u0000']: 1, identifier: 'x' }),
        'key',
      );
    });

    it('refuses malformed and out-of-range cursors', async () => {
      expect400(
        await t.app.inject({ url: '/api/predictions?cursor=OTAwNzE5OTI1NDc0MDk5MS54' }),
        'predictions',
      );
      const ledgerCursor = Buffer.from('99999-13-45 99:99:99+00|1').toString('base64url');
      expect400(
        await t.app.inject({
          url: `/api/users/me/ledger?cursor=${ledgerCursor}`,
          headers: { cookie: player },
        }),
        'ledger',
      );
      const board = Buffer.from(JSON.stringify([1, 50, 3, 2 ** 40, 'x', 1])).toString('base64url');
      expect400(await t.app.inject({ url: `/api/leaderboard?cursor=${board}` }), 'leaderboard');
    });

    it('refuses deeply nested JSON quickly, before any work', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: deep,
      });
      expect400(res, 'deep');
      expect(performance.now() - started).toBeLessThan(100);
    });

    it('validates update-user like sign-up', async () => {
      for (const [what, body] of [
        ['null name', { name: null }],
        ['empty name', { name: '   ' }],
        ['huge name', { name: 'x'.repeat(900_000) }],
        ['javascript image', { image: 'javascript:alert(1)' }],
        ['data image', { image: 'data:text/html,<script>alert(1)</script>' }],
        ['rename', { username: 'someone_else' }],
      ] as const) {
        const res = await post('/api/auth/update-user', body, { cookie: player });
        expect(res.statusCode, what).toBe(400);
        expect(res.json().statusCode, what).toBe(res.statusCode);
      }
      const ok = await post(
        '/api/auth/update-user',
        { name: 'Sec Player', image: 'https://example.com/a.png' },
        { cookie: player },
      );
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('low findings', () => {
    it('answers forgot-password the same for known and unknown accounts, limits included', async () => {
      // A mail server that holds every mail until the test lets it go: an answer that waited for
      // the lookup and the mail would never arrive, and its timing would show the account exists.
      const send = t.mailer.send;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      t.mailer.send = async (mail) => {
        await held;
        await send(mail);
      };
      try {
        const run = async (identifier: string) => {
          const ip = nextAddress();
          const out: Array<{ status: number; body: string }> = [];
          for (let i = 0; i < 7; i += 1) {
            const res = await post('/api/account/forgot-password', { identifier }, {}, ip);
            out.push({ status: res.statusCode, body: res.body });
          }
          return out;
        };
        const seen = t.mailer.count('sec_coder@example.com');
        const known = await run('sec_coder');
        const unknown = await run('no_such_player');
        expect(known.map((r) => r.status)).toEqual(unknown.map((r) => r.status));
        expect(known.map((r) => r.body)).toEqual(unknown.map((r) => r.body));
        expect(known.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
        // Every answer came while the mail was still held: no answer waited for it.
        expect(t.mailer.count('sec_coder@example.com')).toBe(seen);
        // The mail still goes out, after the answer.
        release();
        expect(await t.mailer.nextCode('sec_coder@example.com', seen)).toMatch(/^\d{6}$/);
      } finally {
        release();
        t.mailer.send = send;
      }
    });

    it('answers a sign-up with a registered e-mail like a new one and mails the owner', async () => {
      const fresh = await post('/api/auth/sign-up/email', {
        email: 'brand-new@example.com',
        password: 'BoldCall2468',
        name: 'brand_new',
        username: 'brand_new',
      });
      const taken = await post('/api/auth/sign-up/email', {
        email: 'sec_player@example.com',
        password: 'BoldCall2468',
        name: 'other_name',
        username: 'other_name',
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      const notice = t.mailer.last('sec_player@example.com');
      expect(notice?.subject).toMatch(/already exists/);
      expect(notice?.text).toContain(`${TEST_ORIGIN}/?auth=sign-in`);
      expect(notice?.text).toContain(`${TEST_ORIGIN}/?auth=forgot-password`);
    });

    it('refuses well-known breached passwords, keeps strong ones', async () => {
      for (const password of ['Password1', 'Password123', 'Passw0rd', 'Qwerty123']) {
        const res = await post('/api/auth/sign-up/email', {
          email: `weak-${password.toLowerCase()}@example.com`,
          password,
          name: 'weak_one',
          username: `weak_${password.toLowerCase()}`,
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE);
      }
      const change = await post(
        '/api/auth/change-password',
        { currentPassword: 'BoldCall2468', newPassword: 'Password123' },
        { cookie: player },
      );
      expect(change.statusCode).toBe(400);
    });

    it('closes idle keep-alive connections and sets header and request timeouts', async () => {
      const server = t.app.server;
      expect(server.keepAliveTimeout).toBe(5_000);
      expect(server.headersTimeout).toBe(10_000);
      expect(server.requestTimeout).toBe(30_000);
      expect(server.timeout).toBe(60_000);
    });

    it('orders the points history by sequence: running balances hold after concurrent writes', async () => {
      const db = t.database.db;
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          db.transaction(async (tx) => {
            // Start every transaction (its now()) before any of them writes.
            await tx.execute(sql`select pg_sleep(${(30 - i) / 1000})`);
            await movePoints(tx, {
              userId: playerId,
              amount: i % 3 === 0 ? -1 : 2,
              reason: 'admin_adjustment',
            });
          }),
        ),
      );
      const res = await t.app.inject({
        url: '/api/users/me/ledger?limit=50',
        headers: { cookie: player },
      });
      const rows = res.json().data as Array<{ amount: number; balanceAfter: number }>;
      expect(rows.length).toBeGreaterThan(30);
      for (let i = 0; i < rows.length - 1; i += 1) {
        expect(rows[i]!.balanceAfter).toBe(rows[i + 1]!.balanceAfter + rows[i]!.amount);
      }
    });
  });
});

describe('accounts: unverified sign-in', () => {
  const t = useTestApp();
  /** A POST from an address of its own, so no rate limit carries over. */
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextAddress(), headers, payload });

  it('asks to verify first and names the address: masked unless it was typed', async () => {
    const [email, username, password] = ['lovelace@example.com', 'ada_l', 'BoldCall2468'];
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password,
      name: username,
      username,
    });
    expect(signUp.statusCode).toBe(200);
    const byName = await post('/api/auth/sign-in/username', { username, password });
    expect(byName.statusCode).toBe(403);
    expect(byName.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address before signing in.',
      details: [{ path: 'sentTo', message: 'l******e@example.com' }],
    });
    const byMail = await post('/api/auth/sign-in/email', { email, password });
    expect(byMail.json().details).toEqual([{ path: 'sentTo', message: email }]);
    // A wrong password is an ordinary failure: no address, no hint that the account exists.
    const wrong = await post('/api/auth/sign-in/username', { username, password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().details).toBeUndefined();
  });
});

describe('security headers and the Content-Security-Policy', () => {
  const directives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [name, ...values] = d.split(/\s+/);
          return [name!, values.join(' ')];
        }),
    );

  /** `urls` answered by an app in development and in production, each answer checked. */
  const inEachEnvironment = (
    title: string,
    urls: string[],
    check: (res: InjectResponse, url: string, production: boolean) => void,
  ) =>
    it.each<[string, Record<string, string>]>([
      ['development', {}],
      ['production', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ])(`${title} (%s)`, async (_name, env) => {
      const t = await createTestApp(env);
      try {
        for (const url of urls) check(await t.app.inject(url), url, env.NODE_ENV === 'production');
      } finally {
        await t.close();
      }
    });

  // The unsubscribe page lives under /api and is a document all the same.
  inEachEnvironment(
    'sends a document’s headers on pages, an e-mail link’s page among them',
    ['/', '/leaderboard', '/api/notifications/unsubscribe?token=x'],
    (res, url, production) => {
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp, url).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      // No inline or remote script, ever.
      expect(csp['script-src'], url).not.toMatch(/unsafe|http|\*/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      if (production) {
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
        expect('upgrade-insecure-requests' in csp, url).toBe(true);
      } else {
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    },
  );

  inEachEnvironment(
    'sends API answers and errors the short set: nothing loads, frames or sniffs them',
    ['/api/health', '/api/nope', '/api/predictions?cursor=x', '/api/stats'],
    (res, url, production) => {
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      // A document's own headers are not repeated on every answer.
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBeUndefined();
      if (production) {
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
      } else {
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    },
  );
});

describe('keep-alive on a real socket', () => {
  it('drops an idle keep-alive connection after the keep-alive timeout', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      socket.resume(); // read the answer, so the end of the connection is seen
      const closed = new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('close', () => resolve(Date.now() - started));
      });
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      const ms = await closed;
      expect(ms).toBeGreaterThan(4_000);
      expect(ms).toBeLessThan(9_000);
    } finally {
      await t.close();
    }
  }, 20_000);
});
