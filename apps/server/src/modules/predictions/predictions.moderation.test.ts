// The admin's decisions through the HTTP API: resolve (every payout case of docs/rules/game.md to the
// point), flag / respond / confirm / deny / unflag, delete (refunds), with their audit rows and
// notifications.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '@boldcall/shared/rules/notifications';
import { MSG } from '@boldcall/shared/messages';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { makePrediction } from '../../seed/seed.factories.ts';
import { stakedCall } from '../../test/plays.ts';
import { balancesOf, economyTotal } from '../../test/points.ts';
import { numberedPlayers, useTestAppWithAdmin } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { pointsLedger } from '../points/points.table.ts';
import { jumpOnPrediction, votePrediction } from './predictions.service.ts';
import { predictions } from './predictions.table.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('admin decisions on predictions', () => {
  const { t, admin } = useTestAppWithAdmin('chief_admin');
  const player = numberedPlayers(t, 'p');

  /** creator 10, joiner 20, jumper 10, bettor 7, and a voter (docs/rules/game.md figures). */
  async function world(text = 'The Chiefs win the Super Bowl again this season') {
    const db = t.database.db;
    const [creator, joiner, jumper, bettor, voter] = await Promise.all([
      player('creator'),
      player('joiner'),
      player('jumper'),
      player('bettor'),
      player('voter'),
    ]);
    if (!creator || !joiner || !jumper || !bettor || !voter) throw new Error('players');
    const id = await stakedCall(db, { creator, joiner, jumper, bettor }, { text });
    await votePrediction(db, voter.id, id, 'up');
    const ids = [creator.id, joiner.id, jumper.id, bettor.id];
    return { id, creator, joiner, jumper, bettor, voter, ids };
  }

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const resolve = (id: string, payload: object, cookie = admin.cookie) =>
    send('POST', `/api/predictions/${id}/resolve`, cookie, payload);
  const flag = (id: string, payload: object, cookie = admin.cookie) =>
    send('PUT', `/api/predictions/${id}/flag`, cookie, payload);
  const respond = (id: string, cookie: string, response: unknown) =>
    send('PUT', `/api/predictions/${id}/respond`, cookie, { response });

  const balances = (ids: string[]) => balancesOf(t.database.db, ...ids);

  async function auditOf(targetId: string) {
    return t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .orderBy(asc(auditLog.createdAt));
  }

  async function notificationsOf(predictionId: string | null, kind: NotificationKind) {
    return t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          predictionId ? eq(notifications.predictionId, predictionId) : undefined,
          eq(notifications.kind, kind),
        ),
      );
  }

  describe('resolve', () => {
    it('holds every stake until then (and the +1 jump bonus held for the creator)', async () => {
      const w = await world();
      expect(await balances(w.ids)).toEqual([90, 80, 90, 93]);
    });

    it('CORRECT: creator and joiner 2x, jumper w + (w - 2), the bet against goes to the creator', async () => {
      const w = await world();
      const res = await resolve(w.id, {
        resolution: 'CORRECT',
        adminNote: 'It happened.',
        resolvedBy: 'someone-else',
        resolvedAt: '2001-01-01T00:00:00Z',
      });
      expect(res.statusCode).toBe(200);
      const p: Prediction = res.json().data;
      expect(p).toMatchObject({
        status: 'CORRECT',
        adminNote: 'It happened.',
        resolvedBy: admin.id,
      });
      expect(Date.now() - Date.parse(p.resolvedAt ?? '')).toBeLessThan(60_000);
      // The creator: the held +1 is paid now, with the bet against.
      expect(await balances(w.ids)).toEqual([90 + 1 + 20 + 7, 80 + 40, 90 + 18, 93]);
      const rows = await t.database.db
        .select({
          userId: pointsLedger.userId,
          amount: pointsLedger.amount,
          reason: pointsLedger.reason,
        })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.refId, w.id), eq(pointsLedger.reason, 'bet_forfeit')));
      expect(rows).toEqual([{ userId: w.creator.id, amount: 7, reason: 'bet_forfeit' }]);
    });

    it('INCORRECT: backers and jumpers lose their wager, the bettor against gets 2x', async () => {
      const w = await world();
      const res = await resolve(w.id, { resolution: 'INCORRECT', adminNote: 'Did not happen.' });
      expect(res.statusCode).toBe(200);
      expect(await balances(w.ids)).toEqual([90 + 1, 80, 90, 93 + 14]);
    });

    it('UNMEASURABLE: every held wager comes back and the held jump bonus is cancelled', async () => {
      const w = await world();
      const res = await resolve(w.id, { resolution: 'UNMEASURABLE', adminNote: 'Cannot tell.' });
      expect(res.statusCode).toBe(200);
      expect(await balances(w.ids)).toEqual([100, 100, 100, 100]);
    });

    it('pays small jumps w + max(w - 2, 0): 1 -> 1, 2 -> 2, 3 -> 4, creator +1 per jumper at the end', async () => {
      const db = t.database.db;
      const creator = await player('creator');
      const jumpers = [await player('j'), await player('j'), await player('j')];
      const id = await makePrediction(db, { userId: creator.id, pointsWagered: 5 });
      for (const [i, j] of jumpers.entries()) await jumpOnPrediction(db, j.id, id, i + 1);
      expect(await balances([creator.id])).toEqual([100 - 5]);
      expect(await balances(jumpers.map((j) => j.id))).toEqual([99, 98, 97]);
      await resolve(id, { resolution: 'CORRECT', adminNote: 'Yes.' });
      expect(await balances(jumpers.map((j) => j.id))).toEqual([100, 100, 101]);
      expect(await balances([creator.id])).toEqual([95 + 10 + 3]);
    });

    it('resolves an expired prediction (it waits for an admin)', async () => {
      const creator = await player('creator');
      const id = await makePrediction(t.database.db, {
        userId: creator.id,
        createdAt: new Date(Date.now() - 10 * DAY),
        expiresAt: new Date(Date.now() - DAY),
      });
      const res = await resolve(id, { resolution: 'CORRECT', adminNote: 'Late but true.' });
      expect(res.statusCode).toBe(200);
      expect(await balances([creator.id])).toEqual([110]);
    });

    it('needs the admin note, a valid resolution, a known PENDING prediction', async () => {
      const w = await world();
      for (const adminNote of [undefined, '', '   ']) {
        const res = await resolve(w.id, { resolution: 'CORRECT', adminNote });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter an admin note for the resolution.');
      }
      const bad = await resolve(w.id, { resolution: 'MERGED', adminNote: 'x' });
      expect(bad.statusCode).toBe(400);
      const missing = await resolve('no-such-prediction', {
        resolution: 'CORRECT',
        adminNote: 'x',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Prediction not found');

      expect((await resolve(w.id, { resolution: 'CORRECT', adminNote: 'x' })).statusCode).toBe(200);
      const before = await balances(w.ids);
      const again = await resolve(w.id, { resolution: 'INCORRECT', adminNote: 'y' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'NOT_PENDING',
        message: 'This prediction is not pending',
      });
      expect(await balances(w.ids)).toEqual(before);
    });

    it('writes the audit row and notifies creator, joiner, jumper and bettor (not the voter)', async () => {
      const w = await world();
      await resolve(w.id, { resolution: 'CORRECT', adminNote: 'Confirmed by the league.' });
      const audit = await auditOf(w.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        adminId: admin.id,
        action: 'prediction.resolve',
        targetType: 'prediction',
        note: 'Confirmed by the league.',
        details: { resolution: 'CORRECT', paid: 20 + 40 + 18 + 7 },
      });
      const notes = await notificationsOf(w.id, 'resolved');
      expect(notes.map((x) => x.userId).sort()).toEqual([...w.ids].sort());
      const mine = notes.find((x) => x.userId === w.joiner.id);
      expect(mine?.message).toContain('was resolved CORRECT. You received 40 points.');
      const bettor = notes.find((x) => x.userId === w.bettor.id);
      expect(bettor?.message).not.toContain('You received');
    });
  });

  describe('moderation', () => {
    it('flag needs a comment; the creator or a joiner responds once; deny blocks stakes; confirm approves', async () => {
      const w = await world();
      const stranger = await player('stranger');
      const latecomer = await player('late');

      const noComment = await flag(w.id, { action: 'flag' });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().message).toBe('Please enter a comment to flag this prediction.');
      expect((await flag(w.id, { action: 'flag', adminComment: '  ' })).statusCode).toBe(400);

      // Nothing to respond to yet.
      const early = await respond(w.id, await w.creator.cookie(), 'It is fine');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('This prediction is not awaiting a response');

      const flagged = await flag(w.id, { action: 'flag', adminComment: 'Source please.' });
      expect(flagged.statusCode).toBe(200);
      expect(flagged.json().data).toMatchObject({
        moderationStatus: 'flagged',
        adminComment: 'Source please.',
        userResponse: null,
      });
      expect(flagged.json().data.flaggedAt).not.toBeNull();
      const again = await flag(w.id, { action: 'flag', adminComment: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This prediction is already flagged');

      // The admin reviews a response only once there is one.
      for (const action of ['confirm', 'deny']) {
        const res = await flag(w.id, { action });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('There is no response to review yet');
      }

      // Only the creator or a joiner (not a jumper, not a stranger), with non-blank text.
      for (const who of [stranger, w.jumper]) {
        const res = await respond(w.id, await who.cookie(), 'Let me in');
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(
          'Only the creator or a joiner can respond to this prediction',
        );
      }
      const joinerCookie = await w.joiner.cookie();
      for (const blank of ['', '   ', undefined]) {
        const res = await respond(w.id, joinerCookie, blank);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter a response.');
      }
      const answered = await respond(w.id, joinerCookie, '  Here is the source.  ');
      expect(answered.statusCode).toBe(200);
      expect(answered.json().data).toMatchObject({
        moderationStatus: 'flagged',
        userResponse: 'Here is the source.',
      });
      expect(answered.json().data.userResponseAt).not.toBeNull();
      const second = await respond(w.id, await w.creator.cookie(), 'Me too');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'A response has already been submitted for this prediction',
      );

      // Deny: 'Flagged - Denied', no new joins or stakes, votes still allowed.
      const denied = await flag(w.id, { action: 'deny', adminComment: 'Not convincing.' });
      expect(denied.statusCode).toBe(200);
      expect(denied.json().data).toMatchObject({
        moderationStatus: 'denied',
        adminComment: 'Not convincing.',
        userResponse: 'Here is the source.',
      });
      expect((await flag(w.id, { action: 'deny' })).json().message).toBe(
        'This response has already been denied',
      );
      const lateCookie = await latecomer.cookie();
      const join = await send('POST', `/api/predictions/${w.id}/join`, lateCookie, {
        pointsWagered: 5,
      });
      expect(join.statusCode).toBe(409);
      expect(join.json().message).toBe('This prediction is no longer accepting joins');
      const jump = await send('POST', `/api/predictions/${w.id}/jump-on`, lateCookie, { wager: 5 });
      expect(jump.statusCode).toBe(409);
      const vote = await send('POST', `/api/predictions/${w.id}/vote`, lateCookie, {
        voteType: 'up',
      });
      expect(vote.statusCode).toBe(200);
      const noMore = await respond(w.id, await w.creator.cookie(), 'Please reconsider');
      expect(noMore.statusCode).toBe(409);

      // Confirm (after a deny, too): approved, flag removed, joins open again.
      const confirmed = await flag(w.id, { action: 'confirm' });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({
        moderationStatus: 'approved',
        flaggedAt: null,
      });
      const joinNow = await send('POST', `/api/predictions/${w.id}/join`, lateCookie, {
        pointsWagered: 5,
      });
      expect(joinNow.statusCode).toBe(200);
      expect((await flag(w.id, { action: 'confirm' })).statusCode).toBe(409);

      // An approved prediction can be flagged again, from a clean slate.
      const reflag = await flag(w.id, { action: 'flag', adminComment: 'New concern.' });
      expect(reflag.json().data).toMatchObject({ moderationStatus: 'flagged', userResponse: null });

      const audit = await auditOf(w.id);
      expect(audit.map((a) => a.action)).toEqual([
        'prediction.flag',
        'prediction.deny',
        'prediction.confirm',
        'prediction.flag',
      ]);
      expect(audit[0]).toMatchObject({ adminId: admin.id, note: 'Source please.' });
      expect(audit[1]?.details).toMatchObject({ from: 'flagged', to: 'denied' });

      // Creator and joiner hear of it (the latecomer joined after the first flag).
      const flags = await notificationsOf(w.id, 'flagged');
      expect(flags.filter((x) => x.userId === w.creator.id)).toHaveLength(2);
      expect(flags.filter((x) => x.userId === w.joiner.id)).toHaveLength(2);
      expect(flags.filter((x) => x.userId === latecomer.id)).toHaveLength(1);
      expect(flags.some((x) => x.userId === w.jumper.id)).toBe(false);
      expect((await notificationsOf(w.id, 'response_denied')).map((x) => x.userId).sort()).toEqual(
        [w.creator.id, w.joiner.id].sort(),
      );
      expect(await notificationsOf(w.id, 'response_confirmed')).toHaveLength(2);
    });

    it('unflags a flagged or denied prediction directly, and refuses a clean one', async () => {
      const w = await world();
      const notFlagged = await flag(w.id, { action: 'unflag' });
      expect(notFlagged.statusCode).toBe(409);
      expect(notFlagged.json().message).toBe('This prediction is not flagged');
      await flag(w.id, { action: 'flag', adminComment: 'Hmm' });
      const unflagged = await flag(w.id, { action: 'unflag' });
      expect(unflagged.statusCode).toBe(200);
      expect(unflagged.json().data).toMatchObject({
        moderationStatus: null,
        adminComment: null,
        flaggedAt: null,
        userResponse: null,
      });
      await flag(w.id, { action: 'flag', adminComment: 'Hmm again' });
      await respond(w.id, await w.creator.cookie(), 'Fine');
      await flag(w.id, { action: 'deny' });
      expect(
        (await flag(w.id, { action: 'unflag', adminComment: 'OK after all' })).json().data,
      ).toMatchObject({
        moderationStatus: null,
        adminComment: 'OK after all',
      });
      expect((await flag(w.id, { action: 'shout' })).statusCode).toBe(400);
      expect((await flag('missing', { action: 'unflag' })).statusCode).toBe(404);
      expect((await respond('missing', await w.creator.cookie(), 'x')).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('refunds every held wager, cancels the held jump bonus, then the prediction is gone', async () => {
      const w = await world('Bitcoin closes the year above one hundred thousand dollars');
      const inPlay = await economyTotal(t.database.db);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/predictions/${w.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: w.id, deleted: true });
      expect(res.json().data.refunds).toEqual(
        expect.arrayContaining([
          { userId: w.creator.id, amount: 10 }, // the wager; the held +1 is cancelled
          { userId: w.joiner.id, amount: 20 },
          { userId: w.jumper.id, amount: 10 },
          { userId: w.bettor.id, amount: 7 },
        ]),
      );
      expect(await balances(w.ids)).toEqual([100, 100, 100, 100]);
      // Exactly where the economy was: the held bonus was never part of it.
      expect(await economyTotal(t.database.db)).toBe(inPlay);

      expect(
        (await t.app.inject({ method: 'GET', url: `/api/predictions/${w.id}` })).statusCode,
      ).toBe(404);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/predictions?q=bitcoin&status=all',
      });
      expect(list.json().data.map((p: Prediction) => p.id)).not.toContain(w.id);
      const lateJoin = await send(
        'POST',
        `/api/predictions/${w.id}/join`,
        await (await player()).cookie(),
        {
          pointsWagered: 5,
        },
      );
      expect(lateJoin.statusCode).toBe(404);
      const again = await send('DELETE', `/api/predictions/${w.id}`, admin.cookie);
      expect(again.statusCode).toBe(404);
      expect((await resolve(w.id, { resolution: 'CORRECT', adminNote: 'x' })).statusCode).toBe(404);

      const [row] = await t.database.db.select().from(predictions).where(eq(predictions.id, w.id));
      expect(row).toMatchObject({ status: 'UNMEASURABLE', resolvedBy: admin.id });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const audit = await auditOf(w.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'prediction.delete', details: { refunded: true } });
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'deleted')));
      const mine = notes.filter((x) => w.ids.includes(x.userId));
      expect(mine).toHaveLength(4);
      expect(mine.find((x) => x.userId === w.joiner.id)?.message).toContain(
        '20 points came back to you.',
      );
    });

    it('takes an optional comment and hides an already resolved one without moving points', async () => {
      const w = await world();
      await resolve(w.id, { resolution: 'CORRECT', adminNote: 'Yes' });
      const before = await balances(w.ids);
      const res = await send('DELETE', `/api/predictions/${w.id}`, admin.cookie, {
        adminComment: 'Duplicate of another prediction',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.refunds).toEqual([]);
      expect(await balances(w.ids)).toEqual(before);
      const [row] = await t.database.db.select().from(predictions).where(eq(predictions.id, w.id));
      expect(row).toMatchObject({
        status: 'CORRECT',
        adminComment: 'Duplicate of another prediction',
      });
      const [audit] = await auditOf(w.id).then((rows) =>
        rows.filter((r) => r.action === 'prediction.delete'),
      );
      expect(audit).toMatchObject({
        note: 'Duplicate of another prediction',
        details: { refunded: false },
      });
    });
  });

  describe('notifications API', () => {
    it('lists the caller’s notifications newest first and marks them read', async () => {
      const w = await world();
      await flag(w.id, { action: 'flag', adminComment: 'Check' });
      await resolve(w.id, { resolution: 'INCORRECT', adminNote: 'No' });
      const cookie = await w.creator.cookie();

      expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(
        401,
      );
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      // Newest first: the verdicts (the resolution settled a meeting with the bettor against:
      // docs/rules/rivals.md), then the stakes others placed on the creator's call.
      expect(body.data.map((x: { kind: string }) => x.kind)).toEqual([
        'resolved',
        'rivalry',
        'flagged',
        'bet_against',
        'jumped_on',
        'joined',
      ]);
      expect(body).toMatchObject({ unreadCount: 6, nextCursor: null });
      expect(body.data[0]).toMatchObject({ predictionId: w.id, readAt: null });

      const page = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?limit=1',
        headers: { cookie },
      });
      expect(page.json().data).toHaveLength(1);
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/notifications?limit=1&cursor=${page.json().nextCursor}`,
        headers: { cookie },
      });
      expect(next.json().data[0].kind).toBe('rivalry');

      const first = body.data[2].id as string;
      const one = await send('POST', '/api/notifications/read', cookie, { ids: [first] });
      expect(one.json().data).toEqual({ updated: 1, unreadCount: 5 });
      const unread = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?unread=true',
        headers: { cookie },
      });
      expect(unread.json().data.map((x: { kind: string }) => x.kind)).toEqual([
        'resolved',
        'rivalry',
        'bet_against',
        'jumped_on',
        'joined',
      ]);
      // Someone else's ids are not touched.
      const other = await send('POST', '/api/notifications/read', await w.joiner.cookie(), {
        ids: [body.data[0].id],
      });
      expect(other.json().data.updated).toBe(0);
      const all = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie },
      });
      expect(all.statusCode).toBe(200);
      expect(all.json().data).toEqual({ updated: 5, unreadCount: 0 });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/notifications/read' })).json().message,
      ).toBe(MSG.authRequired);
    });
  });
});
