// Requests to the test app as one of a test's signed-in players (by name), or as a visitor (null),
// each from a new address so the rate limits do not carry over between requests.
import { nextAddress, TEST_ORIGIN, type TestApp } from './test-app.ts';

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
