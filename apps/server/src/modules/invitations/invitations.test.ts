// Invitations (docs/rules/invitations.md): the allowance, the lists and stats, the public
// validity check, and the referral bonus: credited through the ledger once the invited account
// verifies its e-mail, once per account, never for an unverified one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_BONUS_POINTS, SIGNUP_POINTS } from '@boldcall/shared/constants';
import type { InvitationOverview } from '@boldcall/shared/schemas/invitations';
import {
  nextAddress,
  signUpAndVerify,
  signUpRequest,
  TEST_ORIGIN,
  useTestApp,
  verifyEmailRequest,
} from '../../test/test-app.ts';
import { balancesOf } from '../../test/points.ts';
import { makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { betAgainstPrediction } from '../predictions/predictions.service.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { pointsLedger } from '../points/points.table.ts';

describe('invitations', () => {
  const t = useTestApp({ INVITES_PER_PLAYER: '3' });
  let inviterCookie: string;
  let inviterId: string;

  const overview = async (cookie = inviterCookie, id = inviterId) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/user/${id}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: InvitationOverview }>().data;
  };
  /** The stats with these counts, out of the configured allowance of 3. */
  const expectedStats = (
    invitesRemaining: number,
    invitesUsed: number,
    invitesGenerated: number,
  ) => ({
    totalInvites: 3,
    invitesRemaining,
    invitesUsed,
    invitesGenerated,
  });
  const generate = (count?: number, cookie = inviterCookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: count === undefined ? {} : { count },
    });
  const validate = (inviteCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/validate',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN },
      payload: { inviteCode },
    });
  const idOf = async (email: string) => {
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  /** Sign-up with an invite code, without verifying. */
  const signUpWith = async (email: string, username: string, inviteCode: string) => {
    const res = await signUpRequest(t, { email, username, inviteCode });
    expect(res.statusCode, res.body).toBe(200);
  };
  const verify = async (email: string) => {
    const res = await verifyEmailRequest(t, email);
    expect(res.statusCode, res.body).toBe(200);
  };

  const referralRows = () =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, inviterId), eq(pointsLedger.reason, 'referral_bonus')));

  beforeAll(async () => {
    inviterCookie = await signUpAndVerify(t, { email: 'inv@example.com', username: 'inviter' });
    inviterId = await idOf('inv@example.com');
  });

  it('needs a session to generate or list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: `/api/invitations/user/${inviterId}` });
    expect(list.statusCode).toBe(401);
  });

  it('starts with the configured allowance and nothing generated', async () => {
    const o = await overview();
    expect(o.stats).toEqual(expectedStats(3, 0, 0));
    expect(o.all).toEqual([]);
    expect(o.referralBonus).toBe(REFERRAL_BONUS_POINTS);
  });

  it('generates 6-letter codes within the allowance, then refuses', async () => {
    const one = await generate();
    expect(one.statusCode, one.body).toBe(201);
    const created = one.json<{ data: { created: Array<{ inviteCode: string }> } }>().data.created;
    expect(created).toHaveLength(1);
    expect(created[0]!.inviteCode).toMatch(/^[A-Z]{6}$/);
    // Asking for 5 with 2 left gives 2.
    const rest = await generate(5);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<{ data: { created: unknown[] } }>().data.created).toHaveLength(2);
    const none = await generate();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NO_INVITATIONS_LEFT',
      message: 'You have no invitations left',
    });
    const o = await overview();
    expect(o.stats).toEqual(expectedStats(0, 0, 3));
    expect(o.unused).toHaveLength(3);
    expect(o.all[0]).toMatchObject({ used: false, usedBy: null, usedAt: null });
  });

  it('rejects a bad count', async () => {
    expect((await generate(0)).statusCode).toBe(400);
    expect((await generate(1000)).statusCode).toBe(400);
  });

  it("does not show another player's invitations", async () => {
    const other = await signUpAndVerify(t, { email: 'nosy@example.com', username: 'nosy' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/user/${inviterId}`,
      headers: { cookie: other },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates codes without a session (case-insensitive), never with a 500', async () => {
    const [code] = (await overview()).unused;
    const ok = await validate(code!.inviteCode.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true, inviteCode: code!.inviteCode, message: null });
    for (const bad of ['ZZZZZZ', 'abc', '', '12345678', 'A'.repeat(32)]) {
      const res = await validate(bad);
      expect(res.statusCode, bad).toBe(200);
      expect(res.json().data).toMatchObject({ valid: false, message: 'Invalid invitation code' });
    }
    expect((await validate('A'.repeat(40))).statusCode).toBe(400);
  });

  it('uses the code at verification, but pays the inviter only once the new player has played', async () => {
    const [code] = (await overview()).unused;
    const [before] = await balancesOf(t.database.db, inviterId);
    await signUpWith('friend@example.com', 'friend', code!.inviteCode.toLowerCase());
    // Not verified yet: nothing used, nothing credited.
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before);
    expect((await validate(code!.inviteCode)).json().data.valid).toBe(true);

    await verify('friend@example.com');
    const friendId = await idOf('friend@example.com');
    // Verified: the code is used and the inviter told, but no bonus before the friend plays.
    expect(await balancesOf(t.database.db, inviterId, friendId)).toEqual([before, SIGNUP_POINTS]);
    expect(await referralRows()).toHaveLength(0);

    const o = await overview();
    expect(o.stats.invitesUsed).toBe(1);
    expect(o.used).toEqual([
      expect.objectContaining({ inviteCode: code!.inviteCode, used: true, usedBy: 'friend' }),
    ]);
    expect(o.used[0]!.usedAt).not.toBeNull();
    expect(o.unused).toHaveLength(2);
    expect((await validate(code!.inviteCode)).json().data.valid).toBe(false);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, inviterId), eq(notifications.kind, 'invite_used')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('friend');

    // A position that is still open, or refunded (UNMEASURABLE), is not play yet.
    const open = await makePrediction(t.database.db, { userId: friendId, pointsWagered: 5 });
    const refunded = await makePrediction(t.database.db, { userId: friendId, pointsWagered: 5 });
    await resolvePredictionNow(t.database.db, refunded, 'UNMEASURABLE');
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before);

    // Their first position settled CORRECT or INCORRECT pays the bonus, once.
    await resolvePredictionNow(t.database.db, open, 'INCORRECT');
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before! + REFERRAL_BONUS_POINTS);
    const ledger = await referralRows();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: REFERRAL_BONUS_POINTS,
      refType: 'invitation',
      refId: code!.inviteCode,
    });
    // A second settled call pays nothing more.
    const again = await makePrediction(t.database.db, { userId: friendId, pointsWagered: 5 });
    await resolvePredictionNow(t.database.db, again, 'CORRECT');
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before! + REFERRAL_BONUS_POINTS);
    expect(await referralRows()).toHaveLength(1);
  });

  it('a used code credits nobody again; a second verification of the same account neither', async () => {
    const used = (await overview()).used[0]!.inviteCode;
    const [before] = await balancesOf(t.database.db, inviterId);
    await signUpWith('second@example.com', 'second', used);
    await verify('second@example.com');
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before);
    // Verifying again (a new code requested and entered) changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'friend@example.com', type: 'email-verification' },
    });
    expect(again.statusCode).toBeLessThan(500);
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before);
    expect((await overview()).stats.invitesUsed).toBe(1);
  });

  it('an unverified throwaway account uses nothing and earns the inviter nothing', async () => {
    const [code] = (await overview()).unused;
    const [before] = await balancesOf(t.database.db, inviterId);
    for (let i = 0; i < 3; i += 1) {
      await signUpWith(`throwaway${i}@example.com`, `throwaway${i}`, code!.inviteCode);
    }
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(before);
    expect((await overview()).stats.invitesUsed).toBe(1);
    expect((await validate(code!.inviteCode)).json().data.valid).toBe(true);
  });

  it('a sign-up with an unknown code still works, without a bonus', async () => {
    const [before] = await balancesOf(t.database.db, inviterId);
    await signUpWith('nocode@example.com', 'nocode', 'QQQQQQ');
    await verify('nocode@example.com');
    const id = await idOf('nocode@example.com');
    expect(await balancesOf(t.database.db, inviterId, id)).toEqual([before, SIGNUP_POINTS]);
  });

  it('a plus-tag twin of a player cannot sign up, so it uses no code and earns nobody anything', async () => {
    const [code] = (await overview()).unused;
    const res = await signUpRequest(t, {
      email: 'Friend+farm@example.com',
      username: 'friendtwin',
      inviteCode: code!.inviteCode,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(user).where(eq(user.username, 'friendtwin')),
    ).toHaveLength(0);
    expect((await validate(code!.inviteCode)).json().data.valid).toBe(true);
  });

  it('an alt betting against the inviter pays the bonus only at settlement; a banned one never', async () => {
    const [altCode, bannedCode] = (await overview()).unused;
    await signUpWith('alt@example.com', 'altone', altCode!.inviteCode);
    await verify('alt@example.com');
    await signUpWith('banned@example.com', 'bannedone', bannedCode!.inviteCode);
    await verify('banned@example.com');
    const altId = await idOf('alt@example.com');
    const bannedId = await idOf('banned@example.com');
    const paidBefore = (await referralRows()).length;

    const call = await makePrediction(t.database.db, { userId: inviterId, pointsWagered: 10 });
    await betAgainstPrediction(t.database.db, altId, call, 10);
    expect(await referralRows()).toHaveLength(paidBefore);
    const [before] = await balancesOf(t.database.db, inviterId);
    await resolvePredictionNow(t.database.db, call, 'CORRECT');
    // The creator wins 2 × 10 plus the alt's lost 10, and the alt's inviter bonus once.
    expect((await balancesOf(t.database.db, inviterId))[0]).toBe(
      before! + 30 + REFERRAL_BONUS_POINTS,
    );
    expect(await referralRows()).toHaveLength(paidBefore + 1);

    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, bannedId));
    const own = await makePrediction(t.database.db, { userId: bannedId, pointsWagered: 5 });
    await resolvePredictionNow(t.database.db, own, 'CORRECT');
    expect(await referralRows()).toHaveLength(paidBefore + 1);
  });
});
