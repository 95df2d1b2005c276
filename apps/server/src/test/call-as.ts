// Requests to the test app as one of a test's signed-in players (by name), or as a visitor (null),
// each from a new address so the rate limits do not carry over between requests.
import { beforeAll } from 'vitest';
import { createPlayer, type PlayerInput } from '../seed/seed.factories.ts';
import { nextAddress, signIn, TEST_ORIGIN, type TestApp } from './test-app.ts';

export type CallMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * `call(method, url, who, payload?)` sends the request with the origin header and, when `who` is
 * a name, that player's session cookie from `cookies` (read at call time, so fill it in beforeAll).
 */
export function callAs(t: TestApp, cookies: Readonly<Record<string, string>>) {
  return (method: CallMethod, url: string, who: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: cookies[who]! } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/**
 * A test's players by name, made and signed in one after another by a beforeAll hook (`input`
 * adds to what each is made with): `ids` and `cookies` by name (a test may sign in more into
 * `cookies`), and `call` as one of them.
 */
export function signedInPlayers(
  t: TestApp,
  names: readonly string[],
  input: (name: string) => Omit<PlayerInput, 'username'> = () => ({}),
) {
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of names) {
      ids[name] = (await createPlayer(t.database.db, { ...input(name), username: name })).id;
      cookies[name] = await signIn(t, name);
    }
  });
  return { ids, cookies, call: callAs(t, cookies) };
}
