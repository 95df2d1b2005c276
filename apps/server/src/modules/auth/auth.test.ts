import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  enableTwoFactor,
  signIn,
  signUpAndVerify,
  TEST_ORIGIN,
  useTestApp,
} from '../../test/test-app.ts';
import { totp } from '../../test/totp.ts';
import { verification } from './auth.table.ts';

const headers = { origin: TEST_ORIGIN };

describe('accounts', () => {
  const t = useTestApp({ ADMIN_USERNAMES: 'chief' });
  /** A POST from the web origin (with `cookie`), from this machine unless `remoteAddress` says otherwise. */
  const post = (
    url: string,
    payload: object,
    { remoteAddress, cookie }: { remoteAddress?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { ...headers, cookie } : headers,
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /** Signs up by e-mail with the usual password; the account stays unverified. */
  const signUp = (email: string, username: string, name = username, remoteAddress?: string) =>
    post(
      '/api/auth/sign-up/email',
      { email, password: 'BoldCall2468', name, username },
      { remoteAddress },
    );

  const verifyEmail = (email: string, otp: string) =>
    post('/api/auth/email-otp/verify-email', { email, otp });

  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/users/me', headers: { cookie } })).json().data;

  it('signs up, mails a 6-digit code, verifies, signs in and grants 100 points once', async () => {
    const cookie = await signUpAndVerify(t, { email: 'ada@example.com', username: 'Ada_L' });
    const profile = await me(cookie);
    expect(profile).toMatchObject({
      username: 'Ada_L',
      email: 'ada@example.com',
      emailVerified: true,
      points: 100,
      isPro: false,
      isAdmin: false,
    });
    // A second look does not grant again.
    expect((await me(cookie)).points).toBe(100);
  });

  it('answers signed-out /users/me with null, not an error', async () => {
    const res = await t.app.inject('/api/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses an unverified sign-in and mails a fresh code', async () => {
    await signUp('bo@example.com', 'bo_b');
    const before = t.mailer.list().length;
    const res = await post('/api/auth/sign-in/username', {
      username: 'bo_b',
      password: 'BoldCall2468',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(t.mailer.list().length).toBeGreaterThan(before);
  });

  it('signs in by e-mail or username', async () => {
    await signUpAndVerify(t, { email: 'cy@example.com', username: 'cy_n' });
    expect((await me(await signIn(t, 'cy@example.com'))).username).toBe('cy_n');
    expect((await me(await signIn(t, 'CY_N'))).email).toBe('cy@example.com');
  });

  it('rejects wrong credentials', async () => {
    const res = await post('/api/auth/sign-in/email', {
      email: 'cy@example.com',
      password: 'Wrong12345',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['alllowercase1', 'Password must contain uppercase, lowercase, and number'],
    ['NoDigitsHere', 'Password must contain uppercase, lowercase, and number'],
  ])('enforces the password rules on the server (%s)', async (password, message) => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'pw@example.com',
      password,
      name: 'pw_user',
      username: 'pw_user',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('enforces the username and e-mail rules on the server', async () => {
    const bad = await signUp('u@example.com', 'no spaces!', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Username can only contain letters, numbers, underscores and hyphens',
    );
    const email = await signUp('not-an-email', 'valid_name', 'x');
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Please enter a valid email address');
  });

  it('says in the sign-up answer when the code mail could not be sent, and a resend mails it', async () => {
    t.mailer.undeliverable.add('lost@example.com');
    const res = await signUp('lost@example.com', 'lost_mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codeSent: false, user: { email: 'lost@example.com' } });
    expect(t.mailer.count('lost@example.com')).toBe(0);
    // A sent code is not mentioned: the answer is Better Auth's own.
    const fine = await signUp('found@example.com', 'found_mail');
    expect(fine.json()).not.toHaveProperty('codeSent');
    // The mail server is back: Resend code mails a code that verifies the account.
    t.mailer.undeliverable.delete('lost@example.com');
    const resend = await post('/api/account/resend-code', { identifier: 'lost@example.com' });
    expect(resend.statusCode).toBe(200);
    const code = await t.mailer.nextCode('lost@example.com', 0);
    expect((await verifyEmail('lost@example.com', code)).statusCode).toBe(200);
  });

  it('rejects a wrong verification code and keeps the account unverified', async () => {
    await signUp('dee@example.com', 'dee');
    const code = t.mailer.code('dee@example.com');
    const res = await verifyEmail('dee@example.com', code === '000000' ? '111111' : '000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_OTP');
  });

  it('refuses an expired code', async () => {
    await signUp('old@example.com', 'old_code', 'old', '203.0.113.5');
    const code = t.mailer.code('old@example.com');
    // Ten minutes later: move the stored code's expiry into the past.
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, '%old@example.com%'));
    const res = await verifyEmail('old@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('resets a password with a mailed code, without revealing unknown e-mails', async () => {
    await signUpAndVerify(t, { email: 'eve@example.com', username: 'eve' });
    const seen = t.mailer.count('eve@example.com');
    const unknown = await post('/api/account/forgot-password', {
      identifier: 'nobody@example.com',
    });
    const known = await post('/api/account/forgot-password', { identifier: 'eve@example.com' });
    await t.mailer.nextCode('eve@example.com', seen);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email: 'eve@example.com',
      otp: t.mailer.code('eve@example.com'),
      password: 'NewPass456',
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t, 'eve', 'BoldCall2468')).rejects.toThrow();
    expect((await me(await signIn(t, 'eve', 'NewPass456'))).username).toBe('eve');
  });

  it('limits sign-in attempts per address with the catalogue message', async () => {
    // A different (unknown) account each time: the per-address limit alone.
    let n = 0;
    const attempt = () =>
      post(
        '/api/auth/sign-in/email',
        { email: `probe${(n += 1)}@example.com`, password: 'Wrong12345' },
        { remoteAddress: '192.0.2.77' },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Please wait a moment and try again.',
    });
  });

  it('makes ADMIN_USERNAMES admins, decided on the server', async () => {
    const cookie = await signUpAndVerify(t, { email: 'chief@example.com', username: 'Chief' });
    expect((await me(cookie)).isAdmin).toBe(true);
  });

  it('forces Set New Password after an admin marks the account', async () => {
    const adminCookie = await signIn(t, 'chief');
    const victim = await signUpAndVerify(t, { email: 'fay@example.com', username: 'fay' });
    const fayId = (await me(victim)).id as string;

    const mark = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${fayId}/must-change-password`,
        headers: { cookie },
        payload: { value: true },
      });
    expect((await mark(victim)).statusCode).toBe(403);
    expect((await mark(adminCookie)).statusCode).toBe(200);
    expect(await me(victim)).toBeNull(); // her sessions ended

    const cookie = await signIn(t, 'fay');
    expect((await me(cookie)).mustChangePassword).toBe(true);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'BoldCall2468', newPassword: 'weak' },
      { cookie },
    );
    expect(changed.statusCode).toBe(400);
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: 'BoldCall2468', newPassword: 'Brand2New' },
      { cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(cookie)).mustChangePassword).toBe(false);
  });

  it('sets up TOTP two-factor and then asks for a code at sign-in', async () => {
    const cookie = await signUpAndVerify(t, { email: 'gus@example.com', username: 'gus' });
    const { secret, backupCodes, confirm } = await enableTwoFactor(t, cookie);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    expect(confirm.statusCode).toBe(200);
    // Confirming issues a fresh session.
    const fresh = cookieFrom(confirm.headers['set-cookie']) || cookie;
    expect((await me(fresh)).twoFactorEnabled).toBe(true);

    const first = await post(
      '/api/auth/sign-in/username',
      { username: 'gus', password: 'BoldCall2468' },
      { remoteAddress: '198.51.100.9' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first.headers['set-cookie']);
    expect(await me(pending)).toBeNull(); // not signed in before the code

    const wrong = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() - 10 * 60_000) },
      { cookie: pending },
    );
    expect(wrong.statusCode).toBe(401);
    const second = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      { cookie: pending },
    );
    expect(second.statusCode).toBe(200);
    expect((await me(cookieFrom(second.headers['set-cookie']))).username).toBe('gus');
  });

  it('accepts a bearer token for API clients', async () => {
    const res = await post('/api/auth/sign-in/email', {
      email: 'cy@example.com',
      password: 'BoldCall2468',
    });
    const token = res.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const profile = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(profile.json().data.username).toBe('cy_n');
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const first = await signIn(t, 'cy_n');
    const second = await signIn(t, 'cy@example.com');
    const res = await post('/api/auth/revoke-sessions', {}, { cookie: first });
    expect(res.statusCode).toBe(200);
    expect(await me(second)).toBeNull();
    expect(await me(first)).toBeNull();
    expect(cookieFrom(undefined)).toBe('');
  });
});
