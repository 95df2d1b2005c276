// Confidence, Brier score, calibration bins and boldness (docs/rules/track-record.md), through
// the HTTP API: every figure below is computed by hand in the comments and compared with what
// GET /api/users/{id}/track-record and GET /api/leaderboard answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACK_RECORD_MSG } from '@boldcall/shared/rules/track-record';
import type { LeaderboardResponse } from '@boldcall/shared/schemas/leaderboard';
import type { TrackRecord } from '@boldcall/shared/schemas/track-record';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { signIn, TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { bin, bins, calibrationCalls, worldCalls } from '../../test/track-record.ts';
import { mergePredictions } from '../predictions/predictions.merge.ts';
import { deletePrediction } from '../predictions/predictions.moderation.ts';
import { betAgainstPrediction } from '../predictions/predictions.service.ts';

describe('track record', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function trackRecord(userId: string): Promise<TrackRecord> {
    const res = await t.app.inject({ url: `/api/users/${userId}/track-record` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: TrackRecord }).data;
  }

  async function board(query: string, cookie?: string): Promise<LeaderboardResponse> {
    const res = await t.app.inject({
      url: `/api/leaderboard${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeaderboardResponse;
  }

  describe('confidence input', () => {
    let cookie = '';
    let openId = '';
    beforeAll(async () => {
      const owner = await createPlayer(db(), { username: 'conf_owner' });
      await createPlayer(db(), { username: 'conf_player' });
      openId = await makePrediction(db(), { userId: owner.id });
      cookie = await signIn(t, 'conf_player');
    });

    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: TEST_ORIGIN },
        payload,
      });

    const bodies = () => [
      {
        url: '/api/predictions',
        base: {
          text: 'The home side wins the cup final',
          category: 'sports',
          expiresAt: '2099-01-01',
          pointsWagered: 5,
        },
      },
      { url: `/api/predictions/${openId}/join`, base: { pointsWagered: 5 } },
      { url: `/api/predictions/${openId}/jump-on`, base: { wager: 5 } },
      { url: `/api/predictions/${openId}/bet-against`, base: { wager: 5 } },
    ];

    it.each([0, 100, 50.5, '80', -3, null])(
      'refuses a confidence of %j with a clear message, on create, join, jump on, bet against',
      async (confidence) => {
        for (const { url, base } of bodies()) {
          const res = await post(url, { ...base, confidence });
          expect(res.statusCode, `${url} ${res.body}`).toBe(400);
          expect(res.json().message, url).toContain(TRACK_RECORD_MSG.confidence);
        }
      },
    );

    it('stores a confidence with the position and shows it on the card; without one still works', async () => {
      const created = await post('/api/predictions', {
        ...bodies()[0]?.base,
        confidence: 85,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ confidence: 85, myConfidence: 85 });
      const joined = await post(`/api/predictions/${openId}/join`, {
        pointsWagered: 3,
        confidence: 70,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      const data = joined.json().data;
      expect(data.myConfidence).toBe(70);
      expect(data.confidence).toBeNull();
      expect(data.joinedBy).toEqual([
        expect.objectContaining({ username: 'conf_player', confidence: 70 }),
      ]);
      // The visitors' view and the list carry it too.
      const seen = await t.app.inject({ url: `/api/predictions/${openId}` });
      expect(seen.json().data.joinedBy[0].confidence).toBe(70);
      // Without a confidence: the position is taken as before.
      const plain = await post('/api/predictions', bodies()[0]?.base ?? {});
      expect(plain.statusCode).toBe(201);
      expect(plain.json().data.confidence).toBeNull();
    });
  });

  describe('a world of three players', () => {
    const ids = { a: '', b: '', c: '' };
    let admin = '';
    const at = new Date();

    beforeAll(async () => {
      for (const name of ['a', 'b', 'c'] as const) {
        ids[name] = (await createPlayer(db(), { username: `tr_${name}`, bonusPoints: 500 })).id;
      }
      admin = (await createPlayer(db(), { username: 'tr_admin', role: 'admin' })).id;
      const { a, b, c } = ids;
      const call = worldCalls(db(), at);

      // P1: A creates 10 @ 80, B joins 20 @ 60, C bets 30 against @ 70. CORRECT.
      // Stakes: for 30, against 30 -> each winner (A, B) earns round(100·30/60) = 50.
      await call(a, 80, 'CORRECT', { joins: [[b, 20, 60]], against: [[c, 30, 70]] });

      // P2: B creates 10 @ 90, A jumps on 5 @ 55, C bets 5 against (no confidence). INCORRECT.
      // Stakes: for 15, against 5 -> C earns round(100·15/20) = 75.
      await call(b, 90, 'INCORRECT', { jumps: [[a, 5, 55]], against: [[c, 5]] });

      // P3: C creates 10 @ 95, A bets 10 against @ 30. UNMEASURABLE: scores nothing.
      await call(c, 95, 'UNMEASURABLE', { against: [[a, 10, 30]] });

      // P4 (A, 10 @ 65) and P5 (B, 10 @ 40), C bets 40 against P4 @ 85; merged into M (creator
      // A, B's wager a join, C's bet carried over, all without confidence). M INCORRECT:
      // for 20, against 40 -> C earns round(100·20/60) = 33; nobody's Brier moves.
      const p4 = await makePrediction(db(), { userId: a, pointsWagered: 10, confidence: 65 });
      const p5 = await makePrediction(db(), { userId: b, pointsWagered: 10, confidence: 40 });
      await betAgainstPrediction(db(), c, p4, 40, { confidence: 85 });
      const merged = await mergePredictions(db(), admin, {
        predictionIds: [p4, p5],
        text: 'The merged call of the three players comes true',
      });
      await resolvePredictionNow(db(), merged.id, 'INCORRECT', { now: at });

      // P6: C creates 10 @ 10, CORRECT, then an admin deletes it: it leaves the track record.
      await deletePrediction(db(), admin, await call(c, 10, 'CORRECT'), {});
    });

    const month = `${at.toISOString().slice(0, 7)}-01`;

    // Each player's whole track record, figures by hand.
    it.each([
      {
        title: 'A: Brier (0.2² + 0.55²) / 2 = 0.17125, bins 50–60 and 80–90, boldness 50',
        player: 'a',
        figures: {
          brier: 0.17125, // (400 + 3025) / 20000
          resolvedWithConfidence: 2,
          hits: 1,
          calibration: bins([bin(50, 1, 55, 0), bin(80, 1, 80, 1)]),
          boldness: 50,
          wins: 1,
        },
      },
      {
        title: 'B: Brier (0.4² + 0.9²) / 2 = 0.485, bins 60–70 and 90–100, boldness 50',
        player: 'b',
        figures: {
          brier: 0.485, // (1600 + 8100) / 20000
          resolvedWithConfidence: 2,
          hits: 1,
          calibration: bins([bin(60, 1, 60, 1), bin(90, 1, 90, 0)]),
          boldness: 50,
          wins: 1,
        },
      },
      {
        title: 'C: Brier 0.7² = 0.49 (the deleted call left out), bin 70–80, boldness 75 + 33',
        player: 'c',
        figures: {
          brier: 0.49,
          resolvedWithConfidence: 1,
          hits: 0,
          calibration: bins([bin(70, 1, 70, 0)]),
          boldness: 108,
          wins: 2,
        },
      },
    ] as const)('$title', async ({ player, figures }) => {
      // Everything was resolved this month: one monthly point with the same Brier score.
      expect(await trackRecord(ids[player])).toEqual({
        userId: ids[player],
        ...figures,
        monthly: [{ month, n: figures.resolvedWithConfidence, brier: figures.brier }],
      });
    });

    it('Boldest board: C first, then A and B (equal: user id descending), with the figures', async () => {
      for (const period of ['all', 'month', 'week']) {
        const res = await board(`?board=boldest&period=${period}&limit=100`);
        const mine = res.data.filter((e) => Object.values(ids).includes(e.userId));
        const [first, ...rest] = mine;
        expect(first).toMatchObject({ userId: ids.c, trackRecord: { boldness: 108 } });
        expect(rest.map((e) => e.userId)).toEqual([ids.a, ids.b].sort().reverse());
        expect(res.board).toBe('boldest');
      }
    });

    it('Calibration board: nobody here has 10 scored calls yet; own row absent, not an error', async () => {
      const cookie = await signIn(t, 'tr_a');
      const res = await board('?board=calibration', cookie);
      expect(res.data.map((e) => e.userId)).not.toContain(ids.a);
      expect(res.me).toBeNull();
    });

    it('unknown player: 404', async () => {
      const res = await t.app.inject({ url: '/api/users/nobody-here/track-record' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('Calibration board', () => {
    it('lists players with at least 10 scored calls, lowest Brier first, own row off the page', async () => {
      const creator = await createPlayer(db(), { username: 'cal_creator', bonusPoints: 1000 });
      const sharp = await createPlayer(db(), { username: 'cal_sharp', bonusPoints: 1000 });
      const vague = await createPlayer(db(), { username: 'cal_vague', bonusPoints: 1000 });
      const few = await createPlayer(db(), { username: 'cal_few', bonusPoints: 1000 });
      // sharp: 90 and right (0.01 each); vague: 60 and right (0.16 each); few: only 9 calls.
      await calibrationCalls(db(), creator.id, { sharp: sharp.id, vague: vague.id, few: few.id });
      const all = await board('?board=calibration&limit=100');
      const ours = all.data.filter((e) => [sharp.id, vague.id, few.id].includes(e.userId));
      expect(ours.map((e) => e.userId)).toEqual([sharp.id, vague.id]);
      expect(ours[0]?.trackRecord?.brier).toBeCloseTo(0.01, 12);
      expect(ours[1]?.trackRecord?.brier).toBeCloseTo(0.16, 12);
      expect(ours[0]?.trackRecord?.resolvedWithConfidence).toBe(10);

      // The page ends before the vague player: their own row still comes, with their place.
      const cookie = await signIn(t, 'cal_vague');
      const top = await board('?board=calibration&limit=1', cookie);
      expect(top.data).toHaveLength(1);
      const place = all.data.findIndex((e) => e.userId === vague.id) + 1;
      expect(top.me).toMatchObject({ userId: vague.id, rank: place });
      // The next page continues after the cursor, numbering on.
      const next = await board(`?board=calibration&limit=1&cursor=${top.nextCursor}`);
      expect(next.data[0]?.rank).toBe(2);
    });

    it('refuses a category with a clear message', async () => {
      const res = await t.app.inject({ url: '/api/leaderboard?board=boldest&category=sports' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TRACK_RECORD_MSG.boardCategory);
    });
  });
});
