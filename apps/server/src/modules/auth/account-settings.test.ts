// Account settings (docs/rules/account.md): e-mail change by code, username change and its
// redirect, signed-in devices.
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../seed/seed.factories.ts';
import { totp } from '../../test/totp.ts';
import {
  enableTwoFactor,
  nextAddress,
  signIn,
  signUpRequest,
  TEST_ORIGIN,
  useTestApp,
  type TestApp,
} from '../../test/test-app.ts';

function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN, cookie, ...headers },
    ...(payload ? { payload } : {}),
  });
}

describe('changing the e-mail address', () => {
  const t = useTestApp();

  it('needs the password and the code sent to the new address; the old address is told', async () => {
    const p = await createPlayer(t.database.db, { username: 'mover' });
    const cookie = await signIn(t, 'mover');
    const other = await signIn(t, 'mover'); // a second device

    const wrong = await call(t, cookie, 'POST', '/api/users/me/email', {
      newEmail: 'new-mover@example.com',
      password: 'Nope12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(t.mailer.count('new-mover@example.com')).toBe(0);

    const start = await call(t, cookie, 'POST', '/api/users/me/email', {
      newEmail: 'New-Mover@example.com',
      password: p.password,
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().data.pendingEmail).toBe('new-mover@example.com');
    const code = t.mailer.code('new-mover@example.com');

    // Until the code is used, nothing changed.
    const before = await call(t, cookie, 'GET', '/api/users/me');
    expect(before.json().data.email).toBe('mover@example.com');

    const bad = await call(t, cookie, 'POST', '/api/users/me/email/verify', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_OTP');

    const mailsToOld = t.mailer.count('mover@example.com');
    const ok = await call(t, cookie, 'POST', '/api/users/me/email/verify', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('new-mover@example.com');
    expect(t.mailer.count('mover@example.com')).toBe(mailsToOld + 1);
    expect(t.mailer.last('mover@example.com')?.text).toContain('new-mover@example.com');

    const after = await call(t, cookie, 'GET', '/api/users/me');
    expect(after.json().data.email).toBe('new-mover@example.com');
    // Other devices are signed out; the new address signs in, the old one does not.
    expect((await call(t, other, 'GET', '/api/users/me/sessions')).statusCode).toBe(401);
    await expect(signIn(t, 'new-mover@example.com')).resolves.toContain('session_token');
    await expect(signIn(t, 'mover@example.com')).rejects.toThrow();
    // A code is used once.
    expect((await call(t, cookie, 'POST', '/api/users/me/email/verify', { code })).statusCode).toBe(
      400,
    );
  });

  it("another account's address gets no code, and the change cannot complete", async () => {
    await createPlayer(t.database.db, { username: 'owner_x' });
    const p = await createPlayer(t.database.db, { username: 'grabber' });
    const cookie = await signIn(t, 'grabber');
    const start = await call(t, cookie, 'POST', '/api/users/me/email', {
      newEmail: 'owner_x@example.com',
      password: p.password,
    });
    expect(start.statusCode).toBe(200); // the same answer: no enumeration
    expect(t.mailer.last('owner_x@example.com')?.text).not.toMatch(/code is \d{6}/);
    expect(t.mailer.last('owner_x@example.com')?.subject).toMatch(/already exists/);
  });
});

describe('changing the username', () => {
  const t = useTestApp();

  it('follows the sign-up rules, once in 30 days, and the old link redirects', async () => {
    await createPlayer(t.database.db, { username: 'oldname' });
    await createPlayer(t.database.db, { username: 'takenname' });
    const cookie = await signIn(t, 'oldname');
    const invalid = await call(t, cookie, 'PUT', '/api/users/me/username', { username: 'a b' });
    expect(invalid.statusCode).toBe(400);
    const taken = await call(t, cookie, 'PUT', '/api/users/me/username', { username: 'TakenName' });
    expect(taken.statusCode).toBe(409);

    const ok = await call(t, cookie, 'PUT', '/api/users/me/username', { username: 'NewName' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.username).toBe('NewName');

    const old = await call(t, '', 'GET', '/api/users/by-username/oldname');
    expect(old.statusCode).toBe(200);
    expect(old.json().data.username).toBe('NewName');
    // The old name is held for its owner: nobody else signs up with it meanwhile.
    const signUp = await signUpRequest(t, { email: 'squatter@example.com', username: 'oldname' });
    expect(signUp.statusCode).toBe(422);

    const again = await call(t, cookie, 'PUT', '/api/users/me/username', { username: 'ThirdName' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_CHANGED_RECENTLY');
    await expect(signIn(t, 'newname')).resolves.toContain('session_token');
  });
});

describe('signed-in devices', () => {
  const t = useTestApp();

  it('lists sessions by id with browser and system, marks this one, and signs out another at once', async () => {
    await createPlayer(t.database.db, { username: 'traveller' });
    await createPlayer(t.database.db, { username: 'stranger' });
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const signInWith = async (agent: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        remoteAddress: nextAddress(),
        headers: { origin: TEST_ORIGIN, 'user-agent': agent },
        payload: { username: 'traveller', password: 'BoldCall2468' },
      });
      return [res.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
    };
    const laptop = await signInWith(chrome);
    const phone = await signInWith(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const list = await call(t, laptop, 'GET', '/api/users/me/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(list.body).not.toContain(laptop.split('=')[1]?.split('.')[0]);
    const current = sessions.find((s) => s.current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Windows' });
    const other = sessions.find((s) => !s.current);
    expect(other).toMatchObject({ browser: 'Safari 17', os: 'iOS' });
    expect(Object.keys(other ?? {}).sort()).toEqual([
      'browser',
      'createdAt',
      'current',
      'id',
      'lastSeenAt',
      'os',
    ]);

    // Another player cannot end it.
    const stranger = await signIn(t, 'stranger');
    expect(
      (await call(t, stranger, 'DELETE', `/api/users/me/sessions/${String(other?.id)}`)).statusCode,
    ).toBe(404);
    expect((await call(t, phone, 'GET', '/api/users/me')).json().data?.username).toBe('traveller');

    const out = await call(t, laptop, 'DELETE', `/api/users/me/sessions/${String(other?.id)}`);
    expect(out.statusCode).toBe(200);
    expect((await call(t, phone, 'GET', '/api/users/me')).json().data).toBeNull();
    expect((await call(t, laptop, 'GET', '/api/users/me')).json().data?.username).toBe('traveller');
  });
});

describe('deleting needs the second factor when it is on', () => {
  const t = useTestApp();

  it('refuses without the code and with a wrong one, then takes a current one', async () => {
    const p = await createPlayer(t.database.db, { username: 'careful' });
    const cookie = await signIn(t, 'careful');
    const { confirm, secret } = await enableTwoFactor(t, cookie);
    const fresh = [confirm.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const session = fresh.includes('session_token') ? fresh : cookie;
    const none = await call(t, session, 'DELETE', '/api/users/me', { password: p.password });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await call(t, session, 'DELETE', '/api/users/me', {
      password: p.password,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const still = await call(t, session, 'GET', '/api/users/me');
    expect(still.json().data?.username).toBe('careful');
    // A code from 10 minutes ago is no longer current; this step's code is.
    const old = await call(t, session, 'DELETE', '/api/users/me', {
      password: p.password,
      code: totp(secret, Date.now() - 10 * 60_000),
    });
    expect(old.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const right = await call(t, session, 'DELETE', '/api/users/me', {
      password: p.password,
      code: totp(secret),
    });
    expect(right.statusCode).toBe(200);
    expect((await call(t, session, 'GET', '/api/users/me')).json().data).toBeNull();
  });
});
