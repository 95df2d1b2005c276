// Hostile input over every JSON route of app.routeTable (docs/security.md): random bodies,
// queries, path parameters and headers, including the classes that used to answer 500 (NUL
// characters, malformed and out-of-range cursors and numbers, deep JSON, nulls where text
// belongs). Whatever arrives: never a 5xx, never a stack trace, every error in the error shape.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, makePrediction } from './seed/seed.factories.ts';
import { PUBLIC_AUTH_ENDPOINTS } from './modules/auth/auth.session-plugin.ts';
import { nextAddress, signIn, TEST_ORIGIN, useTestApp } from './test/test-app.ts';

/**
 * Random runs per route, on top of the fixed KNOWN_BAD cases every route gets. With ~80 routes
 * this keeps the file well under a minute on two cores (it runs twice in CI, once per engine).
 */
const RUNS_PER_ROUTE = 8;

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; drop table "user"; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '9007199254740993',
  '99999999999999999999999',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '2147483648',
  '\uD800',
  '😀'.repeat(50),
  ' ',
  '',
  'x'.repeat(5_000),
  'OTAwNzE5OTI1NDc0MDk5MS54',
  Buffer.from('99999-13-45 99:99:99|1').toString('base64url'),
  Buffer.from(JSON.stringify([1, 1e300, 2 ** 53, 2 ** 40, 'x', -1])).toString('base64url'),
  Buffer.from('8640000000000001.x').toString('base64url'),
  '00000000-0000-0000-0000-000000000000',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const nastyScalar = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308),
  fc.integer(),
  fc.double(),
);

const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          'email',
          'password',
          'name',
          'username',
          'image',
          'identifier',
          'code',
          'newPassword',
          'text',
          'category',
          'expiresAt',
          'pointsWagered',
          'wager',
          'voteType',
          'resolution',
          'adminNote',
          'action',
          'adminComment',
          'response',
          'predictionIds',
          'ids',
          'value',
          'userId',
          'token',
          'otp',
          '__proto__',
        ),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
})).value;

const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"\\u0000"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
    `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
    '\uFEFF{}',
  ),
  fc.string({ maxLength: 60 }),
);

const QUERY_KEYS = [
  'cursor',
  'limit',
  'q',
  'status',
  'category',
  'sport',
  'userId',
  'period',
  'sort',
  'filter',
  'to',
  'type',
  'page',
];

const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), nastyString, { maxKeys: 4 });

/** Mostly what a real client sends (so requests get past the front door), sometimes hostile. */
const headers = fc.record(
  {
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'garbage',
        ),
      },
    ),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(TEST_ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom('http://evil.example', 'null', 'not a url') },
    ),
    'sec-fetch-site': fc.constantFrom('same-origin', 'same-origin', 'cross-site', 'none', '??'),
    authorization: fc.oneof(
      fc.constant('Bearer '),
      nastyString.map((s) => `Bearer ${s}`),
    ),
    'x-forwarded-for': nastyString.map((s) => s.replace(/[\r\n]/g, '')),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
  },
  { requiredKeys: [] },
);

/** Every route also gets these, so the classes that once answered 500 are always tried. */
const KNOWN_BAD: Array<{ param: string | null; query: Record<string, string>; body: unknown }> = [
  { param: '\u0000', query: { q: '\u0000' }, body: { json: { text: 'a\u0000b', name: null } } },
  { param: null, query: { cursor: 'OTAwNzE5OTI1NDc0MDk5MS54' }, body: { json: { name: '' } } },
  {
    param: '99999999999999999999',
    query: { cursor: NASTY_STRINGS[27]!, limit: '2147483648' },
    body: { raw: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` },
  },
  { param: null, query: { cursor: NASTY_STRINGS[26]! }, body: { json: null } },
];

type Who = 'visitor' | 'player' | 'admin';

const requestInput = fc.record({
  who: fc.constantFrom<Who>('visitor', 'player', 'admin'),
  param: fc.oneof(fc.constant(null), nastyString),
  query,
  headers,
  body: fc.oneof(
    fc.constant(undefined),
    nastyJson.map((v) => ({ json: v })),
    rawBody.map((raw) => ({ raw })),
  ),
});
type RequestInput = typeof requestInput extends fc.Arbitrary<infer T> ? T : never;

function headerSafe(value: string): boolean {
  // Characters inject() itself refuses to put in a header (not something the server sees).
  return !/[^\t\x20-\x7e\x80-\xff]/.test(value);
}

describe('fuzz: hostile input over every JSON route', () => {
  const t = useTestApp();
  const cookies: Record<Who, string | null> = { visitor: null, player: null, admin: null };
  let predictionId = '';

  beforeAll(async () => {
    const db = t.database.db;
    const player = await createPlayer(db, { username: 'fz_player', bonusPoints: 10_000 });
    await createPlayer(db, { username: 'fz_admin', role: 'admin' });
    cookies.player = await signIn(t, 'fz_player');
    cookies.admin = await signIn(t, 'fz_admin');
    predictionId = await makePrediction(db, { userId: player.id });
  }, 60_000);

  const jsonRoutes = () =>
    t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS',
    );

  it('covers the JSON routes', () => {
    expect(jsonRoutes().length).toBeGreaterThan(30);
  });

  it('never answers 5xx, never leaks a stack, always the error shape', async () => {
    const problems: string[] = [];
    for (const route of jsonRoutes()) {
      await fc
        .assert(
          fc.asyncProperty(requestInput, async (input) => {
            let url = route.url
              .replace(
                '*',
                input.param === null ? 'sign-in/email' : encodeURIComponent(input.param),
              )
              .replace(/:[A-Za-z]+/g, () =>
                input.param === null ? predictionId : encodeURIComponent(input.param),
              );
            const qs = new URLSearchParams(input.query).toString();
            if (qs) url += `?${qs}`;
            const hdrs: Record<string, string> = {};
            for (const [k, v] of Object.entries(input.headers)) if (headerSafe(v)) hdrs[k] = v;
            const cookie = cookies[input.who];
            if (cookie) hdrs.cookie = cookie;
            const hasBody = input.body !== undefined && route.method !== 'GET';
            let payload: string | undefined;
            if (hasBody && input.body) {
              payload = 'raw' in input.body ? input.body.raw : JSON.stringify(input.body.json);
              hdrs['content-type'] ??= 'application/json';
            }
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: hdrs,
              ...(payload !== undefined ? { payload } : {}),
              // A live event stream never ends: read it as a stream (below).
              payloadAsStream: true,
            });
            const where = `${route.method} ${url.slice(0, 120)} → ${res.statusCode}`;
            const stream = res.stream();
            if (String(res.headers['content-type']).startsWith('text/event-stream')) {
              stream.destroy(); // an open live stream (GET /api/events): its status is the answer
              if (res.statusCode !== 200) problems.push(`${where} event stream not 200`);
              return problems.length === 0;
            }
            const chunks: Buffer[] = [];
            for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode >= 500) problems.push(`${where} ${text.slice(0, 200)}`);
            if (/\bat .+:\d+:\d+\)?|node_modules|"stack"/.test(text)) {
              problems.push(`${where} leaks a stack: ${text.slice(0, 200)}`);
            }
            if (res.statusCode >= 400) {
              let body: Record<string, unknown> = {};
              try {
                body = JSON.parse(text) as Record<string, unknown>;
              } catch {
                problems.push(`${where} error is not JSON: ${text.slice(0, 100)}`);
              }
              if (
                body.statusCode !== res.statusCode ||
                typeof body.error !== 'string' ||
                typeof body.code !== 'string' ||
                typeof body.message !== 'string'
              ) {
                problems.push(`${where} not the error shape: ${text.slice(0, 200)}`);
              }
            }
            return problems.length === 0;
          }),
          {
            numRuns: RUNS_PER_ROUTE,
            endOnFailure: true,
            examples: KNOWN_BAD.map((bad): [RequestInput] => [
              {
                who: 'player',
                param: bad.param,
                query: bad.query,
                headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
                body: bad.body as RequestInput['body'],
              },
            ]),
          },
        )
        .catch(() => undefined); // the problems list below names every failure
      if (problems.length > 0) break;
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('answers oversized identifiers and null or empty bodies without a 5xx on every route', async () => {
    const huge = (prefix: string) => `${prefix}${'x'.repeat(6_000)}`;
    const oversized = {
      email: `${huge('a')}@example.com`,
      username: huge('u'),
      identifier: huge('i'),
      name: huge('n'),
      password: `${huge('P')}a1`,
      newPassword: `${huge('P')}a1`,
      currentPassword: huge('c'),
      otp: huge('1'),
      code: huge('2'),
      token: huge('t'),
      text: huge('q'),
      image: `https://example.com/${huge('i')}`,
    };
    const bodies: Array<string | undefined> = [
      'null',
      '{}',
      '[]',
      '""',
      undefined,
      JSON.stringify(oversized),
    ];
    // Better Auth's endpoints behind the one /api/auth/* route, each by its own path. Ending
    // the player's sessions would make the rest of the run a visitor's: those go as a visitor.
    const ENDS_SESSIONS = new Set(['/sign-out', '/revoke-sessions', '/revoke-other-sessions']);
    const targets: Array<{ method: string; url: string; player: boolean }> = [];
    for (const route of jsonRoutes()) {
      if (route.url === '/api/auth/*') continue;
      const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(huge('p')));
      targets.push({
        method: route.method,
        url: `${url}?q=${huge('q')}&cursor=${huge('c')}`,
        player: true,
      });
    }
    for (const [method, paths] of Object.entries(PUBLIC_AUTH_ENDPOINTS)) {
      for (const p of paths) {
        targets.push({ method, url: `/api/auth${p}`, player: !ENDS_SESSIONS.has(p) });
      }
    }
    const problems: string[] = [];
    for (const target of targets) {
      for (const who of target.player ? [null, cookies.player] : [null]) {
        for (const body of target.method === 'GET' ? [undefined] : bodies) {
          const res = await t.app.inject({
            method: target.method as 'GET',
            url: target.url,
            remoteAddress: nextAddress(),
            headers: {
              origin: TEST_ORIGIN,
              'content-type': 'application/json',
              ...(who ? { cookie: who } : {}),
            },
            ...(body !== undefined ? { payload: body } : {}),
            payloadAsStream: true,
          });
          const where = `${who ? 'player' : 'visitor'} ${target.method} ${target.url.slice(0, 60)} ${String(body).slice(0, 30)} → ${res.statusCode}`;
          const stream = res.stream();
          if (String(res.headers['content-type']).startsWith('text/event-stream')) {
            stream.destroy();
            continue;
          }
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
          if (res.statusCode >= 500) {
            problems.push(`${where} ${Buffer.concat(chunks).toString('utf8').slice(0, 160)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
