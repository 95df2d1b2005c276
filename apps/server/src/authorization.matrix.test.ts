// The authorization matrix (docs/security.md): every route of app.routeTable, called as a
// visitor, as the player who owns the resource, as another player, as a Pro player and as an
// admin, must answer exactly the status written here. A route without a line here fails the
// test: adding a route means adding ONE line to MATRIX (HEAD routes follow their GET line).
//
// Resources: `:id` of /predictions is a fresh pending prediction of the owner for every call
// (calls change state); `:id` of /users and /admin/users is the owner; `:username` the owner's.
// `:id` of /leagues is a fresh public league the owner created (while Pro) for every call; routes
// needing other resources (a member to remove, an NFL game, the owner's avatar) name their own
// URL or body through the fixture.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from './platform/identity/identity.table.ts';
import {
  createPlayer,
  makeComment,
  makeLeague,
  makePrediction,
  type CreatedPlayer,
} from './seed/seed.factories.ts';
import { commentReports } from './modules/comments/comments.table.ts';
import { multipartBody } from './modules/avatar/avatar.test-helpers.ts';
import { makeTestPhoto } from './modules/avatar/avatar.test-photo.ts';
import { placeBet } from './modules/nfl/nfl.service.ts';
import { requestExport } from './modules/exports/exports.service.ts';
import { createToken } from './modules/tokens/tokens.service.ts';
import { unsubscribeToken } from './modules/notifications/notifications.unsubscribe.ts';
import { saveSubscription } from './modules/push/push.service.ts';
import { leagues } from './modules/leagues/leagues.table.ts';
import { nflGames } from './modules/nfl/nfl.table.ts';
import { receipts } from './modules/receipts/receipts.table.ts';
import { createTestApp, nextAddress, signIn, TEST_ORIGIN, type TestApp } from './test/test-app.ts';

/** test-app.ts's AUTH_SECRET, which signs unsubscribe links. */
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

type Status = number;
/** [visitor, owner, other player, Pro player, admin] */
type Row = [Status, Status, Status, Status, Status];
interface Fixture {
  owner: CreatedPlayer;
  /** A fresh pending prediction of the owner. */
  prediction(): Promise<string>;
  /** A fresh public league the owner created; `withOther` adds mx_other as a member. */
  league(withOther?: boolean): Promise<string>;
  /** A fresh scheduled NFL game (kick-off in a week) of the configured season. */
  nflGame(): Promise<string>;
  /** A fresh NFL game with a pick of the owner on it. */
  nflGameWithOwnerBet(): Promise<string>;
  /** The owner's generated avatar: its id and the file name of its full-size image. */
  avatar: { id: string; file: string };
  /** A multipart avatar request (photo + style). */
  avatarForm: { payload: Buffer; headers: Record<string, string> };
  /** mx_other's user id. */
  otherId: string;
  /** A fresh comment of the owner on a fresh prediction of the owner. */
  comment(): Promise<string>;
  /** A fresh open report by mx_other of a fresh comment of the owner. */
  commentReport(): Promise<string>;
  /** A fresh personal API token of the owner: its id. */
  ownerToken(): Promise<string>;
  /** A fresh data export of the owner: its id. */
  ownerExport(): Promise<string>;
  /** A fresh push subscription of the owner: its id. */
  ownerPushDevice(): Promise<string>;
}
interface Case {
  row: Row;
  /** Concrete URL when the route's own (with params filled in) is not the one to call. */
  url?: string | ((f: Fixture) => string | Promise<string>);
  body?: (f: Fixture) => unknown | Promise<unknown>;
  /** A raw (non-JSON) request body with its headers (multipart uploads). */
  raw?: (f: Fixture) => { payload: Buffer; headers: Record<string, string> };
  /** A long-lived stream (server-sent events): only the status line is read, then it is closed. */
  stream?: true;
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
  'GET /api/notifications/settings': { row: SIGNED_IN },
  'PUT /api/notifications/settings': { row: SIGNED_IN, body: () => ({ digest: 'daily' }) },
  // The unsubscribe link works for whoever holds it (a mail has no session): the token decides.
  'GET /api/notifications/unsubscribe': { row: ALL_200, url: (f) => `/api/notifications/unsubscribe?token=${unsubscribeToken(TEST_SECRET, f.owner.id, 'digest')}` },
  'POST /api/notifications/unsubscribe': { row: ALL_200, url: (f) => `/api/notifications/unsubscribe?token=${unsubscribeToken(TEST_SECRET, f.owner.id, 'digest')}` },
  'GET /api/push/public-key': { row: ALL_200 },
  'POST /api/push/subscriptions': { row: [401, 201, 201, 201, 201], body: () => ({ endpoint: 'https://93.184.215.14/push/matrix', keys: { p256dh: 'BMatrixDeviceKey', auth: 'matrixauth' } }) },
  'DELETE /api/push/subscriptions/:id': { row: [401, 204, 404, 404, 404], url: async (f) => `/api/push/subscriptions/${await f.ownerPushDevice()}` },
  'GET /api/users/:id/positions': { row: ALL_200 },
  'GET /api/users/:id/track-record': { row: ALL_200 },
  'GET /api/events': { row: SIGNED_IN, stream: true },
  // Leagues: creating is Pro-only, and by this line the upgrade-pro line above has made the
  // owner, the other player and the admin Pro (a non-Pro creator's 403 PRO_REQUIRED is checked in
  // leagues.test.ts); owner-only actions answer 403 to others.
  'GET /api/leagues': { row: ALL_200 },
  'POST /api/leagues': { row: [401, 201, 201, 201, 201], body: () => ({ name: 'Matrix league', description: 'Checks who may do what', inviteCode: '' }) },
  'POST /api/leagues/join': { row: [401, 409, 200, 200, 200], url: '/api/leagues/join', body: async (f) => ({ inviteCode: await leagueCode(f) }) },
  'GET /api/leagues/:id': { row: ALL_200 },
  'GET /api/leagues/:id/members': { row: ALL_200 },
  'GET /api/leagues/:id/track-record': { row: ALL_200 },
  'POST /api/leagues/:id/join': { row: [401, 409, 200, 200, 200] },
  'POST /api/leagues/:id/leave': { row: [401, 200, 409, 409, 409] },
  'DELETE /api/leagues/:id': { row: [401, 200, 403, 403, 403] },
  'POST /api/leagues/:id/invite-code': { row: [401, 200, 403, 403, 403] },
  'DELETE /api/leagues/:id/members/:userId': { row: [401, 200, 403, 403, 403], url: async (f) => `/api/leagues/${await f.league(true)}/members/${f.otherId}` },
  // NFL: reads are public (the caller's picks when signed in); picks need a session; sync is admin-only.
  'GET /api/nfl/teams': { row: ALL_200 },
  'GET /api/nfl/games': { row: ALL_200 },
  'GET /api/nfl/season-games': { row: ALL_200 },
  'POST /api/nfl/bets': { row: [401, 200, 200, 200, 200], body: async (f) => ({ gameId: await f.nflGame(), teamCode: 'KC', wager: 5 }) },
  'POST /api/nfl/bets/batch': { row: [401, 200, 200, 200, 200], body: async (f) => ({ picks: [{ gameId: await f.nflGame(), teamCode: 'KC', wager: 5 }] }) },
  'DELETE /api/nfl/bets/:gameId': { row: [401, 200, 404, 404, 404], url: async (f) => `/api/nfl/bets/${await f.nflGameWithOwnerBet()}` },
  'GET /api/nfl/bets': { row: SIGNED_IN },
  'GET /api/nfl/season-prediction': { row: ALL_200 },
  'POST /api/nfl/season-prediction': { row: [401, 201, 201, 201, 201], body: async (f) => ({ predictions: { [await f.nflGame()]: 'KC' }, totalWager: 5 }) },
  'GET /api/nfl/standings': { row: ALL_200 },
  'POST /api/admin/nfl/sync': { row: [401, 403, 403, 403, 409] },
  // Avatars: generating needs a session; a result can be used only by the player who made it.
  'POST /api/generate-avatar': { row: [401, 200, 200, 200, 200], raw: (f) => f.avatarForm },
  'GET /api/avatars/:file': { row: ALL_200, url: (f) => `/api/avatars/${f.avatar.file}` },
  'PUT /api/users/me/avatar': { row: [401, 200, 404, 404, 404], body: (f) => ({ avatarId: f.avatar.id }) },
  'DELETE /api/users/me/avatar': { row: SIGNED_IN },
  // Invitations: validating a code is public; a player's overview is for them or an admin.
  'GET /api/og/predictions/:id': { row: ALL_200, url: async (f) => `/api/og/predictions/${await f.prediction()}` },
  'GET /api/og/users/:username': { row: ALL_200 },
  'GET /api/og/leagues/:code': { row: ALL_200, url: async (f) => `/api/og/leagues/${await leagueCode(f)}` },
  'POST /api/invitations/validate': { row: ALL_200, body: () => ({ inviteCode: 'NOPE99' }) },
  'POST /api/invitations': { row: [401, 201, 201, 201, 201], body: () => ({ count: 1 }) },
  'GET /api/invitations/user/:userId': { row: [401, 200, 403, 403, 200], url: (f) => `/api/invitations/user/${f.owner.id}` },
  // Receipts and rivalries: public reads.
  'GET /api/predictions/:id/receipts': { row: ALL_200 },
  'GET /api/receipts/:hash': { row: ALL_200, url: async (f) => `/api/receipts/${await receiptHash(f)}` },
  'GET /api/receipts/:hash/verify': { row: ALL_200, url: async (f) => `/api/receipts/${await receiptHash(f)}/verify` },
  'GET /api/users/:id/rivals': { row: ALL_200 },
  'GET /api/users/:id/head-to-head/:otherId': { row: ALL_200, url: (f) => `/api/users/${f.owner.id}/head-to-head/${f.otherId}` },
  'GET /api/leagues/:id/rivalries': { row: ALL_200 },
  // Comments: threads are public, writing needs a session; one's own comment is edited and
  // deleted by its author only; the call's creator (the owner) and admins hide and restore; a
  // player cannot report their own; the queue and bans are admin-only.
  'GET /api/predictions/:id/comments': { row: ALL_200 },
  'POST /api/predictions/:id/comments': { row: [401, 201, 201, 201, 201], body: () => ({ text: 'Matrix says hello' }) },
  // Following oneself is refused (400); anyone else follows the owner.
  'POST /api/users/:id/follow': { row: [401, 400, 200, 200, 200] },
  'DELETE /api/users/:id/follow': { row: [401, 400, 200, 200, 200] },
  'GET /api/predictions/:id/watch': { row: SIGNED_IN },
  'POST /api/predictions/:id/watch': { row: SIGNED_IN },
  'DELETE /api/predictions/:id/watch': { row: SIGNED_IN },
  'GET /api/predictions/:id/comments/mentions': { row: ALL_200 },
  'PATCH /api/comments/:id': { row: [401, 200, 403, 403, 403], url: async (f) => `/api/comments/${await f.comment()}`, body: () => ({ text: 'Edited by the matrix' }) },
  'DELETE /api/comments/:id': { row: [401, 200, 403, 403, 403], url: async (f) => `/api/comments/${await f.comment()}` },
  'POST /api/comments/:id/hide': { row: [401, 200, 403, 403, 200], url: async (f) => `/api/comments/${await f.comment()}/hide`, body: () => ({}) },
  'POST /api/comments/:id/restore': { row: [401, 200, 403, 403, 200], url: async (f) => `/api/comments/${await f.comment()}/restore`, body: () => ({}) },
  'POST /api/comments/:id/report': { row: [401, 400, 201, 201, 201], url: async (f) => `/api/comments/${await f.comment()}/report`, body: () => ({ reason: 'Matrix check' }) },
  'GET /api/admin/comment-reports': { row: ADMIN_ONLY_READ },
  'POST /api/admin/comment-reports/:id/resolve': { row: [401, 403, 403, 403, 200], url: async (f) => `/api/admin/comment-reports/${await f.commentReport()}/resolve`, body: () => ({ action: 'dismiss' }) },
  'PUT /api/admin/users/:id/comment-ban': { row: [401, 403, 403, 403, 200], url: (f) => `/api/admin/users/${f.otherId}/comment-ban`, body: () => ({}) },
  'DELETE /api/admin/users/:id/comment-ban': { row: [401, 403, 403, 403, 200], url: (f) => `/api/admin/users/${f.otherId}/comment-ban` },
  // Account and data (docs/rules/account.md): each player's own; never anyone else's.
  'POST /api/users/me/email': { row: [401, 200, 200, 200, 200], body: () => ({ newEmail: 'mx-moved@example.com', password: 'BoldCall2468' }) },
  'POST /api/users/me/email/verify': { row: [401, 400, 400, 400, 400], body: () => ({ code: '000000' }) },
  'PUT /api/users/me/username': { row: [401, 400, 400, 400, 400], body: () => ({ username: 'not valid' }) },
  'GET /api/users/me/sessions': { row: SIGNED_IN },
  'DELETE /api/users/me/sessions/:id': { row: [401, 404, 404, 404, 404], url: '/api/users/me/sessions/not-a-session' },
  'GET /api/users/me/tokens': { row: SIGNED_IN },
  'POST /api/users/me/tokens': { row: [401, 201, 201, 201, 201], body: () => ({ name: 'mx', scope: 'read', expiresInDays: 1 }) },
  'DELETE /api/users/me/tokens/:id': { row: [401, 200, 404, 404, 404], url: async (f) => `/api/users/me/tokens/${await f.ownerToken()}` },
  'POST /api/users/me/export': { row: [401, 202, 202, 202, 202] },
  'GET /api/users/me/export/:id': { row: [401, 200, 404, 404, 404], url: async (f) => `/api/users/me/export/${await f.ownerExport()}` },
  'DELETE /api/users/me': { row: [401, 400, 400, 400, 400], body: () => ({ password: 'Wrong12345' }) },
};

/** The invite code of a fresh league of the owner (read back through the API as the owner). */
let leagueCode: (f: Fixture) => Promise<string>;
let codeCounter = 0;
/** The hash of a fresh prediction's first receipt. */
let receiptHash: (f: Fixture) => Promise<string>;
const nextCode = () => `MX${String(++codeCounter).padStart(4, '0')}`;

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
    const other = await createPlayer(db, { username: 'mx_other', bonusPoints: 5_000 });
    await createPlayer(db, { username: 'mx_pro', isPro: true, bonusPoints: 5_000 });
    await createPlayer(db, { username: 'mx_admin', role: 'admin', bonusPoints: 5_000 });
    cookies.owner = await signIn(t, 'mx_owner');
    cookies.other = await signIn(t, 'mx_other');
    cookies.pro = await signIn(t, 'mx_pro');
    cookies.admin = await signIn(t, 'mx_admin');
    const otherId = other.id;
    const codes = new Map<string, string>();
    const league = async (withOther = false) => {
      // A player owns at most LEAGUE_MAX_OWNED leagues: the previous calls' leagues go first.
      await db.delete(leagues).where(eq(leagues.ownerId, owner.id));
      // Creating a league is a Pro feature: the owner is Pro at least while creating it.
      const [before] = await db
        .select({ isPro: players.isPro })
        .from(players)
        .where(eq(players.userId, owner.id));
      await db.update(players).set({ isPro: true }).where(eq(players.userId, owner.id));
      const inviteCode = nextCode();
      const id = await makeLeague(db, {
        ownerId: owner.id,
        name: `Matrix ${inviteCode}`,
        description: 'A league for the matrix',
        inviteCode,
        memberIds: withOther ? [otherId] : [],
      });
      await db
        .update(players)
        .set({ isPro: before?.isPro ?? false })
        .where(eq(players.userId, owner.id));
      codes.set(id, inviteCode);
      return id;
    };
    leagueCode = async (f) => codes.get(await f.league())!;
    receiptHash = async (f) => {
      const id = await f.prediction();
      const [row] = await db
        .select({ hash: receipts.hash })
        .from(receipts)
        .where(eq(receipts.predictionId, id));
      return row!.hash;
    };
    let games = 0;
    const nflGame = async () => {
      const id = `mx-${++games}`;
      await db.insert(nflGames).values({
        id,
        season: t.app.config.nflSeason,
        week: 1,
        kickoffAt: new Date(Date.now() + 7 * 86_400_000),
        homeCode: 'KC',
        awayCode: 'BUF',
        source: 'import',
      });
      return id;
    };
    const photo = await makeTestPhoto({ width: 400, height: 500 });
    const avatarForm = await multipartBody({ style: 'Cartoon' }, { name: 'me.jpg', data: photo });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generate-avatar',
      remoteAddress: nextAddress(),
      headers: { ...avatarForm.headers, cookie: cookies.owner, origin: TEST_ORIGIN },
      payload: avatarForm.payload,
    });
    expect(generated.statusCode).toBe(200);
    const result = generated.json().data as { id: string; avatarUrl: string };
    const comment = async () =>
      makeComment(db, {
        predictionId: await makePrediction(db, { userId: owner.id, pointsWagered: 5 }),
        userId: owner.id,
      });
    fixture = {
      owner,
      otherId,
      comment,
      commentReport: async () => {
        const id = `mx-report-${++games}`;
        await db
          .insert(commentReports)
          .values({ id, commentId: await comment(), reporterId: otherId, reason: 'Matrix' });
        return id;
      },
      prediction: () => makePrediction(db, { userId: owner.id, pointsWagered: 5 }),
      league,
      nflGame,
      nflGameWithOwnerBet: async () => {
        const gameId = await nflGame();
        await placeBet(db, owner.id, { gameId, teamCode: 'KC', wager: 5 }, new Date());
        return gameId;
      },
      avatar: {
        id: result.id,
        file: result.avatarUrl.slice(result.avatarUrl.lastIndexOf('/') + 1),
      },
      avatarForm,
      ownerToken: async () =>
        (await createToken(db, owner.id, { name: 'mx', scope: 'read', expiresInDays: 1 })).id,
      ownerExport: async () => (await requestExport(db, owner.id, 1_000_000)).id,
      ownerPushDevice: async () =>
        (
          await saveSubscription(
            db,
            owner.id,
            {
              endpoint: `https://93.184.215.14/push/${randomUUID()}`,
              keys: { p256dh: 'BOwnerDeviceKey', auth: 'ownerauth' },
            },
            { allowedOrigins: [] },
          )
        ).id,
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
        let url =
          typeof spec.url === 'function' ? await spec.url(fixture) : (spec.url ?? route.url);
        if (url.includes(':id')) {
          const id = url.startsWith('/api/predictions/')
            ? await fixture.prediction()
            : url.startsWith('/api/leagues/')
              ? await fixture.league()
              : fixture.owner.id;
          url = url.replace(':id', id);
        }
        url = url.replace(':username', fixture.owner.username);
        const body = spec.body ? await spec.body(fixture) : undefined;
        const raw = spec.raw?.(fixture);
        const cookie = cookies[role];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          remoteAddress: nextAddress(),
          headers: { origin: TEST_ORIGIN, ...raw?.headers, ...(cookie ? { cookie } : {}) },
          ...(body !== undefined ? { payload: body as object } : {}),
          ...(raw ? { payload: raw.payload } : {}),
          ...(spec.stream ? { payloadAsStream: true } : {}),
        });
        if (spec.stream) res.stream().destroy();
        const expected = spec.row[i];
        if (res.statusCode !== expected) {
          const text = spec.stream ? '' : res.body.slice(0, 120);
          failures.push(
            `${route.method} ${url} as ${role}: ${res.statusCode} (want ${expected}) ${text}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
