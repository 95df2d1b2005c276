// Session tokens are stored hashed (docs/security.md, "Session tokens"): the table holds
// SHA-256(token), a value copied from it signs nobody in, and the player's own flows (sign-in,
// refresh, list and end a session, sign out) work as before.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from '../../db/backup.ts';
import { signIn, signUpAndVerify, TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { session } from './auth.table.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { hashSessionToken } from './hashed-sessions.ts';

describe('hashed session tokens', () => {
  const t = useTestApp();

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  /** A Better Auth session call from the app's page, signed in with `cookie`. */
  const postAs = (cookie: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

  it('stores only the hash; a copied row is no bearer token and no cookie', async () => {
    const cookie = await signUpAndVerify(t, { email: 'hash@example.com', username: 'hashed' });
    const raw = decodeURIComponent(/boldcall\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split(
      '.',
    )[0]!;
    expect(raw.length).toBeGreaterThan(20);
    const [account] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'hash@example.com'));
    const rows = await t.database.db.select().from(session).where(eq(session.userId, account!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(hashSessionToken(raw));
    expect(rows[0]!.token).not.toBe(raw);

    // The real token works, as a cookie and as a bearer token…
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${raw}` })).statusCode).toBe(200);
    // …the stored value does not, whichever way it is presented.
    expect((await me({ authorization: `Bearer ${rows[0]!.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: `boldcall.session_token=${rows[0]!.token}` })).statusCode).toBe(401);
  });

  it('lists sessions by their stored form and ends one by it; sign-out still works', async () => {
    const first = await signIn(t, 'hashed');
    const second = await signIn(t, 'hashed');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: first },
    });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as Array<{ id: string; token: string }>;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: second },
    });
    const secondId = (current.json() as { session: { id: string } }).session.id;
    const target = sessions.find((s) => s.id === secondId)!;
    expect(target.token).toMatch(/^[0-9a-f]{64}$/);
    const revoke = await postAs(first, '/api/auth/revoke-session', { token: target.token });
    expect(revoke.statusCode).toBe(200);
    expect((await me({ cookie: second })).statusCode).toBe(401);
    expect((await me({ cookie: first })).statusCode).toBe(200);
    const out = await postAs(first, '/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await me({ cookie: first })).statusCode).toBe(401);
  });

  it('"sign out the other devices" ends every other session and keeps this one', async () => {
    const kept = await signIn(t, 'hashed');
    const others = [await signIn(t, 'hashed'), await signIn(t, 'hashed')];
    for (const cookie of others) expect((await me({ cookie })).statusCode).toBe(200);
    const revoke = await postAs(kept, '/api/auth/revoke-other-sessions');
    expect(revoke.statusCode).toBe(200);
    for (const cookie of others) expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ cookie: kept })).statusCode).toBe(200);
    const [account] = await t.database.db.select().from(user).where(eq(user.username, 'hashed'));
    const rows = await t.database.db.select().from(session).where(eq(session.userId, account!.id));
    expect(rows).toHaveLength(1);
  });

  it('a backup file holds no token that signs anyone in', async () => {
    const cookie = await signIn(t, 'hashed');
    expect((await me({ cookie })).statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'boldcall-backup-')), 'b.backup');
    await backupDatabase(t.database.directUrl, file);
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const start = text.indexOf('#TABLE session\n');
    expect(start).toBeGreaterThan(0);
    const rows = text
      .slice(start + '#TABLE session\n'.length, text.indexOf('\n\\.\n', start))
      .split('\n')
      .filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    // Every field of every session row, tried as a bearer token and as a cookie.
    const candidates = new Set(rows.flatMap((row) => row.split('\t')));
    for (const value of candidates) {
      if (value.length < 20) continue;
      expect((await me({ authorization: `Bearer ${value}` })).statusCode, value).toBe(401);
      expect((await me({ cookie: `boldcall.session_token=${value}` })).statusCode).toBe(401);
    }
  });
});
