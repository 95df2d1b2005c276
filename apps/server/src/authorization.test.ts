// Every write route refuses a signed-out call with 401 and the catalogue's message, whatever the
// body — including routes added after this test was written (read from the route table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import { createTestApp, type TestApp } from './test/test-app.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('signed-out writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('covers at least the known write routes', () => {
    const writes = t.app.routeTable.filter(
      (r) =>
        WRITE_METHODS.has(r.method) && r.url.startsWith('/api/') && !r.url.startsWith('/api/auth/'),
    );
    expect(writes.length).toBeGreaterThan(0);
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
