// The game rules of docs/rules/game.md through the HTTP API: one position per player per
// prediction, a jump-on bonus held until the call resolves, refunds that return the economy to
// exactly where it was, editing that closes at the first vote, and moderation only on pending
// predictions.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSITION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { signIn, useTestAppWithAdmin } from '../../test/test-app.ts';
import { balancesOf, economyTotal, heldBonusesOf } from '../../test/points.ts';
import { pointsLedger } from '../points/points.table.ts';
import { jumpOnPrediction } from './predictions.service.ts';

describe('game rules (docs/rules/game.md)', () => {
  const { t, admin } = useTestAppWithAdmin('rules_admin');
  let n = 0;

  async function player() {
    n += 1;
    const username = `rules_${n}`;
    const created = await createPlayer(t.database.db, { username });
    return { id: created.id, cookie: await signIn(t, username) };
  }

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const join = (id: string, cookie: string, pointsWagered = 5) =>
    send('POST', `/api/predictions/${id}/join`, cookie, { pointsWagered });
  const jump = (id: string, cookie: string, wager = 5) =>
    send('POST', `/api/predictions/${id}/jump-on`, cookie, { wager });
  const bet = (id: string, cookie: string, wager = 5) =>
    send('POST', `/api/predictions/${id}/bet-against`, cookie, { wager });
  const vote = (id: string, cookie: string) =>
    send('POST', `/api/predictions/${id}/vote`, cookie, { voteType: 'up' });

  describe('one position per player per prediction', () => {
    it('refuses every second position with why, and keeps the points where they were', async () => {
      const creator = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      const cases = [
        { first: join, held: 'join' as const, others: [jump, bet] },
        { first: jump, held: 'jump' as const, others: [join, bet] },
        { first: bet, held: 'bet' as const, others: [join, jump] },
      ];
      for (const c of cases) {
        const me = await player();
        expect((await c.first(id, me.cookie)).statusCode).toBe(200);
        for (const other of c.others) {
          const res = await other(id, me.cookie);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({
            code: 'POSITION_TAKEN',
            message: POSITION_MSG[c.held],
          });
        }
        // Votes are free and not a position.
        expect((await vote(id, me.cookie)).statusCode).toBe(200);
        expect(await balancesOf(t.database.db, me.id)).toEqual([95]);
      }
      const p = (await t.app.inject(`/api/predictions/${id}`)).json().data;
      expect(p).toMatchObject({ joinedCount: 1, jumpedOnCount: 1, betAgainstCount: 1 });
    });

    it('a joiner cannot bet against, even with both requests at once', async () => {
      const creator = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      const me = await player();
      const answers = await Promise.all([join(id, me.cookie, 3), bet(id, me.cookie, 4)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const p = (
        await t.app.inject({ url: `/api/predictions/${id}`, headers: { cookie: me.cookie } })
      ).json().data;
      expect(Number(p.hasJoined) + Number(p.hasBetAgainst)).toBe(1);
    });
  });

  describe('the jump-on bonus is held; refunds return the economy to where it was', () => {
    async function world() {
      const creator = await player();
      const joiner = await player();
      const jumpers = [await player(), await player()];
      const bettor = await player();
      const before = await economyTotal(t.database.db);
      const id = await makePrediction(t.database.db, { userId: creator.id, pointsWagered: 10 });
      expect((await join(id, joiner.cookie, 20)).statusCode).toBe(200);
      for (const j of jumpers) expect((await jump(id, j.cookie, 10)).statusCode).toBe(200);
      expect((await bet(id, bettor.cookie, 7)).statusCode).toBe(200);
      const ids = [creator.id, joiner.id, ...jumpers.map((j) => j.id), bettor.id];
      // The creator's two +1 are held, not in the balance: 100 - 10.
      expect(await balancesOf(t.database.db, ...ids)).toEqual([90, 80, 90, 90, 93]);
      expect(await heldOf(creator.id)).toBe(2);
      expect(await economyTotal(t.database.db)).toBe(before);
      return { id, ids, creator, before };
    }

    const heldOf = async (userId: string) => (await heldBonusesOf(t.database.db, userId))[0];

    const creatorRows = (userId: string, id: string) =>
      t.database.db
        .select({
          amount: pointsLedger.amount,
          held: pointsLedger.heldAmount,
          reason: pointsLedger.reason,
        })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.refId, id)))
        .orderBy(pointsLedger.id);

    it('a held bonus cannot be wagered, and the balance the player sees leaves it out', async () => {
      const w = await world();
      const me = await t.app.inject({
        url: '/api/users/me',
        headers: { cookie: w.creator.cookie },
      });
      expect(me.json().data).toMatchObject({ points: 90, heldBonus: 2 });
      const elsewhere = await makePrediction(t.database.db, { userId: w.ids[1] as string });
      expect((await join(elsewhere, w.creator.cookie, 92)).statusCode).toBe(400);
      expect((await join(elsewhere, w.creator.cookie, 90)).statusCode).toBe(200);
    });

    it('UNMEASURABLE cancels the held bonus: every balance is back where it was', async () => {
      const w = await world();
      const res = await send('POST', `/api/predictions/${w.id}/resolve`, admin.cookie, {
        resolution: 'UNMEASURABLE',
        adminNote: 'Cannot tell.',
      });
      expect(res.statusCode).toBe(200);
      expect(await balancesOf(t.database.db, ...w.ids)).toEqual([100, 100, 100, 100, 100]);
      expect(await heldOf(w.creator.id)).toBe(0);
      expect(await economyTotal(t.database.db)).toBe(w.before);
      expect(await creatorRows(w.creator.id, w.id)).toEqual([
        { amount: -10, held: 0, reason: 'prediction_wager' },
        { amount: 0, held: 1, reason: 'jump_bonus_held' },
        { amount: 0, held: 1, reason: 'jump_bonus_held' },
        { amount: 10, held: 0, reason: 'refund' },
        { amount: 0, held: -2, reason: 'jump_bonus_cancelled' },
      ]);
    });

    it('a delete does the same', async () => {
      const w = await world();
      const res = await send('DELETE', `/api/predictions/${w.id}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(await balancesOf(t.database.db, ...w.ids)).toEqual([100, 100, 100, 100, 100]);
      expect(await heldOf(w.creator.id)).toBe(0);
      expect(await economyTotal(t.database.db)).toBe(w.before);
    });

    it('CORRECT and INCORRECT pay the held bonus into the balance', async () => {
      for (const outcome of ['CORRECT', 'INCORRECT'] as const) {
        const w = await world();
        await resolvePredictionNow(t.database.db, w.id, outcome);
        const [creator] = await balancesOf(t.database.db, w.creator.id);
        expect(creator).toBe(outcome === 'CORRECT' ? 90 + 20 + 7 + 2 : 90 + 2);
        expect(await heldOf(w.creator.id)).toBe(0);
        expect((await creatorRows(w.creator.id, w.id)).at(-1)).toEqual({
          amount: 2,
          held: -2,
          reason: 'jump_bonus',
        });
      }
    });

    it('a refund after the creator spent everything: economy unchanged, nothing written off', async () => {
      const creator = await player();
      const jumpers = [await player(), await player(), await player()];
      const other = await player();
      const before = await economyTotal(t.database.db);
      const id = await makePrediction(t.database.db, { userId: creator.id, pointsWagered: 1 });
      for (const j of jumpers) await jumpOnPrediction(t.database.db, j.id, id, 1);
      // The creator stakes every spendable point elsewhere; the held 3 cannot be staked.
      const elsewhere = await makePrediction(t.database.db, { userId: other.id });
      expect((await join(elsewhere, creator.cookie, 100)).statusCode).toBe(400);
      expect((await join(elsewhere, creator.cookie, 99)).statusCode).toBe(200);
      expect(await balancesOf(t.database.db, creator.id)).toEqual([0]);
      expect(await heldOf(creator.id)).toBe(3);
      const res = await send('DELETE', `/api/predictions/${id}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      // The wager of 1 comes back; the held bonus simply ends.
      expect(await balancesOf(t.database.db, creator.id)).toEqual([1]);
      expect(await heldOf(creator.id)).toBe(0);
      const ids = [creator.id, ...jumpers.map((j) => j.id)];
      expect(await balancesOf(t.database.db, ...ids)).toEqual([1, 100, 100, 100]);
      // The other prediction still holds the creator's 99 and other's wager.
      expect(await economyTotal(t.database.db)).toBe(before);
      const audit = await t.app.inject({
        url: `/api/admin/audit?limit=5`,
        headers: { cookie: admin.cookie },
      });
      const entry = audit.json().data.find((a: { targetId: string }) => a.targetId === id);
      expect(entry?.details?.heldBonus).toEqual({ userId: creator.id, amount: 3, paid: false });
      expect(entry?.details).not.toHaveProperty('bonusClawback');
    });
  });

  describe('one rank, shown the same everywhere', () => {
    it('numbers ranked players only, the same on leaderboard, profile and admin Users', async () => {
      const db = t.database.db;
      const ace = await player();
      const rich = await createPlayer(db, { username: 'rules_rich_pro', isPro: true });
      const other = await player();
      for (let i = 0; i < 5; i += 1) {
        const id = await makePrediction(db, { userId: ace.id, pointsWagered: 1 });
        await resolvePredictionNow(db, id, 'CORRECT');
      }
      await makePrediction(db, { userId: other.id });
      const board = (await t.app.inject('/api/leaderboard?limit=100')).json().data as Array<{
        userId: string;
        rank: number | null;
        ranked: boolean;
        callsToRank: number;
      }>;
      const onBoard = (id: string) => board.find((e) => e.userId === id);
      expect(onBoard(ace.id)).toMatchObject({ ranked: true, callsToRank: 0 });
      expect(onBoard(ace.id)?.rank).toBeGreaterThanOrEqual(1);
      // The rich Pro newcomer is ahead on points but has no rank at all.
      expect(onBoard(rich.id)).toMatchObject({ ranked: false, rank: null, callsToRank: 5 });
      const ranks = board.filter((e) => e.ranked).map((e) => e.rank);
      expect(ranks).toEqual(ranks.map((_, i) => i + 1));

      for (const id of [ace.id, rich.id, other.id]) {
        const profile = (await t.app.inject(`/api/users/${id}`)).json().data;
        const adminRow = (
          await t.app.inject({
            url: `/api/admin/users?q=${encodeURIComponent(profile.username)}`,
            headers: { cookie: admin.cookie },
          })
        )
          .json()
          .data.find((u: { id: string }) => u.id === id);
        expect(profile.rank).toBe(onBoard(id)?.rank);
        expect(adminRow.rank).toBe(onBoard(id)?.rank);
      }
    });
  });

  describe('the profile lists every position', () => {
    it('created, joined, jumped on and bet against, with side, stake and outcome', async () => {
      const db = t.database.db;
      const me = await player();
      const other = await player();
      const mine = await makePrediction(db, { userId: me.id, pointsWagered: 3 });
      const joined = await makePrediction(db, { userId: other.id });
      const jumped = await makePrediction(db, { userId: other.id });
      const betOn = await makePrediction(db, { userId: other.id });
      const gone = await makePrediction(db, { userId: other.id });
      expect((await join(joined, me.cookie, 4)).statusCode).toBe(200);
      expect((await jump(jumped, me.cookie, 6)).statusCode).toBe(200);
      expect((await bet(betOn, me.cookie, 7)).statusCode).toBe(200);
      expect((await bet(gone, me.cookie, 2)).statusCode).toBe(200);
      await resolvePredictionNow(db, betOn, 'INCORRECT');
      await resolvePredictionNow(db, jumped, 'UNMEASURABLE');
      expect((await send('DELETE', `/api/predictions/${gone}`, admin.cookie)).statusCode).toBe(200);

      const res = await t.app.inject(`/api/users/${me.id}/positions`);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<
        Record<string, unknown> & { prediction: { id: string } }
      >;
      expect(
        list.map(({ prediction, position, side, stake, outcome, returned }) => ({
          id: prediction.id,
          position,
          side,
          stake,
          outcome,
          returned,
        })),
      ).toEqual([
        { id: betOn, position: 'bet', side: 'against', stake: 7, outcome: 'won', returned: 14 },
        { id: jumped, position: 'jump', side: 'for', stake: 6, outcome: 'refunded', returned: 6 },
        { id: joined, position: 'join', side: 'for', stake: 4, outcome: 'open', returned: null },
        { id: mine, position: 'creator', side: 'for', stake: 3, outcome: 'open', returned: null },
      ]);
      const profile = (await t.app.inject(`/api/users/${me.id}`)).json().data;
      expect(profile.positionCount).toBe(4);

      // Pages with a cursor to the same list.
      const first = (await t.app.inject(`/api/users/${me.id}/positions?limit=3`)).json();
      expect(first.data).toHaveLength(3);
      const rest = (
        await t.app.inject(`/api/users/${me.id}/positions?limit=3&cursor=${first.nextCursor}`)
      ).json();
      expect([...first.data, ...rest.data].map((e: { position: string }) => e.position)).toEqual([
        'bet',
        'jump',
        'join',
        'creator',
      ]);
      expect(rest.nextCursor).toBeNull();
      expect((await t.app.inject(`/api/users/${me.id}/positions?cursor=junk`)).statusCode).toBe(
        400,
      );
      expect((await t.app.inject('/api/users/nobody/positions')).statusCode).toBe(404);
    });
  });

  describe('state guards', () => {
    it('editing closes at the first vote of anyone else', async () => {
      const creator = await player();
      const voter = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      const edit = () =>
        send('PATCH', `/api/predictions/${id}`, creator.cookie, { category: 'finance' });
      expect((await edit()).statusCode).toBe(200);
      expect((await vote(id, voter.cookie)).statusCode).toBe(200);
      const res = await edit();
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This prediction can no longer be edited because someone has voted on, joined, jumped on or bet against it',
      );
      const mine = await t.app.inject({
        url: `/api/predictions/${id}`,
        headers: { cookie: creator.cookie },
      });
      expect(mine.json().data.canEdit).toBe(false);
    });

    it('flag, respond, confirm and deny only on pending predictions', async () => {
      const creator = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      const flagged = await makePrediction(t.database.db, { userId: creator.id });
      const flag = (pid: string, action: string) =>
        send('PUT', `/api/predictions/${pid}/flag`, admin.cookie, {
          action,
          adminComment: 'Please check the wording.',
        });
      expect((await flag(flagged, 'flag')).statusCode).toBe(200);
      const answer = await send('PUT', `/api/predictions/${flagged}/respond`, creator.cookie, {
        response: 'It is clear.',
      });
      expect(answer.statusCode).toBe(200);
      await resolvePredictionNow(t.database.db, id, 'CORRECT');
      await resolvePredictionNow(t.database.db, flagged, 'INCORRECT');

      const late = await flag(id, 'flag');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'NOT_PENDING',
        message: 'Only pending predictions can be flagged, answered, confirmed or denied',
      });
      for (const action of ['confirm', 'deny']) {
        expect((await flag(flagged, action)).statusCode).toBe(409);
      }
      const unanswered = await makePrediction(t.database.db, { userId: creator.id });
      expect((await flag(unanswered, 'flag')).statusCode).toBe(200);
      await resolvePredictionNow(t.database.db, unanswered, 'CORRECT');
      const respond = await send('PUT', `/api/predictions/${unanswered}/respond`, creator.cookie, {
        response: 'Too late now.',
      });
      expect(respond.statusCode).toBe(409);
      expect(respond.json().code).toBe('NOT_AWAITING_RESPONSE');
      // Clearing a flag stays possible.
      expect((await flag(flagged, 'unflag')).statusCode).toBe(200);
    });
  });
});
