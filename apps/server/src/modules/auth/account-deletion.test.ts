// Deleting an account and exporting one's data (docs/rules/account.md): refunds as for
// UNMEASURABLE, every ledger exact, the economy unchanged but for the deleted balance, the name
// free again; the export holds every row of the player and nobody else's private data.
import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, makeLeague, makePrediction } from '../../seed/seed.factories.ts';
import { dataExportsJob } from '../exports/exports.service.ts';
import { readZip } from '../exports/exports.zip.ts';
import { generateInvitations } from '../invitations/invitations.service.ts';
import { notificationSettings } from '../notifications/notifications.table.ts';
import { pointsLedger } from '../points/points.table.ts';
import { saveSubscription, subscriptionsOf } from '../push/push.service.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from '../predictions/predictions.service.ts';
import { setFollow, setWatch, watcherIds } from '../follows/follows.service.ts';
import { follows } from '../follows/follows.table.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { players, user } from '../../platform/identity/identity.table.ts';
import { settledCall, stakedCall } from '../../test/plays.ts';
import { balancesOf, economyTotal, heldBonusesOf } from '../../test/points.ts';
import {
  cookieFrom,
  nextAddress,
  signIn,
  signUpAndVerify,
  TEST_ORIGIN,
  useTestApp,
  type TestApp,
} from '../../test/test-app.ts';

async function ledgerMismatches(t: TestApp) {
  const rows = await t.database.db.execute(sql`
    select p.user_id from ${players} p
    left join (select user_id, sum(amount) as s, sum(held_amount) as h from ${pointsLedger} group by user_id) l
      on l.user_id = p.user_id
    where p.points <> coalesce(l.s, 0) or p.held_bonus <> coalesce(l.h, 0)`);
  return (rows as unknown as { rows: unknown[] }).rows;
}

/** A player with a bit of everything: calls, stakes on others', a resolved call, notifications. */
async function busyWorld(t: TestApp, tag: string) {
  const db = t.database.db;
  const victim = await createPlayer(db, { username: `victim_${tag}`, isPro: true });
  const friend = await createPlayer(db, { username: `friend_${tag}` });
  const jumper = await createPlayer(db, { username: `jumper_${tag}` });
  const bettor = await createPlayer(db, { username: `bettor_${tag}` });
  const other = await createPlayer(db, { username: `other_${tag}` });
  // The victim's open call, with a stake of every kind.
  const own = await stakedCall(
    db,
    { creator: victim, joiner: friend, jumper, bettor },
    { text: `Victim call ${tag} will happen soon` },
  );
  await votePrediction(db, friend.id, own, 'up');
  // The victim's stakes on others' open calls.
  const otherCall = (letter: string) =>
    makePrediction(db, { userId: other.id, pointsWagered: 5, text: `Other call ${letter} ${tag}` });
  const joined = await otherCall('A');
  await joinPrediction(db, victim.id, joined, 15);
  const jumped = await otherCall('B');
  await jumpOnPrediction(db, victim.id, jumped, 5);
  const betOn = await otherCall('C');
  await betAgainstPrediction(db, victim.id, betOn, 4);
  await votePrediction(db, victim.id, betOn, 'down');
  // Resolved history: the victim's call the friend joined, settled CORRECT.
  const resolved = await settledCall(db, 'CORRECT', {
    userId: victim.id,
    pointsWagered: 5,
    text: `Victim old call ${tag}`,
    joins: [[friend.id, 5]],
  });
  // A league with the friend in it, and invitations.
  const league = await makeLeague(db, {
    ownerId: victim.id,
    name: `League ${tag}`,
    inviteCode: `VICT0${tag.toUpperCase()}`,
    description: 'Friends',
  });
  await generateInvitations(db, victim.id, 2, 5);
  // Follows both ways and a watched call (docs/rules/follows.md).
  await setFollow(db, victim.id, other.id, true);
  await setFollow(db, friend.id, victim.id, true);
  await setWatch(db, victim.id, joined, true);
  return { victim, friend, jumper, bettor, other, own, joined, jumped, betOn, resolved, league };
}

describe('deleting an account', () => {
  const t = useTestApp();

  it('refunds its open calls, withdraws its stakes, keeps every other ledger exact', async () => {
    const w = await busyWorld(t, 'd');
    const db = t.database.db;
    const ids = [w.friend.id, w.jumper.id, w.bettor.id, w.other.id];
    const before = await balancesOf(db, ...ids);
    const heldBefore = await heldBonusesOf(db, w.other.id);
    const [victimBalance] = await balancesOf(db, w.victim.id);
    const totalBefore = await economyTotal(db);
    // What the victim holds in escrow on open calls: own 10, join 15, jump 5, bet 4.
    const victimEscrow = 10 + 15 + 5 + 4;

    const cookie = await signIn(t, w.victim.username);
    // A device for push and settings of their own: gone with the account.
    await saveSubscription(
      db,
      w.victim.id,
      {
        endpoint: 'https://push.example.com/device-d',
        keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authsecret' },
      },
      { allowedOrigins: ['https://push.example.com'] },
    );
    await db.insert(notificationSettings).values({ userId: w.victim.id, digest: 'daily' });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { password: 'Wrong12345' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { password: w.victim.password },
    });
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    expect(res.json().data).toEqual({ refundedPredictions: 1, withdrawnStakes: 3 });

    // Everyone with a stake on the victim's open call has it back; the other creator keeps
    // their balance and loses the held +1 of the withdrawn jump.
    const after = await balancesOf(db, ...ids);
    expect(after).toEqual([before[0]! + 20, before[1]! + 10, before[2]! + 7, before[3]]);
    expect(await heldBonusesOf(db, w.other.id)).toEqual([heldBefore[0]! - 1]);
    expect(await ledgerMismatches(t)).toEqual([]);
    expect(await economyTotal(db)).toBe(totalBefore - victimBalance! - victimEscrow);

    const [ownRow] = await db.select().from(predictions).where(eq(predictions.id, w.own));
    expect(ownRow?.status).toBe('UNMEASURABLE');
    for (const id of [w.joined, w.jumped, w.betOn]) {
      const [p] = await db.select().from(predictions).where(eq(predictions.id, id));
      expect([
        p?.status,
        p?.joinedCount,
        p?.jumpedOnCount,
        p?.betAgainstCount,
        p?.heldBonus,
      ]).toEqual(['PENDING', 0, 0, 0, 0]);
    }
    // Resolved history stays, under "Deleted player".
    const shown = await t.app.inject({ method: 'GET', url: `/api/predictions/${w.resolved}` });
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain('Deleted player');
    expect(shown.body).not.toContain(w.victim.username);

    // Nobody follows or is followed by the deleted account; its watch is gone.
    const victimFollows = or(
      eq(follows.followerId, w.victim.id),
      eq(follows.followeeId, w.victim.id),
    );
    expect(await db.select().from(follows).where(victimFollows)).toEqual([]);
    expect(await watcherIds(db, w.joined)).toEqual([]);

    // Signed out, cannot sign in, profile gone; the friend's refund is in their notifications.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json()
        .data,
    ).toBeNull();
    await expect(signIn(t, w.victim.username)).rejects.toThrow();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/by-username/${w.victim.username}` }))
        .statusCode,
    ).toBe(404);
    const friendCookie = await signIn(t, w.friend.username);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: friendCookie },
    });
    expect(notes.body).toContain('its creator deleted their account');
    const [row] = await db.select().from(user).where(eq(user.id, w.victim.id));
    expect(row?.email).not.toContain(w.victim.username);
    expect(await subscriptionsOf(db, w.victim.id)).toEqual([]);
    expect(
      await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, w.victim.id)),
    ).toEqual([]);

    // The name and the address are free again.
    const again = await signUpAndVerify(t, { email: w.victim.email, username: w.victim.username });
    expect(again).toContain('session_token');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: again },
    });
    expect(me.json().data).toMatchObject({ username: w.victim.username, email: w.victim.email });
    expect(me.json().data.id).not.toBe(w.victim.id);
  });

  it('the last admin cannot delete themself', async () => {
    const admin = await createPlayer(t.database.db, { username: 'only_admin', role: 'admin' });
    const cookie = await signIn(t, 'only_admin');
    const deleteAccount = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        remoteAddress: nextAddress(),
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { password: admin.password },
      });
    const res = await deleteAccount();
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    // With a second admin, it can.
    await createPlayer(t.database.db, { username: 'second_admin', role: 'admin' });
    const ok = await deleteAccount();
    expect(ok.statusCode).toBe(200);
    expect(cookieFrom(ok.headers['set-cookie'])).toContain('boldcall.session_token=');
  });
});

describe('exporting one’s data', () => {
  const t = useTestApp({ EXPORT_INLINE_ROWS: '0' });

  it('holds every row of the player and nobody else’s private data; big accounts in the background', async () => {
    const w = await busyWorld(t, 'e');
    const db = t.database.db;
    const cookie = await signIn(t, w.victim.username);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/export',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(ask.statusCode).toBe(202);
    const { id, status } = ask.json().data as { id: string; status: string };
    expect(status).toBe('pending'); // EXPORT_INLINE_ROWS=0: every export waits for the job
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/export/${id}?download=1`,
      headers: { cookie },
    });
    expect(early.statusCode).toBe(409);

    await dataExportsJob(db).run(new Date());
    const ready = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/export/${id}`,
      headers: { cookie },
    });
    expect(ready.json().data).toMatchObject({
      status: 'ready',
      downloadUrl: `/api/users/me/export/${id}?download=1`,
    });
    // Nobody else can read it.
    const friendCookie = await signIn(t, w.friend.username);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/me/export/${id}`,
          headers: { cookie: friendCookie },
        })
      ).statusCode,
    ).toBe(404);

    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/export/${id}?download=1`,
      headers: { cookie },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = readZip(zip.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'data.json',
        'calls.csv',
        'follows.csv',
        'invitations.csv',
        'league_memberships.csv',
        'ledger.csv',
        'nfl_picks.csv',
        'nfl_season_predictions.csv',
        'notifications.csv',
        'notification_settings.csv',
        'positions.csv',
        'push_devices.csv',
        'profile.csv',
        'watches.csv',
      ].sort(),
    );
    const data = JSON.parse(files.get('data.json')!.toString()) as Record<
      string,
      Array<Record<string, unknown>>
    >;

    // Every ledger row of the player, and only theirs.
    const ledger = await db
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, w.victim.id));
    expect(data.ledger!.map((r) => r.id).sort()).toEqual(ledger.map((r) => r.id).sort());
    expect(files.get('ledger.csv')!.toString().trim().split('\r\n')).toHaveLength(
      ledger.length + 1,
    );
    expect(data.calls!.map((r) => r.id).sort()).toEqual([w.own, w.resolved].sort());
    expect(
      data.positions!.map((r) => `${String(r.kind)}:${String(r.predictionId)}`).sort(),
    ).toEqual(
      [`join:${w.joined}`, `jump:${w.jumped}`, `bet_against:${w.betOn}`, `vote:${w.betOn}`].sort(),
    );
    expect(data.league_memberships!.map((r) => r.leagueId)).toEqual([w.league]);
    expect(data.invitations).toHaveLength(2);
    expect(data.profile![0]).toMatchObject({ id: w.victim.id, email: w.victim.email });
    expect(data.notifications!.length).toBeGreaterThan(0);
    // Whom the player follows and what they watch; not who follows them.
    expect(data.follows!.map((r) => r.player)).toEqual([w.other.username]);
    expect(data.watches!.map((r) => r.predictionId)).toEqual([w.joined]);
    for (const n of data.notifications!) expect(Object.keys(n)).not.toContain('userId');

    // Nobody else's private data: no other address, no other ledger.
    const everything = [...files.values()].map((b) => b.toString()).join('\n');
    for (const p of [w.friend, w.jumper, w.bettor, w.other])
      expect(everything).not.toContain(p.email);
    expect(everything).not.toMatch(/password|token_hash|secret/i);
  });

  it('is rate limited', async () => {
    await createPlayer(t.database.db, { username: 'hoarder' });
    const cookie = await signIn(t, 'hoarder');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/export',
        remoteAddress: nextAddress(),
        headers: { origin: TEST_ORIGIN, cookie },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
