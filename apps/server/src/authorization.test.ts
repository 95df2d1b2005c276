// Every write route refuses a signed-out call with 401 and the catalogue's message, whatever the
// body — including routes added after this test was written (read from the route table).
import { describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import { useTestApp } from './test/test-app.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The only writes a visitor may send (account recovery, the waitlist, invitation checks...). */
const PUBLIC_WRITES = [
  'POST /api/account/forgot-password',
  'POST /api/account/resend-code',
  'POST /api/account/reset-password',
  'POST /api/account/verify-email',
  'POST /api/invitations/validate',
  // A mail's one-click unsubscribe: the signed link is the credential (mail clients have no session).
  'POST /api/notifications/unsubscribe',
  'POST /api/waitlist/join',
];

describe('signed-out writes', () => {
  const t = useTestApp();

  it('leaves exactly the sign-up-side writes public', () => {
    const publicWrites = t.app.routeTable
      .filter(
        (r) =>
          WRITE_METHODS.has(r.method) &&
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/auth/') &&
          r.public,
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicWrites).toEqual(PUBLIC_WRITES);
  });

  it('answers every write route with 401 and the catalogue message', async () => {
    const writes = t.app.routeTable.filter(
      (r) =>
        WRITE_METHODS.has(r.method) &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/auth/') &&
        !r.public,
    );
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000');
      for (const payload of [undefined, {}, { junk: true }]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().message).toBe(MSG.authRequired);
      }
    }
  });
});
