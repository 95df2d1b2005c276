// Pro tier: the launch promotion (counted on the server, safe under concurrency), the upgrade,
// the waitlist and the monthly refresh (docs/rules/game.md).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_MSG } from '@boldcall/shared/schemas/pro';
import type { Database } from '../../db/client.ts';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import { bearerFor } from '../../test/bearer.ts';
import {
  createTestApp,
  signIn,
  type TestApp,
  useTestApp,
  useTestDatabase,
} from '../../test/test-app.ts';
import { runStartUpJobs } from '../../test/test-config.ts';
import { movePoints } from '../points/points.service.ts';
import { pointsLedger } from '../points/points.table.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { createJobRunner } from '../../platform/jobs/jobs.runner.ts';
import { jobRuns } from '../../platform/jobs/jobs.table.ts';
import { proRefreshJob, runProRefresh } from './pro.refresh.ts';
import { grantPro } from './pro.service.ts';
import { proPromotions, proRefreshes } from './pro.table.ts';

async function ledgerOf(db: Database, userId: string, reason: string) {
  return db
    .select({ amount: pointsLedger.amount, refId: pointsLedger.refId })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, reason)))
    .orderBy(asc(pointsLedger.id));
}

async function balance(db: Database, userId: string) {
  const [row] = await db
    .select({ points: players.points, isPro: players.isPro })
    .from(players)
    .where(eq(players.userId, userId));
  return row;
}

describe('Pro upgrade and the launch promotion', () => {
  const t = useTestApp({ FREE_PRO_LIMIT: '3' });
  const db = () => t.database.db;

  const freeUpgrades = async () => {
    const res = await t.app.inject({ url: '/api/pro/free-upgrades' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** Without a body, as a client may send it. */
  const upgrade = async (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/upgrade-pro',
      headers: authorization ? { authorization } : {},
    });

  it('serves the real count', async () => {
    await createPlayer(db(), { username: 'already_pro', isPro: true });
    expect(await freeUpgrades()).toEqual({
      proUserCount: 1,
      remainingFreeUpgrades: 3,
      maxFreeUpgrades: 3,
      freeUpgradesAvailable: true,
    });
  });

  it('upgrades for free: Pro, topped up to 1000, once', async () => {
    const p = await createPlayer(db(), { username: 'upgrader' });
    const cookie = await signIn(t, 'upgrader');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/upgrade-pro',
      headers: { cookie },
      payload: { userId: 'someone-else' }, // ignored: the session decides
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user, freeUpgrades: counts } = res.json().data;
    expect(user).toMatchObject({ id: p.id, isPro: true, points: 1000 });
    expect(Date.parse(user.proUpgradedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(counts).toMatchObject({ proUserCount: 2, remainingFreeUpgrades: 2 });
    expect(await ledgerOf(db(), p.id, 'pro_upgrade')).toEqual([{ amount: 900, refId: null }]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/upgrade-pro',
      headers: { cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PRO', message: PRO_MSG.alreadyPro });
    expect((await freeUpgrades()).remainingFreeUpgrades).toBe(2); // no claim used
  });

  it('keeps a balance above 1000 as it is', async () => {
    const rich = await createPlayer(db(), { username: 'rich_one', bonusPoints: 1400 });
    const res = await upgrade(await bearerFor(db(), rich.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ isPro: true, points: 1500 });
    expect(await ledgerOf(db(), rich.id, 'pro_upgrade')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await upgrade();
    expect(res.statusCode).toBe(401);
  });

  it('answers PROMOTION_EXHAUSTED once the free upgrades are gone', async () => {
    const last = await createPlayer(db(), { username: 'last_free' });
    expect((await upgrade(await bearerFor(db(), last.id))).statusCode).toBe(200);
    expect(await freeUpgrades()).toMatchObject({
      remainingFreeUpgrades: 0,
      freeUpgradesAvailable: false,
    });
    const late = await createPlayer(db(), { username: 'too_late' });
    const res = await upgrade(await bearerFor(db(), late.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROMOTION_EXHAUSTED',
      message: PRO_MSG.promotionExhausted,
    });
    expect(await balance(db(), late.id)).toEqual({ points: 100, isPro: false });
  });

  it('grantPro (admin path) is idempotent and does not use the promotion', async () => {
    const p = await createPlayer(db(), { username: 'gifted' });
    const first = await db().transaction((tx) => grantPro(tx, p.id));
    const second = await db().transaction((tx) => grantPro(tx, p.id));
    expect(first).toMatchObject({ granted: true, points: 1000 });
    expect(second).toMatchObject({ granted: false, points: 1000 });
    expect(await ledgerOf(db(), p.id, 'pro_upgrade')).toHaveLength(1);
    const [promotion] = await db().select().from(proPromotions);
    expect(promotion?.used).toBe(3);
  });

  describe('waitlist', () => {
    const join = (payload: unknown, remoteAddress = '10.9.9.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist/join',
        remoteAddress,
        payload: payload as Record<string, unknown>,
      });

    it('stores an e-mail once, signed out, idempotently', async () => {
      const first = await join({ email: 'Fan@Example.com', source: 'pro-upgrade' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ email: 'fan@example.com', alreadyJoined: false });
      const again = await join({ email: 'fan@example.com' });
      expect(again.json().data).toMatchObject({
        alreadyJoined: true,
        joinedAt: first.json().data.joinedAt,
      });
    });

    it('checks the address and limits the rate', async () => {
      const bad = await join({ email: 'not-an-email' }, '10.9.9.10');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid email address');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await join({ email: `burst${i}@example.com` }, '10.9.9.11')).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});

describe('600 simultaneous upgrades with FREE_PRO_LIMIT=500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FREE_PRO_LIMIT: '500' });
  }, 120_000);
  afterAll(() => t.close());

  it('grants exactly 500', { timeout: 240_000 }, async () => {
    const db = t.database.db;
    const auth: string[] = [];
    for (let i = 0; i < 600; i += 1) {
      const p = await createPlayer(db, { username: `rush_${i}` });
      auth.push(await bearerFor(db, p.id));
    }
    const responses = await Promise.all(
      auth.map((authorization) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/upgrade-pro',
          headers: { authorization },
          payload: {},
        }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const r of responses) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 500, 409: 100 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('PROMOTION_EXHAUSTED');
    }
    const [pro] = await db.select({ n: count() }).from(players).where(eq(players.isPro, true));
    expect(Number(pro?.n)).toBe(500);
    const [promotion] = await db.select().from(proPromotions);
    expect(promotion?.used).toBe(500);
    const res = await t.app.inject({ url: '/api/pro/free-upgrades' });
    expect(res.json().data).toEqual({
      proUserCount: 500,
      remainingFreeUpgrades: 0,
      maxFreeUpgrades: 500,
      freeUpgradesAvailable: false,
    });
    const [grants] = await db
      .select({ n: count() })
      .from(pointsLedger)
      .where(eq(pointsLedger.reason, 'pro_upgrade'));
    expect(Number(grants?.n)).toBe(500);
  });
});

describe('monthly Pro refresh', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  /** A Pro player since `since` whose balance is then brought to `points`. */
  async function proPlayer(username: string, since: Date, points: number) {
    const p = await createPlayer(db(), { username, isPro: true, createdAt: since });
    await db().transaction((tx) =>
      movePoints(tx, { userId: p.id, amount: points - 1000, reason: 'admin_adjustment' }),
    );
    return p;
  }

  it('tops up once per player and month, only those Pro when the month began', async () => {
    const low = await proPlayer('pro_low', new Date('2026-01-10T00:00:00Z'), 150);
    const high = await proPlayer('pro_high', new Date('2026-01-10T00:00:00Z'), 1800);
    const fresh = await proPlayer('pro_fresh', new Date('2026-02-02T00:00:00Z'), 10);
    const free = await createPlayer(db(), { username: 'free_player' });

    const feb = new Date('2026-02-01T00:00:01Z');
    const first = await runProRefresh(db(), feb);
    expect(first).toEqual({ month: '2026-02-01', refreshed: 2, toppedUp: 1, points: 850 });
    expect(await balance(db(), low.id)).toMatchObject({ points: 1000 });
    expect(await balance(db(), high.id)).toMatchObject({ points: 1800 });
    expect(await balance(db(), fresh.id)).toMatchObject({ points: 10 });
    expect(await balance(db(), free.id)).toMatchObject({ points: 100 });
    expect(await ledgerOf(db(), low.id, 'pro_refresh')).toEqual([
      { amount: 850, refId: '2026-02-01' },
    ]);

    // Spend, then run again the same month (a restart, a second server): nothing more.
    await makePrediction(db(), { userId: low.id, pointsWagered: 600 });
    const second = await runProRefresh(db(), new Date('2026-02-20T12:00:00Z'));
    expect(second).toEqual({ month: '2026-02-01', refreshed: 0, toppedUp: 0, points: 0 });
    const concurrent = await Promise.all([runProRefresh(db(), feb), runProRefresh(db(), feb)]);
    expect(concurrent.map((r) => r.refreshed)).toEqual([0, 0]);
    expect(await balance(db(), low.id)).toMatchObject({ points: 400 });
    expect(await ledgerOf(db(), low.id, 'pro_refresh')).toHaveLength(1);
  });

  it('applies a missed 1st on the next start, then the next month again', async () => {
    // The server was down over March 1st and starts on March 4th.
    const march = await runProRefresh(db(), new Date('2026-03-04T08:00:00Z'));
    expect(march).toMatchObject({ month: '2026-03-01', refreshed: 3, toppedUp: 2 });
    const low = await db()
      .select({ points: players.points })
      .from(players)
      .innerJoin(proRefreshes, eq(proRefreshes.userId, players.userId))
      .where(eq(proRefreshes.month, '2026-03-01'));
    expect(low.map((r) => r.points).sort((a, b) => a - b)).toEqual([1000, 1000, 1800]);
    const [rows] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(proRefreshes);
    expect(rows?.n).toBe(5); // 2 in February, 3 in March
  });

  it('runs as a job: once per month however many runners, recorded in the history', async () => {
    const logs: string[] = [];
    const log = {
      info: (_o: object, msg: string) => logs.push(msg),
      error: (_o: object, msg: string) => logs.push(msg),
    };
    const clock = () => new Date('2026-04-01T00:00:05Z');
    const runners = [1, 2].map(() =>
      createJobRunner({ database: t.database, jobs: [proRefreshJob(db())], log, clock }),
    );
    await Promise.all(runners.map((r) => r.tick()));
    // One of the two leads; the other does nothing until the leader is gone.
    expect(runners.filter((r) => r.isLeader())).toHaveLength(1);
    await Promise.all(runners.map((r) => r.tick()));
    await Promise.all(runners.map((r) => r.stop()));
    expect(logs).toEqual(['job pro-refresh done']);
    const [april] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(proRefreshes)
      .where(eq(proRefreshes.month, '2026-04-01'));
    expect(april?.n).toBe(3);
    const runs = await db()
      .select({ status: jobRuns.status, period: jobRuns.period, result: jobRuns.result })
      .from(jobRuns)
      .where(eq(jobRuns.name, 'pro-refresh'));
    expect(runs).toEqual([
      {
        status: 'succeeded',
        period: '2026-04-01',
        result: { month: '2026-04-01', refreshed: 3, toppedUp: 0, points: 0 },
      },
    ]);
  });
});

describe('the app runs the refresh when jobs are on', () => {
  const database = useTestDatabase();

  it('at start-up, and closes without a pending timer', async () => {
    const p = await createPlayer(database.db, {
      username: 'long_time_pro',
      isPro: true,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await database.db.transaction((tx) =>
      movePoints(tx, { userId: p.id, amount: -700, reason: 'admin_adjustment' }),
    );
    // The app closes its database on close; this one stays open to look afterwards.
    await runStartUpJobs(database);
    expect(await balance(database.db, p.id)).toMatchObject({ points: 1000 });
  });
});
