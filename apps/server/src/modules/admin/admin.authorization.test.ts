// Only an admin passes an admin route (docs/security.md): every route flagged `config.admin`
// (declared through `admin.` in plugins/routes.ts, or in a plugin that calls adminOnly), read
// from the route table so a route added later is covered too — called as visitor (401), player
// (403), Pro player (403) and admin (allowed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import { createPlayer } from '../../seed/seed.factories.ts';
import type { RouteEntry } from '../../app.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const FAKE_ID = '00000000-0000-0000-0000-000000000000';
/** What each admin route answers the admin for FAKE_ID and an empty body. */
const ADMIN_ANSWERS: Record<string, number> = {
  'GET /api/admin/dashboard': 200,
  'GET /api/admin/users': 200,
  'GET /api/admin/users/:id': 404,
  'GET /api/admin/users/:id/ledger': 404,
  'POST /api/admin/users/:id/upgrade-pro': 404,
  'PUT /api/admin/users/:id/must-change-password': 400,
  'GET /api/admin/audit': 200,
  'GET /api/admin/merge/suggestions': 200,
  'POST /api/admin/merge': 400,
  // Tests run with the sports data sync off (SPORTS_DATA_URL=off).
  'POST /api/admin/nfl/sync': 409,
  'POST /api/predictions/:id/resolve': 400,
  'PUT /api/predictions/:id/flag': 400,
  'DELETE /api/predictions/:id': 404,
  'GET /api/admin/comment-reports': 200,
  'POST /api/admin/comment-reports/:id/resolve': 400,
  'PUT /api/admin/users/:id/comment-ban': 404,
  'DELETE /api/admin/users/:id/comment-ban': 404,
};

const isAdminRoute = (route: RouteEntry) => route.admin && route.method !== 'HEAD';

describe('admin authorization', () => {
  let t: TestApp;
  const cookies: Record<'player' | 'pro' | 'admin', string> = { player: '', pro: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp();
    await createPlayer(t.database.db, { username: 'plain_player' });
    await createPlayer(t.database.db, { username: 'pro_player', isPro: true });
    await createPlayer(t.database.db, { username: 'the_admin', role: 'admin' });
    cookies.player = await signIn(t, 'plain_player');
    cookies.pro = await signIn(t, 'pro_player');
    cookies.admin = await signIn(t, 'the_admin');
  });
  afterAll(() => t.close());

  const adminRoutes = () => t.app.routeTable.filter(isAdminRoute);

  it('flags every admin route, and every route under /api/admin', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.url}`);
    const underAdmin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    expect(underAdmin.filter((r) => !r.admin)).toEqual([]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'GET /api/admin/users/:id/ledger',
        'POST /api/admin/users/:id/upgrade-pro',
        'PUT /api/admin/users/:id/must-change-password',
        'GET /api/admin/audit',
        'GET /api/admin/merge/suggestions',
        'POST /api/admin/merge',
        'POST /api/predictions/:id/resolve',
        'PUT /api/predictions/:id/flag',
        'DELETE /api/predictions/:id',
      ]),
    );
    expect(adminRoutes().every((r) => !r.public)).toBe(true);
  });

  const call = (route: { method: string; url: string }, cookie: string | null, payload?: object) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, FAKE_ID),
      headers: cookie ? { cookie } : {},
      ...(payload && route.method !== 'GET' ? { payload } : {}),
    });

  it('answers a visitor 401 with the catalogue message', async () => {
    for (const route of adminRoutes()) {
      const res = await call(route, null, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message).toBe(MSG.authRequired);
    }
  });

  it('answers a player and a Pro player 403, whatever the body', async () => {
    for (const who of ['player', 'pro'] as const) {
      for (const route of adminRoutes()) {
        const res = await call(route, cookies[who], { resolution: 'CORRECT', adminNote: 'x' });
        expect(res.statusCode, `${who}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ADMIN_REQUIRED', message: MSG.adminRequired });
      }
    }
  });

  it('lets the admin through: the route itself answers (an unknown id, an empty body)', async () => {
    const answers: Record<string, number> = {};
    for (const route of adminRoutes()) {
      answers[`${route.method} ${route.url}`] = (await call(route, cookies.admin, {})).statusCode;
    }
    expect(answers).toEqual(ADMIN_ANSWERS);
  });

  it('documents every admin route in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const route of [
      ...adminRoutes(),
      { method: 'PUT', url: '/api/predictions/:id/respond' },
    ]) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
    expect(doc.paths['/api/notifications']?.get).toBeDefined();
    expect(doc.paths['/api/notifications/read']?.post).toBeDefined();
  });

  it('lets only the creator or a joiner respond, never a visitor', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/predictions/${FAKE_ID}/respond`,
      payload: { response: 'hello' },
    });
    expect(res.statusCode).toBe(401);
  });
});
