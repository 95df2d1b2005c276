// A league's track record (docs/rules/track-record.md "A league's track record") through
// GET /api/leagues/{id}/track-record: every figure is computed by hand in the comments and
// compared with the answer; a non-member's positions never count, and a private league's record
// is seen by its members only (404 to others, as its page).
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueTrackRecord } from '@boldcall/shared/schemas/track-record';
import { createPlayer, makeLeague } from '../../seed/seed.factories.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { deletePrediction } from '../predictions/predictions.moderation.ts';
import { bin, bins, calibrationCalls, worldCalls } from '../../test/track-record.ts';

describe("a league's track record", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const read = (leagueId: string, cookie?: string) =>
    t.app.inject({
      url: `/api/leagues/${leagueId}/track-record`,
      headers: cookie ? { cookie } : {},
    });
  async function record(leagueId: string, cookie?: string): Promise<LeagueTrackRecord> {
    const res = await read(leagueId, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: LeagueTrackRecord }).data;
  }

  describe('a private league of three, and a non-member', () => {
    const ids = { a: '', b: '', c: '', x: '' };
    let leagueId = '';
    const at = new Date();

    beforeAll(async () => {
      for (const name of ['a', 'b', 'c', 'x'] as const) {
        ids[name] = (
          await createPlayer(db(), { username: `lg_${name}`, bonusPoints: 500, isPro: true })
        ).id;
      }
      const admin = (await createPlayer(db(), { username: 'lg_admin', role: 'admin' })).id;
      const { a, b, c, x } = ids;
      leagueId = await makeLeague(db(), {
        ownerId: a,
        name: 'The desk',
        description: 'Three colleagues',
        inviteCode: 'DESK42',
        isPrivate: true,
        memberIds: [b, c],
      });
      const call = worldCalls(db(), at);

      // P1: A creates 10 @ 80, B joins 20 @ 60, C bets 30 against @ 70, X (not a member) bets
      // 10 against @ 90. CORRECT. For 30, against 40: A and B earn round(100·40/70) = 57.
      // Terms: A (80 − 100)² = 400, B (60 − 100)² = 1600, C (70 − 0)² = 4900; X's 8100 not.
      await call(a, 80, 'CORRECT', {
        joins: [[b, 20, 60]],
        against: [
          [c, 30, 70],
          [x, 10, 90],
        ],
      });

      // P2: B creates 10 @ 85, X joins 5 @ 40, C bets 10 against @ 25. INCORRECT. For 15,
      // against 10: C earns round(100·15/25) = 60. Terms: B 85² = 7225, C (25 − 100)² = 5625.
      await call(b, 85, 'INCORRECT', { joins: [[x, 5, 40]], against: [[c, 10, 25]] });

      // P3: C creates 10 @ 95, A bets 10 against @ 30. UNMEASURABLE: nothing counts.
      await call(c, 95, 'UNMEASURABLE', { against: [[a, 10, 30]] });

      // P4: X creates 10 @ 50, A joins 10 @ 15, B jumps on 5 without a confidence. CORRECT, with
      // nobody against: boldness 0; A's term (15 − 100)² = 7225; B's win counts, no term.
      await call(x, 50, 'CORRECT', { joins: [[a, 10, 15]], jumps: [[b, 5]] });

      // P5: A creates 10 @ 45, CORRECT, then an admin deletes it: it counts for nothing.
      await deletePrediction(db(), admin, await call(a, 45, 'CORRECT'), {});
    });

    it("counts the members' positions together, by hand", async () => {
      const cookie = await signIn(t, 'lg_b');
      const tr = await record(leagueId, cookie);
      // n = 6 (two each), hits: A 2, B 1, C 1 = 4.
      // Σ terms = 400 + 1600 + 4900 + 7225 + 5625 + 7225 = 26,975 → 26,975 / 60,000.
      const brier = 26_975 / 60_000;
      expect(tr.brier).toBeCloseTo(0.449583, 6);
      expect(tr).toEqual({
        leagueId,
        brier: tr.brier,
        resolvedWithConfidence: 6,
        hits: 4,
        calibration: bins([
          bin(10, 1, 15, 1), // A 15, right
          bin(20, 1, 25, 1), // C 25, right
          bin(60, 1, 60, 1), // B 60, right
          bin(70, 1, 70, 0), // C 70, wrong
          bin(80, 2, 82.5, 0.5), // A 80 right, B 85 wrong
          // X's 90, 40 and 50 would fill bins 90, 40 and 50: they stay empty.
        ]),
        boldness: 57 + 57 + 60,
        wins: 2 + 2 + 1, // A: P1, P4; B: P1, P4 (the jump); C: P2
        monthly: [{ month: `${at.toISOString().slice(0, 7)}-01`, n: 6, brier: tr.brier }],
        minimum: 10,
        // Nobody has 10: no own Brier, their counts instead (equal: by user id).
        members: [ids.a, ids.b, ids.c].sort().map((userId) => ({
          userId,
          username: expect.stringMatching(/^lg_[abc]$/),
          resolvedWithConfidence: 2,
          brier: null,
        })),
      });
      expect(tr.brier).toBeCloseTo(brier, 12);
      expect(tr.members.map((m) => m.userId)).not.toContain(ids.x);
    });

    it('is seen by members only: 404 to a visitor and a non-member, as the league page', async () => {
      const outsider = await signIn(t, 'lg_x');
      for (const cookie of [undefined, outsider]) {
        const res = await read(leagueId, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'League not found' });
        const page = await t.app.inject({
          url: `/api/leagues/${leagueId}`,
          headers: cookie ? { cookie } : {},
        });
        expect(page.statusCode).toBe(404);
      }
      expect((await read('no-such-league')).statusCode).toBe(404);
      expect((await read('all')).statusCode).toBe(404);
    });
  });

  describe("members' own Brier", () => {
    let leagueId = '';
    const ids = { owner: '', sharp: '', vague: '', few: '' };

    beforeAll(async () => {
      ids.owner = (
        await createPlayer(db(), { username: 'lm_owner', bonusPoints: 1000, isPro: true })
      ).id;
      for (const name of ['sharp', 'vague', 'few'] as const) {
        ids[name] = (await createPlayer(db(), { username: `lm_${name}`, bonusPoints: 1000 })).id;
      }
      leagueId = await makeLeague(db(), {
        ownerId: ids.owner,
        name: 'The sharps',
        description: 'Who is calibrated',
        inviteCode: 'SHARP7',
        memberIds: [ids.few, ids.vague, ids.sharp],
      });
      // The owner creates without a confidence; sharp 90 and right (term 100), vague 60 and
      // right (1600), few 99 and right (1) on only 9 calls.
      await calibrationCalls(db(), ids.owner, ids);
    });

    it('best Brier first among members with the minimum, then the others by count', async () => {
      const tr = await record(leagueId);
      expect(tr.members).toEqual([
        { userId: ids.sharp, username: 'lm_sharp', resolvedWithConfidence: 10, brier: 0.01 },
        { userId: ids.vague, username: 'lm_vague', resolvedWithConfidence: 10, brier: 0.16 },
        { userId: ids.few, username: 'lm_few', resolvedWithConfidence: 9, brier: null },
        { userId: ids.owner, username: 'lm_owner', resolvedWithConfidence: 0, brier: null },
      ]);
      // (10 · 100 + 10 · 1600 + 9 · 1) / (29 · 10,000)
      expect(tr.resolvedWithConfidence).toBe(29);
      expect(tr.brier).toBeCloseTo(17_009 / 290_000, 12);
    });

    it('Global counts every player and lists those with their own score', async () => {
      const tr = await record('global');
      expect(tr.leagueId).toBe('global');
      // Both worlds of this file: 6 + X's 2 (P1, P2; P4's creator term too: 3) + 29.
      expect(tr.resolvedWithConfidence).toBe(6 + 3 + 29);
      // Only players with their own score: the top of the Calibration board.
      expect(tr.members.map((m) => [m.userId, m.brier])).toEqual([
        [ids.sharp, 0.01],
        [ids.vague, 0.16],
      ]);
    });
  });
});
