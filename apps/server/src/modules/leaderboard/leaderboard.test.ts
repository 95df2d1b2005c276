// GET /api/leaderboard and the aggregates behind it (docs/rules/game.md "Accuracy and ranking").
import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@boldcall/shared/constants';
import type { SettlementOutcome } from '@boldcall/shared/rules/payouts';
import { isoDay, monthStart, rankPlayers, weekStart } from '@boldcall/shared/rules/ranking';
import type { LeaderboardEntry, LeaderboardResponse } from '@boldcall/shared/schemas/leaderboard';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { makePredictions } from '../../test/predictions.ts';
import { signIn, TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { mergePredictions } from '../predictions/predictions.merge.ts';
import { deletePrediction } from '../predictions/predictions.moderation.ts';
import { editPrediction, joinPrediction } from '../predictions/predictions.service.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { rebuildLeaderboardStats } from './leaderboard.rebuild.ts';
import { getLeaderboard as boardWith, type LeaderboardRequest } from './leaderboard.service.ts';
import { recentPredictions } from '../predictions/predictions.repository.ts';
import { ALL_TIME_START } from '../../db/columns.ts';
import { playerPeriodStats } from './leaderboard.table.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The board as the routes serve it: with the predictions module's reader of recent calls. */
const getLeaderboard = (db: DbOrTx, request: LeaderboardRequest) =>
  boardWith(db, request, recentPredictions);

const day = 24 * 60 * 60 * 1000;

describe('leaderboard', () => {
  const t = useTestApp();

  const db = () => t.database.db;

  async function player(id: string, extra: { bonusPoints?: number; isPro?: boolean } = {}) {
    return createPlayer(db(), { id, username: id.replaceAll('-', '_'), ...extra });
  }

  /** Creates and resolves one prediction per outcome (wager 1: CORRECT +1, INCORRECT −1). */
  async function record(
    userId: string,
    outcomes: SettlementOutcome[],
    opts: { category?: Category; at?: Date } = {},
  ) {
    const ids: string[] = [];
    const start = (opts.at ?? new Date()).getTime();
    for (const [i, outcome] of outcomes.entries()) {
      // A second apart: resolution order is the order of the list (streaks depend on it).
      const at = new Date(start + i * 1000);
      const id = await makePrediction(db(), {
        userId,
        category: opts.category ?? 'sports',
        pointsWagered: 1,
        createdAt: at,
        text: `Prediction of ${userId} number ${ids.length} comes true`,
      });
      await resolvePredictionNow(db(), id, outcome, { now: at });
      ids.push(id);
    }
    return ids;
  }

  async function board(query = '', cookie?: string): Promise<LeaderboardResponse> {
    const res = await t.app.inject({
      url: `/api/leaderboard${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeaderboardResponse;
  }

  const ids = (entries: LeaderboardEntry[]) => entries.map((e) => e.userId);
  const only = (entries: LeaderboardEntry[], wanted: string[]) =>
    ids(entries).filter((id) => wanted.includes(id));

  const C = 'CORRECT' as const;
  const I = 'INCORRECT' as const;
  const U = 'UNMEASURABLE' as const;

  describe('ranking (all time)', () => {
    const named = [
      'r-ace-more',
      'r-ace',
      'r-80-rich',
      'r-tie-2',
      'r-tie-1',
      'r-zero',
      'r-rich-newbie',
      'r-newbie-poor',
    ];

    beforeAll(async () => {
      await player('r-ace-more');
      await record('r-ace-more', [C, C, C, C, C, C, C, C, C, C]); // 100 %, 10 correct
      await player('r-ace');
      await record('r-ace', [C, C, C, C, C]); // 100 %, 5 correct
      await player('r-80-rich', { bonusPoints: 1000 });
      await record('r-80-rich', [C, I, C, C, C]); // 80 %, 4 correct, more points
      await player('r-tie-1');
      await record('r-tie-1', [C, C, I, C, C]); // 80 %, 4 correct, 103 points
      await player('r-tie-2');
      await record('r-tie-2', [C, C, C, I, C]); // identical keys to r-tie-1
      await player('r-zero');
      await record('r-zero', [I, I, I, I, I]); // ranked with 0 %
      await player('r-rich-newbie', { bonusPoints: 5000 });
      await record('r-rich-newbie', [C, C, C, C, U, U]); // 4 resolved: not ranked
      await player('r-newbie-poor');
    });

    it('ranks by accuracy, then correct, then points; the unranked follow by points', async () => {
      const { data } = await board('?limit=100');
      expect(only(data, named)).toEqual(named);
      // Equal keys: the larger user id first.
      const tie = data.filter((e) => e.userId.startsWith('r-tie-'));
      expect(tie.map((e) => [e.points, e.accuracy, e.correctPredictions])).toEqual([
        [103, 80, 4],
        [103, 80, 4],
      ]);
      // rank = position for ranked players, also across ties; none for the unranked
      expect(data.map((e) => e.rank)).toEqual(data.map((e, i) => (e.ranked ? i + 1 : null)));
      expect(data.filter((e) => !e.ranked).every((e) => e.callsToRank > 0)).toBe(true);
      expect(data.filter((e) => e.ranked).every((e) => e.callsToRank === 0)).toBe(true);
    });

    it('applies the minimum of 5 resolved (UNMEASURABLE does not count)', async () => {
      const { data } = await board('?limit=100');
      const newbie = data.find((e) => e.userId === 'r-rich-newbie');
      expect(newbie).toMatchObject({
        ranked: false,
        rank: null,
        callsToRank: 1,
        accuracy: 100,
        correctPredictions: 4,
        resolvedPredictions: 4,
        totalPredictions: 6,
      });
      expect(data.find((e) => e.userId === 'r-zero')).toMatchObject({ ranked: true, accuracy: 0 });
      const firstUnranked = data.findIndex((e) => !e.ranked);
      expect(data.slice(firstUnranked).every((e) => !e.ranked)).toBe(true);
    });

    it('is the order of the shared rule over every player', async () => {
      const { data } = await board('?limit=100');
      const expected = rankPlayers(
        data.map((e) => ({
          userId: e.userId,
          correct: e.correctPredictions,
          incorrect: e.incorrectPredictions,
          points: e.points,
        })),
      );
      expect(ids(data)).toEqual(expected.map((e) => e.userId));
    });

    it('pages with a cursor, continuing the ranks', async () => {
      const full = await board('?limit=100');
      const walked: LeaderboardEntry[] = [];
      let cursor: string | null = null;
      do {
        const page: LeaderboardResponse = await board(
          `?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.data.length).toBeLessThanOrEqual(3);
        walked.push(...page.data);
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(full.data);
    });

    it('gives the signed-in player their own entry, even off the page', async () => {
      const cookie = await signIn(t, 'r_newbie_poor');
      const full = await board('?limit=100');
      const res = await board('?limit=2', cookie);
      expect(res.data).toHaveLength(2);
      const mine = full.data.find((e) => e.userId === 'r-newbie-poor');
      expect(res.me).toEqual(mine);
      expect((await board('?limit=2')).me).toBeNull();
    });
  });

  describe('badges', () => {
    it('newcomer, accurate, prolific, streak and pro', async () => {
      await player('b-accurate');
      await record('b-accurate', [I, I, I, C, C, C, C, C, C, C]); // 70 % of 10, streak 7
      await player('b-almost');
      await record('b-almost', [C, C, C, C, C, C, I, I, I, I]); // 60 % of 10
      await player('b-nine');
      await record('b-nine', [C, C, C, C, C, C, C, C, C]); // 100 % of only 9
      await player('b-streak-broken');
      await record('b-streak-broken', [C, C, C, I]);
      await player('b-prolific');
      await makePredictions(db(), 25, (i) => ({
        userId: 'b-prolific',
        pointsWagered: 1,
        text: `Pending idea number ${i} will happen`,
      }));
      await player('b-pro', { isPro: true });

      const { data } = await board('?limit=100');
      const badges = (id: string) => data.find((e) => e.userId === id)?.badges;
      expect(badges('b-accurate')).toEqual(['accurate', 'streak']);
      expect(badges('b-almost')).toEqual([]);
      expect(badges('b-nine')).toEqual(['streak']);
      expect(badges('b-streak-broken')).toEqual(['newcomer']);
      expect(badges('b-prolific')).toEqual(['newcomer', 'prolific']);
      expect(badges('b-pro')).toEqual(['newcomer', 'pro']);
      expect(data.find((e) => e.userId === 'b-accurate')?.streak).toBe(7);
      expect(data.find((e) => e.userId === 'b-streak-broken')?.streak).toBe(0);
      expect(data.find((e) => e.userId === 'b-prolific')?.recentPredictions).toHaveLength(3);
    });
  });

  it('counts joined predictions for accuracy and totals', async () => {
    const creator = await player('j-creator');
    const joiner = await player('j-joiner');
    const id = await makePrediction(db(), { userId: creator.id, pointsWagered: 5 });
    await joinPrediction(db(), joiner.id, id, 5);
    await resolvePredictionNow(db(), id, 'INCORRECT');
    const { data } = await board('?limit=100');
    expect(data.find((e) => e.userId === 'j-joiner')).toMatchObject({
      totalPredictions: 1,
      correctPredictions: 0,
      incorrectPredictions: 1,
      accuracy: 0,
      points: 95,
    });
  });

  describe('period and category filters', () => {
    // Fixed dates: "now" is Wednesday 2026-03-18; its ISO week starts Monday 2026-03-16.
    const now = new Date('2026-03-18T12:00:00Z');
    const thisWeek = new Date('2026-03-17T09:00:00Z');
    const earlierThisMonth = new Date('2026-03-03T09:00:00Z');
    const lastMonth = new Date('2026-02-20T09:00:00Z');

    beforeAll(async () => {
      await player('f-week');
      await record('f-week', [C, C, C, C, C], { at: thisWeek }); // ranked this week
      await player('f-month');
      await record('f-month', [C, C, C, C, I], { at: earlierThisMonth });
      await record('f-month', [C], { at: thisWeek }); // 1 this week: unranked there
      await player('f-old');
      await record('f-old', [C, C, C, C, C, C], { at: lastMonth });
      await player('f-finance');
      await record('f-finance', [C, C, C, C, C], { at: thisWeek, category: 'finance' });
      await record('f-finance', [I, I, I, I, I], { at: thisWeek, category: 'sports' });
    });

    const query = (period: 'all' | 'month' | 'week', category: Category | 'all' = 'all') =>
      getLeaderboard(db(), { period, category, limit: 100, viewerId: null, now });

    it('week: activity of the current ISO week only', async () => {
      const { data } = await query('week');
      const week = data.filter((e) => e.userId.startsWith('f-'));
      expect(ids(week)).toEqual(['f-week', 'f-finance', 'f-month']);
      expect(week.map((e) => [e.ranked, e.correctPredictions, e.resolvedPredictions])).toEqual([
        [true, 5, 5],
        [true, 5, 10],
        [false, 1, 1],
      ]);
      expect(data.every((e) => e.userId.startsWith('f-'))).toBe(true);
    });

    it('month: the calendar month, with counts of that month', async () => {
      const { data } = await query('month');
      expect(ids(data)).toEqual(['f-week', 'f-month', 'f-finance']);
      expect(data[1]).toMatchObject({
        correctPredictions: 5,
        resolvedPredictions: 6,
        accuracy: 83,
      });
      expect(data[1]?.rank).toBe(data[1]?.ranked ? 2 : null);
    });

    it('all time keeps everyone, the old month included', async () => {
      const { data } = await query('all');
      expect(ids(data)).toEqual(expect.arrayContaining(['f-old', 'f-week', 'f-month']));
    });

    it('category: only that category counts', async () => {
      const finance = await query('all', 'finance');
      expect(ids(finance.data)).toEqual(['f-finance']);
      expect(finance.data[0]).toMatchObject({ accuracy: 100, totalPredictions: 5 });
      const sportsWeek = await query('week', 'sports');
      expect(ids(sportsWeek.data)).toEqual(['f-week', 'f-finance', 'f-month']);
      expect(sportsWeek.data[1]).toMatchObject({ accuracy: 0, resolvedPredictions: 5 });
      // Streak and badges stay all-time: f-finance's last results were incorrect.
      expect(sportsWeek.data[1]?.streak).toBe(0);
    });

    it('me on a filtered board, and null when not on it', async () => {
      const mine = await getLeaderboard(db(), {
        period: 'week',
        category: 'all',
        limit: 1,
        viewerId: 'f-month',
        now,
      });
      expect(ids(mine.data)).toEqual(['f-week']);
      expect(mine.me).toMatchObject({
        userId: 'f-month',
        rank: null,
        ranked: false,
        callsToRank: 4,
      });
      const absent = await getLeaderboard(db(), {
        period: 'week',
        category: 'all',
        limit: 1,
        viewerId: 'f-old',
        now,
      });
      expect(absent.me).toBeNull();
      // Walk the week board one by one: the same order as one page.
      const walked: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await getLeaderboard(db(), {
          period: 'week',
          category: 'all',
          limit: 1,
          viewerId: null,
          now,
          cursor,
        });
        walked.push(...page.data.map((e) => `${e.rank}:${e.userId}`));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(walked).toEqual(['1:f-week', '2:f-finance', 'null:f-month']);
    });

    it('ties on a filtered board: ordered by user id, consecutive ranks', async () => {
      const at = new Date('2026-01-14T09:00:00Z');
      for (const id of ['f-tie-a', 'f-tie-c', 'f-tie-b']) {
        await player(id);
        await record(id, [C, I, C, C, C], { at, category: 'entertainment' });
      }
      const { data } = await getLeaderboard(db(), {
        period: 'week',
        category: 'entertainment',
        limit: 100,
        viewerId: 'f-tie-b',
        now: new Date('2026-01-15T00:00:00Z'),
      });
      expect(data.map((e) => [e.rank, e.userId, e.accuracy, e.points])).toEqual([
        [1, 'f-tie-c', 80, 103],
        [2, 'f-tie-b', 80, 103],
        [3, 'f-tie-a', 80, 103],
      ]);
    });

    it('through the API: the current week and month, relative to the real clock', async () => {
      await player('f-now');
      await record('f-now', [C]);
      await player('f-long-ago');
      await record('f-long-ago', [C], { at: new Date(Date.now() - 400 * day) });
      const week = await board('?period=week&limit=100');
      const month = await board('?period=month&limit=100');
      const all = await board('?period=all&category=sports&limit=100');
      expect(ids(week.data)).toContain('f-now');
      expect(ids(month.data)).toContain('f-now');
      expect(ids(week.data)).not.toContain('f-long-ago');
      expect(ids(month.data)).not.toContain('f-long-ago');
      expect(ids(all.data)).toEqual(expect.arrayContaining(['f-now', 'f-long-ago']));
      expect(week).toMatchObject({ period: 'week', category: 'all' });
    });
  });

  it('refuses a bad cursor and an unknown league', async () => {
    const bad = await t.app.inject({ url: '/api/leaderboard?cursor=nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    const league = await t.app.inject({ url: '/api/leaderboard?league=nope' });
    expect(league.statusCode).toBe(404);
    const global = await t.app.inject({ url: '/api/leaderboard?league=global&period=year' });
    expect(global.statusCode).toBe(400);
    expect((await board('?league=global&limit=1')).data).toHaveLength(1);
  });

  it('keeps the aggregates equal to a rebuild from the predictions themselves', async () => {
    // A little more activity: joins, a category edit, a settlement after a month boundary.
    const a = await player('c-a');
    const b = await player('c-b');
    const id = await makePrediction(db(), {
      userId: a.id,
      category: 'politics',
      createdAt: new Date('2026-01-31T23:00:00Z'),
      expiresAt: new Date(Date.now() + 30 * day),
    });
    await editPrediction(db(), a.id, id, { category: 'science' });
    await joinPrediction(db(), b.id, id, 3, { now: Date.parse('2026-02-01T01:00:00Z') });
    await resolvePredictionNow(db(), id, 'CORRECT', { now: new Date('2026-02-02T00:00:00Z') });
    // An admin merges two predictions (stakes move) and deletes one pending and one resolved.
    const admin = await createPlayer(db(), { username: 'c_admin', role: 'admin' });
    const m1 = await makePrediction(db(), {
      userId: a.id,
      category: 'finance',
      text: 'Gold goes up a lot this year',
    });
    const m2 = await makePrediction(db(), {
      userId: b.id,
      category: 'finance',
      text: 'Gold goes up quite a lot this year',
    });
    await joinPrediction(db(), a.id, m2, 2);
    await mergePredictions(db(), admin.id, {
      predictionIds: [m1, m2],
      text: 'Gold rises a lot this year',
    });
    const pending = await makePrediction(db(), { userId: b.id, category: 'business' });
    await joinPrediction(db(), a.id, pending, 2);
    await deletePrediction(db(), admin.id, pending, {});
    const [resolved] = await record(b.id, [C], { category: 'business' });
    await deletePrediction(db(), admin.id, resolved ?? '', {});

    const snapshot = async () => ({
      players: await db()
        .select({
          userId: players.userId,
          total: players.totalPredictions,
          correct: players.correctCount,
          incorrect: players.incorrectCount,
          streak: players.currentStreak,
          ranked: players.ranked,
          rankAccuracy: players.rankAccuracy,
        })
        .from(players)
        .orderBy(asc(players.userId)),
      // The balance copy is kept on live rows only (all time, this month, this week).
      scopes: (
        await db()
          .select()
          .from(playerPeriodStats)
          .orderBy(
            asc(playerPeriodStats.userId),
            asc(playerPeriodStats.periodKind),
            asc(playerPeriodStats.periodStart),
            asc(playerPeriodStats.category),
          )
      ).map((row) => ({ ...row, points: isLive(row) ? row.points : null })),
    });
    const live = new Set([
      `all:${ALL_TIME_START}`,
      `month:${isoDay(monthStart(new Date()))}`,
      `week:${isoDay(weekStart(new Date()))}`,
    ]);
    const isLive = (row: { periodKind: string; periodStart: string }) =>
      live.has(`${row.periodKind}:${row.periodStart}`);
    const incremental = await snapshot();
    const balances = new Map(
      (await db().select({ id: players.userId, points: players.points }).from(players)).map((r) => [
        r.id,
        r.points,
      ]),
    );
    const liveRows = incremental.scopes.filter(isLive);
    expect(liveRows.length).toBeGreaterThan(10);
    for (const row of liveRows) expect(row.points).toBe(balances.get(row.userId));
    expect(incremental.scopes.length).toBeGreaterThan(20);
    expect(
      incremental.scopes.filter((s) => s.userId === 'c-a' && s.category === 'politics'),
    ).toEqual([]);
    await rebuildLeaderboardStats(db());
    expect(await snapshot()).toEqual(incremental);
    const [check] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(playerPeriodStats)
      .where(
        sql`${playerPeriodStats.category} = 'science' and ${playerPeriodStats.userId} = 'c-b'`,
      );
    // All time, February, the week of the join (from Jan 26), the week of the result (Feb 2).
    expect(check?.n).toBe(4);
  });

  it("a join writes each of the player's board rows once: its scopes counted, every live row the new balance", async () => {
    // The join copies the balance into the player's board rows in its own statement (decision
    // 046): the rows of other categories must move too, and the join's five scope rows count the
    // stake once.
    const joiner = await player('j-rows', { bonusPoints: 50 });
    const author = await player('j-author');
    await record(joiner.id, [C], { category: 'finance' });
    await record(joiner.id, [I], { category: 'science' });
    const call = await makePrediction(db(), {
      userId: author.id,
      category: 'politics',
      text: 'The joiner backs this politics call today',
    });
    const rowsOf = async () =>
      (
        await db()
          .select()
          .from(playerPeriodStats)
          .where(sql`${playerPeriodStats.userId} = ${joiner.id}`)
      )
        .map((r) => ({ key: `${r.periodKind}/${r.category}`, start: r.periodStart, ...r }))
        .sort((x, y) => `${x.key} ${x.start}`.localeCompare(`${y.key} ${y.start}`));
    const before = await rowsOf();
    await joinPrediction(db(), joiner.id, call, 7);
    const after = await rowsOf();
    const [balance] = await db()
      .select({ points: players.points })
      .from(players)
      .where(sql`${players.userId} = ${joiner.id}`);
    const month = isoDay(monthStart(new Date()));
    const week = isoDay(weekStart(new Date()));
    const live = after.filter(
      (r) =>
        r.start === ALL_TIME_START ||
        (r.periodKind === 'month' && r.start === month) ||
        (r.periodKind === 'week' && r.start === week),
    );
    // finance and science all time, this month and week (all, finance, science, politics), and
    // politics all time: every one holds the balance after the join.
    expect(live.map((r) => `${r.key}`).sort()).toEqual(
      [
        'all/finance',
        'all/politics',
        'all/science',
        'month/all',
        'month/finance',
        'month/politics',
        'month/science',
        'week/all',
        'week/finance',
        'week/politics',
        'week/science',
      ].sort(),
    );
    for (const row of live) expect(row.points, row.key).toBe(balance?.points);
    // The stake counts once on its five scopes and nowhere else.
    const stakes = (rows: typeof after, key: string) =>
      rows.find(
        (r) =>
          r.key === key && (r.start === ALL_TIME_START || r.start === month || r.start === week),
      )?.totalPredictions ?? 0;
    for (const key of [
      'all/politics',
      'month/all',
      'month/politics',
      'week/all',
      'week/politics',
    ]) {
      expect(stakes(after, key) - stakes(before, key), key).toBe(1);
    }
    for (const key of ['all/finance', 'all/science', 'month/finance', 'week/science']) {
      expect(stakes(after, key) - stakes(before, key), key).toBe(0);
    }
    await rebuildLeaderboardStats(db());
    expect(await rowsOf()).toEqual(after);
  });

  describe('profiles and history', () => {
    it('public profile by id and by username, without the e-mail', async () => {
      const { data } = await board('?limit=100');
      const entry = data.find((e) => e.userId === 'r-ace');
      const byId = await t.app.inject({ url: '/api/users/r-ace' });
      expect(byId.statusCode).toBe(200);
      const profile = byId.json().data;
      expect(profile).toMatchObject({
        id: 'r-ace',
        username: 'r_ace',
        points: 105,
        accuracy: 100,
        totalPredictions: 5,
        correctPredictions: 5,
        rank: entry?.rank,
        badges: ['streak'],
        isPro: false,
        proUpgradedAt: null,
      });
      expect(JSON.stringify(profile)).not.toContain('@');
      const byName = await t.app.inject({ url: '/api/users/by-username/R_ACE' });
      expect(byName.json().data).toEqual(profile);
      expect((await t.app.inject({ url: '/api/users/nobody' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/users/by-username/nobody' })).statusCode).toBe(404);
    });

    it('ledger: newest first, by pages', async () => {
      const cookie = await signIn(t, 'r_tie_1');
      const first = await t.app.inject({
        url: '/api/users/me/ledger?limit=4',
        headers: { cookie },
      });
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.data).toHaveLength(4);
      const walked = [...page1.data];
      let cursor: string | null = page1.nextCursor;
      while (cursor) {
        const res = await t.app.inject({
          url: `/api/users/me/ledger?limit=4&cursor=${cursor}`,
          headers: { cookie },
        });
        walked.push(...res.json().data);
        cursor = res.json().nextCursor;
      }
      // sign-up + 5 wagers + 4 payouts
      expect(walked).toHaveLength(10);
      expect(walked[walked.length - 1]).toMatchObject({
        amount: 100,
        balanceAfter: 100,
        reason: 'signup',
        refText: null,
      });
      // A prediction's rows name their call.
      expect(walked[0]).toMatchObject({
        balanceAfter: 103,
        reason: 'payout',
        refType: 'prediction',
        refText: expect.stringMatching(/^Prediction of r-tie-1 number \d+ comes true$/),
      });
      const idsDesc = walked.map((e: { id: number }) => e.id);
      expect(idsDesc).toEqual([...idsDesc].sort((x, y) => y - x));
      expect((await t.app.inject({ url: '/api/users/me/ledger' })).statusCode).toBe(401);
      const bad = await t.app.inject({
        url: '/api/users/me/ledger?cursor=xx',
        headers: { cookie },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('accuracy history: running accuracy per resolution day', async () => {
      await player('h-history');
      await record('h-history', [C, C], { at: new Date('2026-04-01T10:00:00Z') });
      await record('h-history', [I], { at: new Date('2026-04-02T10:00:00Z') });
      await record('h-history', [U], { at: new Date('2026-04-03T10:00:00Z') });
      await record('h-history', [I, C], { at: new Date('2026-04-05T23:59:00Z') });
      const cookie = await signIn(t, 'h_history');
      const res = await t.app.inject({
        url: '/api/users/me/accuracy-history',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { date: '2026-04-01', accuracy: 100, resolved: 2, correct: 2 },
        { date: '2026-04-02', accuracy: 67, resolved: 3, correct: 2 },
        { date: '2026-04-05', accuracy: 60, resolved: 5, correct: 3 },
      ]);
      expect(
        (
          await t.app.inject({
            url: '/api/users/me/accuracy-history',
            headers: { origin: TEST_ORIGIN },
          })
        ).statusCode,
      ).toBe(401);

      // The same history is public by id, like the profile; an unknown id is a 404.
      const pub = await t.app.inject({ url: '/api/users/h-history/accuracy-history' });
      expect(pub.statusCode).toBe(200);
      expect(pub.json().data).toEqual(res.json().data);
      const missing = await t.app.inject({ url: '/api/users/nobody-here/accuracy-history' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
