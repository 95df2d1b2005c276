// Admin panel reads and account actions: Users tab (search, details, points history, Upgrade to
// Pro, must-change-password), Dashboard figures and the audit log.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry } from '@boldcall/shared/schemas/admin';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { makePredictions } from '../../test/predictions.ts';
import { createTestApp, signIn, useTestAppWithAdmin } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { joinPrediction } from '../predictions/predictions.service.ts';

describe('admin panel', () => {
  // ADMIN_USERNAMES also makes an admin (.env.example).
  const { t, admin } = useTestAppWithAdmin('desk_admin', { ADMIN_USERNAMES: 'listed_admin' });

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  const post = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });

  describe('users', () => {
    it('lists accounts by username with their figures, searches username and e-mail, pages', async () => {
      const db = t.database.db;
      const zed = await createPlayer(db, {
        username: 'Zed_Searcher',
        email: 'zed@mail.test',
        isPro: true,
      });
      const amy = await createPlayer(db, { username: 'amy_b', email: 'amy.unique@corp.test' });
      await createPlayer(db, { username: 'listed_admin' });
      const p = await makePrediction(db, { userId: zed.id, pointsWagered: 10 });
      await joinPrediction(db, amy.id, p, 5);

      const res = await get('/api/admin/users');
      expect(res.statusCode).toBe(200);
      const all: AdminUser[] = res.json().data;
      expect(all.map((u) => u.username)).toEqual([
        'amy_b',
        'desk_admin',
        'listed_admin',
        'Zed_Searcher',
      ]);
      const z = all.find((u) => u.id === zed.id);
      expect(z).toMatchObject({
        email: 'zed@mail.test',
        isPro: true,
        isAdmin: false,
        points: 990,
        emailVerified: true,
        mustChangePassword: false,
        correctPredictions: 0,
        accuracy: 0,
      });
      expect(z?.proUpgradedAt).not.toBeNull();
      expect(all.find((u) => u.username === 'listed_admin')?.isAdmin).toBe(true);
      expect(all.find((u) => u.id === admin.id)?.isAdmin).toBe(true);
      // Ranks are the leaderboard's: nobody here has 5 resolved calls, so nobody has a number
      // (the richest used to be #1 with 0 predictions).
      expect(all.map((u) => u.rank)).toEqual([null, null, null, null]);

      const byName = await get('/api/admin/users?q=SEARCH');
      expect(byName.json().data.map((u: AdminUser) => u.id)).toEqual([zed.id]);
      const byMail = await get('/api/admin/users?q=unique%40corp');
      expect(byMail.json().data.map((u: AdminUser) => u.id)).toEqual([amy.id]);
      const literal = await get('/api/admin/users?q=%25');
      expect(literal.json().data).toEqual([]);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(`/api/admin/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.statusCode).toBe(200);
        seen.push(...page.json().data.map((u: AdminUser) => u.id));
        cursor = page.json().nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map((u) => u.id));
      expect((await get('/api/admin/users?cursor=garbage')).statusCode).toBe(400);
    });

    it('shows one user: profile, points history (paged) and their predictions', async () => {
      const db = t.database.db;
      const u = await createPlayer(db, { username: 'detail_user', bonusPoints: 50 });
      const at = Date.now() - 60_000;
      const p1 = await makePrediction(db, {
        userId: u.id,
        pointsWagered: 3,
        createdAt: new Date(at),
      });
      const p2 = await makePrediction(db, {
        userId: u.id,
        pointsWagered: 4,
        createdAt: new Date(at + 1000),
      });
      const res = await get(`/api/admin/users/${u.id}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.user).toMatchObject({ id: u.id, username: 'detail_user', points: 143 });
      expect(
        data.ledger.data.map((e: LedgerEntry) => [e.amount, e.reason, e.balanceAfter]),
      ).toEqual([
        [-4, 'prediction_wager', 143],
        [-3, 'prediction_wager', 147],
        [50, 'admin_adjustment', 150],
        [100, 'signup', 100],
      ]);
      expect(data.ledger.data[0].refId).toBe(p2);
      expect(data.predictions.data.map((p: { id: string }) => p.id)).toEqual([p2, p1]);

      const first = await get(`/api/admin/users/${u.id}/ledger?limit=3`);
      expect(first.json().data).toHaveLength(3);
      const rest = await get(
        `/api/admin/users/${u.id}/ledger?limit=3&cursor=${first.json().nextCursor}`,
      );
      expect(rest.json()).toMatchObject({ nextCursor: null });
      expect(rest.json().data.map((e: LedgerEntry) => e.reason)).toEqual(['signup']);

      expect((await get('/api/admin/users/nobody')).statusCode).toBe(404);
      expect((await get('/api/admin/users/nobody/ledger')).statusCode).toBe(404);
      expect((await get(`/api/admin/users/${u.id}/ledger?cursor=x`)).statusCode).toBe(400);
    });

    it('upgrades to Pro: tops up to 1000 once, keeps a larger balance, idempotent, audited', async () => {
      const db = t.database.db;
      const poor = await createPlayer(db, { username: 'poor_user' });
      const rich = await createPlayer(db, { username: 'rich_user', bonusPoints: 1400 });

      const res = await post(`/api/admin/users/${poor.id}/upgrade-pro`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        granted: true,
        user: { id: poor.id, isPro: true, points: 1000 },
      });
      expect(res.json().data.user.proUpgradedAt).not.toBeNull();
      const again = await post(`/api/admin/users/${poor.id}/upgrade-pro`);
      expect(again.json().data).toMatchObject({
        granted: false,
        user: { isPro: true, points: 1000 },
      });
      expect(await balancesOf(db, poor.id)).toEqual([1000]);

      const richRes = await post(`/api/admin/users/${rich.id}/upgrade-pro`);
      expect(richRes.json().data.user).toMatchObject({ isPro: true, points: 1500 });

      const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, poor.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        adminId: admin.id,
        action: 'user.upgrade_pro',
        targetType: 'user',
      });

      expect((await post('/api/admin/users/nobody/upgrade-pro')).statusCode).toBe(404);
      // An account without a player profile (e-mail never verified) cannot be upgraded.
      await db
        .insert(user)
        .values({ id: 'unverified-1', name: 'nv', email: 'nv@example.com', username: 'nv_user' });
      const unverified = await post('/api/admin/users/unverified-1/upgrade-pro');
      expect(unverified.statusCode).toBe(409);
    });

    it('marks "must change password" and audits it', async () => {
      const u = await createPlayer(t.database.db, { username: 'forgetful' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${u.id}/must-change-password`,
        headers: { cookie: admin.cookie },
        payload: { value: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: u.id, mustChangePassword: true });
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, u.id));
      expect(audit).toMatchObject({
        action: 'user.must_change_password',
        details: { value: true },
      });
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/users/nobody/must-change-password',
        headers: { cookie: admin.cookie },
        payload: { value: true },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('dashboard and audit log', () => {
    it('counts users, Pro users, predictions by state and shows the 5 most recent', async () => {
      const fresh = await createTestApp();
      try {
        const db = fresh.database.db;
        await createPlayer(db, { username: 'dash_admin', role: 'admin' });
        const cookie = await signIn(fresh, 'dash_admin');
        const a = await createPlayer(db, { username: 'dash_a', isPro: true });
        const ids = await makePredictions(db, 7, (i) => ({
          userId: a.id,
          pointsWagered: 1,
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
        }));
        const act = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          fresh.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        await act('POST', `/api/predictions/${ids[0]}/resolve`, {
          resolution: 'CORRECT',
          adminNote: 'y',
        });
        await act('POST', `/api/predictions/${ids[1]}/resolve`, {
          resolution: 'UNMEASURABLE',
          adminNote: 'n',
        });
        await act('DELETE', `/api/predictions/${ids[2]}`);
        await act('PUT', `/api/predictions/${ids[3]}/flag`, {
          action: 'flag',
          adminComment: 'why',
        });
        for (const email of ['w1@example.com', 'w2@example.com']) {
          await fresh.app.inject({
            method: 'POST',
            url: '/api/waitlist/join',
            headers: { cookie },
            payload: { email },
          });
        }

        const res = await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(data).toMatchObject({
          totalUsers: 2,
          proUsers: 1,
          totalPredictions: 6, // the deleted one is gone
          pending: 4,
          resolved: 2,
          resolutionRate: 33,
          flagged: 1,
          awaitingReview: 0,
          waitlist: 2,
        });
        expect(data.recentPredictions.map((p: { id: string }) => p.id)).toEqual([
          ids[6],
          ids[5],
          ids[4],
          ids[3],
          ids[1],
        ]);
      } finally {
        await fresh.close();
      }
    });

    it('lists the audit log newest first with the admin’s name, paged', async () => {
      const u = await createPlayer(t.database.db, { username: 'audited' });
      for (const value of [true, false, true]) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${u.id}/must-change-password`,
          headers: { cookie: admin.cookie },
          payload: { value },
        });
      }
      const res = await get('/api/admin/audit?limit=2');
      expect(res.statusCode).toBe(200);
      const page: AuditEntry[] = res.json().data;
      expect(page).toHaveLength(2);
      expect(page[0]).toMatchObject({
        adminId: admin.id,
        adminUsername: 'desk_admin',
        action: 'user.must_change_password',
        targetType: 'user',
        targetId: u.id,
        targetLabel: 'audited',
        details: { value: true },
      });
      expect(page[1]?.details).toEqual({ value: false });
      const next = await get(`/api/admin/audit?limit=2&cursor=${res.json().nextCursor}`);
      expect(next.json().data[0]).toMatchObject({ targetId: u.id, details: { value: true } });
      const everything: AuditEntry[] = (await get('/api/admin/audit?limit=100')).json().data;
      const times = everything.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
    });

    it('names a prediction target by its text, also after it was deleted', async () => {
      const author = await createPlayer(t.database.db, { username: 'audit_author' });
      const text = 'The audit log names this prediction by its text';
      const id = await makePrediction(t.database.db, { userId: author.id, text });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/predictions/${id}`,
        headers: { cookie: admin.cookie },
        payload: { adminComment: 'Duplicate.' },
      });
      expect(deleted.statusCode).toBe(200);
      const [entry] = (await get('/api/admin/audit?limit=1')).json().data as AuditEntry[];
      expect(entry).toMatchObject({ targetType: 'prediction', targetId: id, targetLabel: text });
    });
  });
});
