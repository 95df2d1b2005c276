// The authorization matrix (docs/security.md): every route of app.routeTable, called as a
// visitor, as the player who owns the resource, as another player, as a Pro player and as an
// admin, must answer exactly the status written here. A route without a line here fails the
// test: adding a route means adding ONE line to MATRIX (HEAD routes follow their GET line).
//
// Resources: `:id` of /predictions is a fresh pending prediction of the owner for every call
// (calls change state); `:id` of /users and /admin/users is the owner; `:username` the owner's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, makePrediction, type CreatedPlayer } from './db/factories.ts';
import { createTestApp, nextAddress, signIn, TEST_ORIGIN, type TestApp } from './test/test-app.ts';

type Status = number;
/** [visitor, owner, other player, Pro player, admin] */
type Row = [Status, Status, Status, Status, Status];
interface Fixture {
  owner: CreatedPlayer;
  /** A fresh pending prediction of the owner. */
  prediction(): Promise<string>;
}
interface Case {
  row: Row;
  /** Concrete URL when the route's own (with params filled in) is not the one to call. */
  url?: string;
  body?: (f: Fixture) => unknown | Promise<unknown>;
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const ALL_200: Row = [200, 200, 200, 200, 200];
const SIGNED_IN: Row = [401, 200, 200, 200, 200];
const ADMIN_ONLY_READ: Row = [401, 403, 403, 403, 200];

// prettier-ignore
const MATRIX: Record<string, Case> = {
  'GET /': { row: ALL_200 },
  'GET /api/docs': { row: ALL_200 },
  'HEAD /api/docs/': { row: ALL_200 },
  'GET /api/docs/json': { row: ALL_200 },
  'GET /api/docs/yaml': { row: ALL_200 },
  'GET /api/docs/static/index.html': { row: [302, 302, 302, 302, 302] },
  'GET /api/docs/static/swagger-initializer.js': { row: ALL_200 },
  'GET /api/docs/static/*': { row: ALL_200, url: '/api/docs/static/swagger-ui.css' },
  'GET /api/auth/*': { row: ALL_200, url: '/api/auth/get-session' },
  'HEAD /api/auth/*': { row: [404, 404, 404, 404, 404], url: '/api/auth/get-session' },
  'POST /api/auth/*': { row: SIGNED_IN, url: '/api/auth/update-user', body: () => ({ name: 'same_name' }) },
  'GET /api/health': { row: ALL_200 },
  'POST /api/account/verify-email': { row: [400, 400, 400, 400, 400], body: () => ({ identifier: 'nobody', code: '123456' }) },
  'POST /api/account/resend-code': { row: ALL_200, body: () => ({ identifier: 'nobody' }) },
  'POST /api/account/forgot-password': { row: ALL_200, body: () => ({ identifier: 'nobody' }) },
  'POST /api/account/reset-password': { row: [400, 400, 400, 400, 400], body: () => ({ identifier: 'nobody', code: '123456', newPassword: 'Another2468x' }) },
  'GET /api/users/me': { row: ALL_200 },
  'GET /api/users/me/ledger': { row: SIGNED_IN },
  'GET /api/users/me/accuracy-history': { row: SIGNED_IN },
  'GET /api/users/by-username/:username': { row: ALL_200 },
  'GET /api/users/:id': { row: ALL_200 },
  'GET /api/users/:id/accuracy-history': { row: ALL_200 },
  'GET /api/leaderboard': { row: ALL_200 },
  'GET /api/pro/free-upgrades': { row: ALL_200 },
  'POST /api/users/upgrade-pro': { row: [401, 200, 200, 409, 200], body: () => ({}) },
  'POST /api/waitlist/join': { row: ALL_200, body: () => ({ email: `w${Math.random()}@example.com` }) },
  'GET /api/predictions': { row: ALL_200 },
  'GET /api/predictions/:id': { row: ALL_200 },
  'POST /api/predictions': { row: [401, 201, 201, 201, 201], body: () => ({ text: 'The underdogs win the title this season', category: 'sports', expiresAt: inAWeek(), pointsWagered: 5 }) },
  'PATCH /api/predictions/:id': { row: [401, 200, 403, 403, 403], body: () => ({ text: 'The underdogs win the title again this year' }) },
  'POST /api/predictions/:id/join': { row: [401, 403, 200, 200, 200], body: () => ({ pointsWagered: 5 }) },
  'POST /api/predictions/:id/vote': { row: [401, 403, 200, 200, 200], body: () => ({ voteType: 'up' }) },
  'POST /api/predictions/:id/jump-on': { row: [401, 403, 200, 200, 200], body: () => ({ wager: 5 }) },
  'POST /api/predictions/:id/bet-against': { row: [401, 403, 200, 200, 200], body: () => ({ wager: 5 }) },
  'GET /api/stats': { row: ALL_200 },
  'GET /api/admin/dashboard': { row: ADMIN_ONLY_READ },
  'GET /api/admin/users': { row: ADMIN_ONLY_READ },
  'GET /api/admin/users/:id': { row: ADMIN_ONLY_READ },
  'GET /api/admin/users/:id/ledger': { row: ADMIN_ONLY_READ },
  'POST /api/admin/users/:id/upgrade-pro': { row: [401, 403, 403, 403, 200] },
  'PUT /api/admin/users/:id/must-change-password': { row: [401, 403, 403, 403, 200], body: () => ({ value: false }) },
  'GET /api/admin/audit': { row: ADMIN_ONLY_READ },
  'GET /api/admin/merge/suggestions': { row: ADMIN_ONLY_READ },
  'POST /api/admin/merge': { row: [401, 403, 403, 403, 201], body: async (f) => ({ predictionIds: [await f.prediction(), await f.prediction()], text: 'The underdogs win the title this season' }) },
  'POST /api/predictions/:id/resolve': { row: [401, 403, 403, 403, 200], body: () => ({ resolution: 'UNMEASURABLE', adminNote: 'Matrix check' }) },
  'PUT /api/predictions/:id/flag': { row: [401, 403, 403, 403, 200], body: () => ({ action: 'flag', adminComment: 'Please clarify' }) },
  'DELETE /api/predictions/:id': { row: [401, 403, 403, 403, 200] },
  'PUT /api/predictions/:id/respond': { row: [401, 409, 403, 403, 403], body: () => ({ response: 'It is measurable' }) },
  'GET /api/notifications': { row: SIGNED_IN },
  'POST /api/notifications/read': { row: SIGNED_IN, body: () => ({}) },
};

const ROLES = ['visitor', 'owner', 'other', 'pro', 'admin'] as const;

/** The MATRIX key of a route: HEAD follows GET when the table has no HEAD line of its own. */
function matrixKey(route: { method: string; url: string }): string {
  const own = `${route.method} ${route.url}`;
  if (route.method === 'HEAD' && !MATRIX[own]) return `GET ${route.url}`;
  return own;
}

describe('authorization matrix over the route table', () => {
  let t: TestApp;
  let fixture: Fixture;
  const cookies: Record<(typeof ROLES)[number], string | null> = {
    visitor: null,
    owner: null,
    other: null,
    pro: null,
    admin: null,
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const owner = await createPlayer(db, { username: 'mx_owner', bonusPoints: 5_000 });
    await createPlayer(db, { username: 'mx_other', bonusPoints: 5_000 });
    await createPlayer(db, { username: 'mx_pro', isPro: true, bonusPoints: 5_000 });
    await createPlayer(db, { username: 'mx_admin', role: 'admin', bonusPoints: 5_000 });
    cookies.owner = await signIn(t, 'mx_owner');
    cookies.other = await signIn(t, 'mx_other');
    cookies.pro = await signIn(t, 'mx_pro');
    cookies.admin = await signIn(t, 'mx_admin');
    fixture = {
      owner,
      prediction: () => makePrediction(db, { userId: owner.id, pointsWagered: 5 }),
    };
  }, 60_000);
  afterAll(() => t.close());

  it('has exactly one line for every route (no line for a route that is gone)', () => {
    const keys = new Set(t.app.routeTable.map(matrixKey));
    const missing = [...keys].filter((k) => !MATRIX[k]);
    expect(missing, 'routes without a MATRIX line in authorization.matrix.test.ts').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !keys.has(k));
    expect(stale, 'MATRIX lines without a route').toEqual([]);
  });

  it('answers each caller exactly as written', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const key = matrixKey(route);
      const spec = MATRIX[key];
      if (!spec) continue; // reported by the test above
      for (const [i, role] of ROLES.entries()) {
        let url = spec.url ?? route.url;
        if (url.includes(':id')) {
          const id = url.startsWith('/api/predictions/')
            ? await fixture.prediction()
            : fixture.owner.id;
          url = url.replace(':id', id);
        }
        url = url.replace(':username', fixture.owner.username);
        const body = spec.body ? await spec.body(fixture) : undefined;
        const cookie = cookies[role];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          remoteAddress: nextAddress(),
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        const expected = spec.row[i];
        if (res.statusCode !== expected) {
          failures.push(
            `${route.method} ${url} as ${role}: ${res.statusCode} (want ${expected}) ${res.body.slice(0, 120)}`,
          );
        }
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBeLessThan(500);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
