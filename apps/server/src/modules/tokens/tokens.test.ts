// Personal API tokens (docs/rules/account.md "API tokens"): shown once, stored hashed, scoped,
// never reaching account, token or admin routes, refused everywhere once revoked.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import {
  createTestMailer,
  nextAddress,
  openSameDatabase,
  signIn,
  TEST_ORIGIN,
  useTestApp,
} from '../../test/test-app.ts';
import { apiTokens } from './tokens.table.ts';

const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal API tokens', () => {
  const t = useTestApp({ AUTH_SESSION_CACHE_SECONDS: '300' });
  let cookie = '';
  let adminCookie = '';
  let playerId = '';

  beforeAll(async () => {
    playerId = (await createPlayer(t.database.db, { username: 'scripter' })).id;
    await createPlayer(t.database.db, { username: 'tokadmin', role: 'admin' });
    cookie = await signIn(t, 'scripter');
    adminCookie = await signIn(t, 'tokadmin');
  });

  async function create(c: string, scope: 'read' | 'read-write', name = 'script') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/tokens',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, cookie: c },
      payload: { name, scope, expiresInDays: 30 },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; token: string; prefix: string };
  }

  it('is shown once and stored only as a hash', async () => {
    const made = await create(cookie, 'read');
    expect(made.token.startsWith('bc_pat_')).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/tokens',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    expect(list.json().data[0]).toMatchObject({
      id: made.id,
      name: 'script',
      scope: 'read',
      prefix: made.prefix,
    });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token);
  });

  it('reads like a session; a read token cannot write, a read-write token can', async () => {
    const read = await create(cookie, 'read');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: withToken(read.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe('scripter');
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/ledger',
      headers: withToken(read.token),
    });
    expect(ledger.statusCode).toBe(200);

    const other = await createPlayer(t.database.db, { username: 'callmaker' });
    const id = await makePrediction(t.database.db, { userId: other.id, pointsWagered: 5 });
    const join = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/predictions/${id}/join`,
        headers: withToken(token),
        payload: { pointsWagered: 5 },
      });
    const refused = await join(read.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOKEN_READ_ONLY');
    const write = await create(cookie, 'read-write');
    expect((await join(write.token)).statusCode).toBe(200);
  });

  it('never reaches account, token or admin routes', async () => {
    const write = await create(cookie, 'read-write');
    const admin = await create(adminCookie, 'read-write', 'admin script');
    const cases: Array<[string, string, string, object?]> = [
      [write.token, 'GET', '/api/users/me/tokens'],
      [write.token, 'POST', '/api/users/me/tokens', { name: 'x', scope: 'read', expiresInDays: 1 }],
      [write.token, 'GET', '/api/users/me/sessions'],
      [
        write.token,
        'POST',
        '/api/users/me/email',
        { newEmail: 'x@example.com', password: 'BoldCall2468' },
      ],
      [write.token, 'PUT', '/api/users/me/username', { username: 'renamed' }],
      [write.token, 'POST', '/api/users/me/export'],
      [write.token, 'DELETE', '/api/users/me', { password: 'BoldCall2468' }],
      [
        write.token,
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'BoldCall2468', newPassword: 'BoldCall13579' },
      ],
      [write.token, 'GET', '/api/auth/list-sessions'],
      [admin.token, 'GET', '/api/admin/users'],
      [admin.token, 'GET', '/api/admin/stats'],
    ];
    for (const [token, method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: withToken(token),
        ...(payload ? { payload } : {}),
      });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'TOKEN_NOT_ALLOWED']);
    }
    // The same account with a session still can.
    const viaSession = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: adminCookie },
    });
    expect(viaSession.statusCode).toBe(200);
  });

  it('a revoked token is refused at once on every instance sharing the database', async () => {
    // A second instance on its own pool over the same database, as behind a load balancer.
    const second: App = await buildApp({
      config: t.app.config,
      database: openSameDatabase(t.database, 4),
      mailer: createTestMailer(),
    });
    await second.ready();
    try {
      const made = await create(cookie, 'read');
      for (const app of [t.app, second]) {
        const ok = await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: withToken(made.token),
        });
        expect(ok.json().data?.id).toBe(playerId);
      }
      const revoke = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/me/tokens/${made.id}`,
        headers: { origin: TEST_ORIGIN, cookie },
      });
      expect(revoke.statusCode).toBe(200);
      for (const app of [t.app, second]) {
        // A token that does not resolve is refused outright, even on public routes.
        const me = await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: withToken(made.token),
        });
        expect(me.statusCode).toBe(401);
        const ledger = await app.inject({
          method: 'GET',
          url: '/api/users/me/ledger',
          headers: withToken(made.token),
        });
        expect(ledger.statusCode).toBe(401);
      }
    } finally {
      await second.close();
    }
  });

  it('cannot revoke another player’s token', async () => {
    const mine = await create(cookie, 'read');
    const other = await signIn(t, 'callmaker');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/tokens/${mine.id}`,
      headers: { origin: TEST_ORIGIN, cookie: other },
    });
    expect(res.statusCode).toBe(404);
  });

  it('an expired token is refused', async () => {
    const made = await create(cookie, 'read');
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, made.id));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: withToken(made.token),
    });
    expect(me.statusCode).toBe(401);
  });
});
