// Following players and watching calls (docs/rules/follows.md): follow / unfollow and watch /
// unwatch are idempotent with clear refusals, the profile shows the relation, the feed's
// "Following" filter, and who hears of a new call, a comment and a result.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOW_MSG } from '@boldcall/shared/schemas/follows';
import type { PredictionList } from '@boldcall/shared/schemas/predictions';
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { makePrediction } from '../../seed/seed.factories.ts';
import { signedInPlayers } from '../../test/call-as.ts';
import { useTestAppWithAdmin, TEST_ORIGIN } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { removePlayer } from '../users/users.account-data.ts';

describe('follows and watches', () => {
  const { t, admin } = useTestAppWithAdmin('fw_admin');
  const NAMES = ['fw_fan', 'fw_star', 'fw_other', 'fw_watcher', 'fw_joiner', 'fw_gone'];
  const { ids, call } = signedInPlayers(t, NAMES, () => ({ bonusPoints: 1000 }));
  const follow = (who: string | null, whom: string, method: 'POST' | 'DELETE' = 'POST') =>
    call(method, `/api/users/${whom}/follow`, who);
  const profile = async (whom: string, who: string | null) => {
    const res = await call('GET', `/api/users/${ids[whom]}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PublicProfile }>().data;
  };
  const notificationsOf = (userId: string, predictionId: string) =>
    t.database.db
      .select({ kind: notifications.kind, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.predictionId, predictionId)));

  it('follows and unfollows idempotently; the profile shows the relation and the count', async () => {
    expect(await profile('fw_star', 'fw_fan')).toMatchObject({ followers: 0, following: false });
    for (let i = 0; i < 2; i += 1) {
      const res = await follow('fw_fan', ids.fw_star!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { following: true, followers: 1 } });
    }
    expect(await profile('fw_star', 'fw_fan')).toMatchObject({ followers: 1, following: true });
    // Someone else and a visitor see the count, not the fan's relation.
    expect(await profile('fw_star', 'fw_other')).toMatchObject({ followers: 1, following: false });
    expect(await profile('fw_star', null)).toMatchObject({ followers: 1, following: false });
    // The same through the username route the web uses.
    const byName = await call('GET', '/api/users/by-username/fw_star', 'fw_fan');
    expect(byName.json().data).toMatchObject({ followers: 1, following: true });

    expect((await follow('fw_other', ids.fw_star!)).json().data.followers).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const res = await follow('fw_other', ids.fw_star!, 'DELETE');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { following: false, followers: 1 } });
    }
  });

  it('refuses to follow oneself (400), unknown and closed players (404), visitors (401)', async () => {
    const self = await follow('fw_fan', ids.fw_fan!);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'FOLLOW_SELF', message: FOLLOW_MSG.self });
    expect((await follow('fw_fan', 'no-such-player')).statusCode).toBe(404);
    await t.database.db.transaction((tx) => removePlayer(tx, ids.fw_gone!));
    expect((await follow('fw_fan', ids.fw_gone!)).statusCode).toBe(404);
    expect((await follow('fw_fan', ids.fw_gone!, 'DELETE')).statusCode).toBe(404);
    expect((await follow(null, ids.fw_star!)).statusCode).toBe(401);
  });

  it('lists only calls by followed players with following=true; a visitor gets 401', async () => {
    // fw_watcher follows fw_star only; fw_watcher's own call and fw_other's stay out.
    expect((await follow('fw_watcher', ids.fw_star!)).statusCode).toBe(200);
    const starCall = await makePrediction(t.database.db, {
      userId: ids.fw_star!,
      text: 'The star says the underdog wins the cup',
    });
    const otherCall = await makePrediction(t.database.db, { userId: ids.fw_other! });
    const ownCall = await makePrediction(t.database.db, { userId: ids.fw_watcher! });
    const res = await call('GET', '/api/predictions?following=true&limit=50', 'fw_watcher');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<PredictionList>().data.map((p) => p.id);
    expect(listed).toContain(starCall);
    expect(listed).not.toContain(otherCall);
    expect(listed).not.toContain(ownCall);
    expect(new Set(res.json<PredictionList>().data.map((p) => p.userId))).toEqual(
      new Set([ids.fw_star]),
    );
    // Without the filter the feed has them all.
    const all = await call('GET', '/api/predictions?limit=50', 'fw_watcher');
    expect(all.json<PredictionList>().data.map((p) => p.id)).toEqual(
      expect.arrayContaining([starCall, otherCall, ownCall]),
    );
    const visitor = await call('GET', '/api/predictions?following=true', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: FOLLOW_MSG.feedSignIn });
    // A player who follows nobody gets an empty list.
    const none = await call('GET', '/api/predictions?following=true', 'fw_joiner');
    expect(none.json<PredictionList>().data).toEqual([]);
  });

  it('tells each follower when a followed player makes a call', async () => {
    const res = await call('POST', '/api/predictions', 'fw_star', {
      text: 'Rain stops play at the final on Sunday',
      category: 'sports',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      pointsWagered: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect(await notificationsOf(ids.fw_fan!, id)).toEqual([
      {
        kind: 'followed_call',
        message: 'fw_star made a new call: "Rain stops play at the final on Sunday"',
      },
    ]);
    expect(await notificationsOf(ids.fw_watcher!, id)).toHaveLength(1);
    // Not a follower: nothing.
    expect(await notificationsOf(ids.fw_other!, id)).toEqual([]);
  });

  it('watches idempotently; 404 for unknown and deleted calls; 401 for visitors', async () => {
    const id = await makePrediction(t.database.db, { userId: ids.fw_star! });
    expect((await call('GET', `/api/predictions/${id}/watch`, 'fw_watcher')).json()).toEqual({
      data: { watching: false },
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', `/api/predictions/${id}/watch`, 'fw_watcher');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { watching: true } });
    }
    expect((await call('GET', `/api/predictions/${id}/watch`, 'fw_watcher')).json()).toEqual({
      data: { watching: true },
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', `/api/predictions/${id}/watch`, 'fw_watcher');
      expect(res.json()).toEqual({ data: { watching: false } });
    }
    expect((await call('POST', '/api/predictions/nope/watch', 'fw_watcher')).statusCode).toBe(404);
    expect((await call('POST', `/api/predictions/${id}/watch`, null)).statusCode).toBe(401);
    await t.database.db
      .update(predictions)
      .set({ deletedAt: new Date() })
      .where(eq(predictions.id, id));
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, `/api/predictions/${id}/watch`, 'fw_watcher')).statusCode).toBe(
        404,
      );
    }
  });

  it('tells watchers of comments and of the result, once each', async () => {
    const id = await makePrediction(t.database.db, {
      userId: ids.fw_star!,
      text: 'The match ends in a draw after extra time',
    });
    // fw_joiner both holds a position and watches: still one notification of each.
    const joined = await call('POST', `/api/predictions/${id}/join`, 'fw_joiner', {
      pointsWagered: 5,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    for (const who of ['fw_watcher', 'fw_joiner']) {
      expect((await call('POST', `/api/predictions/${id}/watch`, who)).statusCode).toBe(200);
    }
    const commented = await call('POST', `/api/predictions/${id}/comments`, 'fw_other', {
      text: 'No chance of a draw',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    // (fw_watcher also follows the star: its followed_call notice is left aside here.)
    const heard = async (userId: string) =>
      (await notificationsOf(userId, id)).filter((n) => n.kind !== 'followed_call');
    expect(await heard(ids.fw_watcher!)).toEqual([
      {
        kind: 'comment',
        message: 'fw_other commented on "The match ends in a draw after extra time"',
      },
    ]);
    expect((await heard(ids.fw_joiner!)).map((n) => n.kind)).toEqual(['comment']);
    // fw_fan follows the star but does not watch this call: no comment notice.
    expect(await notificationsOf(ids.fw_fan!, id)).toEqual([
      expect.objectContaining({ kind: 'followed_call' }),
    ]);

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/predictions/${id}/resolve`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { resolution: 'CORRECT', adminNote: 'It was a draw' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const results = async (userId: string) =>
      (await notificationsOf(userId, id)).filter((n) => n.kind === 'resolved');
    expect(await results(ids.fw_watcher!)).toEqual([
      {
        kind: 'resolved',
        message: '"The match ends in a draw after extra time" was resolved CORRECT.',
      },
    ]);
    // The joiner's one notice names their payout.
    const joinerNotes = await results(ids.fw_joiner!);
    expect(joinerNotes).toHaveLength(1);
    expect(joinerNotes[0]!.message).toMatch(/You received/);
    expect(await results(ids.fw_fan!)).toEqual([]);
  });
});
