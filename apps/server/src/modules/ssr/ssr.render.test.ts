// The server-rendered first paint (docs/decisions/039): a visitor's Home and leaderboard arrive
// with their content and hydration data in the HTML; a signed-in request gets the plain shell; a
// write empties the kept pages. Renders with the web app's real server entry, built here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndVerify, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { scriptJson } from './ssr.render.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../../web');
const SHELL =
  '<!doctype html><html><head><title>BoldCall</title></head><body><div id="root"></div>' +
  '<noscript>BoldCall needs JavaScript to run.</noscript></body></html>';

describe('server-rendered first paint', () => {
  let t: TestApp;
  let cookie = '';
  let dir = '';
  const text = 'The first paint call comes true <soon>';

  beforeAll(async () => {
    // The shell stands in for the browser build; the render is the real one (a few seconds).
    // Inside the web app's node_modules: the render imports its libraries from there.
    const cache = path.join(webRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(path.join(cache, 'ssr-test-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), SHELL);
    execFileSync(
      'npx',
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'dist-ssr')],
      { cwd: webRoot, stdio: 'ignore' },
    );
    t = await createTestApp({ WEB_DIST: path.join(dir, 'dist'), READ_CACHE_MS: '60000' });
    cookie = await signUpAndVerify(t, { email: 'fp_maker@example.com', username: 'fp_maker' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/predictions',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { text, category: 'other', expiresAt: '2099-01-01', pointsWagered: 5 },
    });
    expect(made.statusCode, made.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const hydrationData = (html: string) => {
    const json = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
    return json
      ? (JSON.parse(json[1] ?? '') as { now: number; queries: { queries: unknown[] } })
      : null;
  };

  it("renders a visitor's Home with the feed's calls and the data to hydrate it", async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('The first paint call comes true &lt;soon&gt;');
    expect(res.body).toContain('Make the <span');
    expect(res.body).not.toContain('<noscript>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    const data = hydrationData(res.body);
    expect(data?.now).toBeTypeOf('number');
    // Nothing in the data can close its script element.
    expect(res.body).not.toContain('<soon>');
    expect(JSON.stringify(data)).toContain('<soon>');
  });

  it('renders the leaderboard with its rows and real links', async () => {
    const res = await t.app.inject('/leaderboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Full Rankings');
    // The tab is named before any script runs.
    expect(res.body).toContain('<title>Leaderboard · BoldCall</title>');
    expect(res.body).not.toContain('<title>BoldCall</title>');
    expect(res.body).toContain('href="/u/fp_maker"');
    expect(hydrationData(res.body)?.queries.queries.length).toBeGreaterThan(0);
  });

  it('renders a profile; an unknown one keeps the 404 shell', async () => {
    const profile = await t.app.inject('/u/fp_maker');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('fp_maker');
    expect(hydrationData(profile.body)).not.toBeNull();
    const missing = await t.app.inject('/u/nobody_here');
    expect(missing.statusCode).toBe(404);
    expect(hydrationData(missing.body)).toBeNull();
  });

  it('sends a signed-in request the plain shell', async () => {
    for (const url of ['/', '/leaderboard']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('keeps a rendered page until a write, then renders it again', async () => {
    const first = await t.app.inject('/');
    const again = await t.app.inject('/');
    expect(hydrationData(again.body)?.now).toBe(hydrationData(first.body)?.now);
    const next = 'A second call made after the page was kept';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/predictions',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { text: next, category: 'other', expiresAt: '2099-01-01', pointsWagered: 5 },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.app.inject('/')).body).toContain(next);
  });
});

describe('scriptJson', () => {
  it('leaves nothing that closes a script element', () => {
    const out = scriptJson({ a: '</script><script>alert(1)</script>', b: '\u2028' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: '\u2028' });
  });
});
