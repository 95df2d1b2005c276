// Host and origin (docs/security.md, "Host and origin"): a request addressed to a name we are
// not is refused before any route (DNS rebinding), Origin is judged against PUBLIC_URL and never
// against the request's own Host, and every loopback name a development server answers to works
// for every auth flow.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import {
  cookieFrom,
  createTestApp,
  nextAddress,
  openTestDatabase,
  useTestApp,
  type TestApp,
} from './test/test-app.ts';
import { testConfig } from './test/test-config.ts';

const FOREIGN = 'rebound.attacker.example:3000';
const UUID = '00000000-0000-0000-0000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, UUID).replace(/\*$/, 'ok');

describe('Host allow-list', () => {
  const t = useTestApp({ ALLOWED_HOSTS: 'lan.example' });

  it('refuses a foreign Host on every route, unknown paths and pages included, before any route', async () => {
    const urls = [
      ...t.app.routeTable.map((r) => [r.method, concrete(r.url)] as const),
      ['GET', '/no/such/page'] as const,
      ['GET', '/'] as const,
      ['GET', '/dev/mailbox'] as const,
      ['GET', '/api/dev/mailbox'] as const,
    ];
    expect(urls.length).toBeGreaterThan(60);
    for (const [method, url] of urls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { host: FOREIGN, origin: `http://${FOREIGN}` },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(421);
      if (method !== 'HEAD') expect(res.json().code, `${method} ${url}`).toBe('UNKNOWN_HOST');
    }
  });

  // PUBLIC_URL’s host, the loopback names in development and ALLOWED_HOSTS.
  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST', 'lan.example'])(
    'answers the Host %s',
    async (host) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode).toBe(200);
    },
  );

  it('refuses an Origin equal to the Host when that is not PUBLIC_URL’s origin', async () => {
    const body = {
      email: 'origin@example.com',
      password: 'BoldCall2468',
      name: 'origin',
      username: 'origin',
    };
    // A name we answer to (ALLOWED_HOSTS), but not a page of ours.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextAddress(),
      headers: { host: 'lan.example', origin: 'http://lan.example' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { host: '127.0.0.1:9999', origin: 'http://127.0.0.1:9999' },
      payload: {},
    });
    expect(other.statusCode).toBe(403);
  });

  it('trusts the Vite dev origin only when DEV_ORIGINS names it', async () => {
    const post = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { host: 'localhost:5173', origin: 'http://localhost:5173' },
        payload: {},
      });
    expect((await post(t)).statusCode).toBe(403);
    const dev = await createTestApp({ DEV_ORIGINS: 'http://localhost:5173' });
    try {
      // Trusted: the request goes on to the session check.
      expect((await post(dev)).statusCode).toBe(401);
    } finally {
      await dev.close();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEV_ORIGINS: 'http://localhost:5173' }),
    ).toThrow(/DEV_ORIGINS/);
  });
});

describe('every auth flow on every loopback name', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  for (const [publicUrl, browserOrigin] of [
    ['http://localhost:3000', 'http://127.0.0.1:3000'],
    ['http://127.0.0.1:3000', 'http://localhost:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ] as const) {
    it(`signs up, verifies, signs in and out from ${browserOrigin} when PUBLIC_URL is ${publicUrl}`, async () => {
      const t = await createTestApp({ PUBLIC_URL: publicUrl });
      apps.push(t);
      const host = new URL(browserOrigin).host;
      const headers = { host, origin: browserOrigin };
      const remoteAddress = nextAddress();
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, remoteAddress, headers, payload });
      const email = 'loop@example.com';
      const signUp = await post('/api/auth/sign-up/email', {
        email,
        password: 'BoldCall2468',
        name: 'loop',
        username: 'loop',
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const verify = await post('/api/auth/email-otp/verify-email', {
        email,
        otp: t.mailer.code(email),
      });
      expect(verify.statusCode, verify.body).toBe(200);
      const signIn = await post('/api/auth/sign-in/username', {
        username: 'loop',
        password: 'BoldCall2468',
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const cookie = cookieFrom(signIn.headers['set-cookie']);
      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...headers, cookie },
        payload: {},
      });
      expect(signOut.statusCode, signOut.body).toBe(200);
    });
  }
});

describe('the dev mailbox', () => {
  it('needs a loopback peer and a loopback Host, and says so', async () => {
    const config = testConfig({
      PUBLIC_URL: 'http://localhost:3000',
      ALLOWED_HOSTS: 'lan.example',
      DEV_MAILBOX: 'on',
    });
    const app = await buildApp({ config, database: await openTestDatabase() });
    try {
      const get = (url: string, host: string, remoteAddress: string) =>
        app.inject({ method: 'GET', url, remoteAddress, headers: { host } });
      for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
        expect((await get(url, 'localhost:3000', '127.0.0.1')).statusCode, url).toBe(200);
        expect((await get(url, '127.0.0.1:3000', '127.0.0.1')).statusCode, url).toBe(200);
        // A name we answer to, but not a loopback one; a peer on another machine; a foreign name.
        expect((await get(url, 'lan.example', '127.0.0.1')).statusCode, url).toBe(404);
        expect((await get(url, 'localhost:3000', '10.0.0.7')).statusCode, url).toBe(404);
        expect((await get(url, FOREIGN, '127.0.0.1')).statusCode, url).toBe(421);
      }
      const page = await get('/dev/mailbox', 'localhost:3000', '127.0.0.1');
      expect(page.body).toContain('loopback address and be addressed to a loopback name');
    } finally {
      await app.close();
    }
  });
});
