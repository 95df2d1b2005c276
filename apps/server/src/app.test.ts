import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '@boldcall/shared/routes';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('app shell', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'boldcall-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'sw.js'), '/* sw */');
    // What the web build writes beside a compressible file (apps/web/build/postbuild.mjs).
    const big = `export const words = ${JSON.stringify('bold call '.repeat(400))};`;
    writeFileSync(path.join(webDist, 'assets', 'big-456.js'), big);
    writeFileSync(path.join(webDist, 'assets', 'big-456.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(webDist, 'assets', 'big-456.js.gz'), gzipSync(big));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('reports health with the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health');
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it.each(CLIENT_ROUTES)('answers the client route %s with the app shell', async (route) => {
    const res = await t.app.inject(route);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown pages with the shell and a real 404', async () => {
    const res = await t.app.inject('/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('caches hashed assets forever and the service worker never', async () => {
    const asset = await t.app.inject('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it("serves the build's precompressed files by Accept-Encoding, with Vary", async () => {
    const br = await t.app.inject({
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('bold call');

    const gz = await t.app.inject({
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('bold call');

    const plain = await t.app.inject('/assets/big-456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('bold call');
  });

  it('compresses JSON and the shell, never event streams or tiny bodies', async () => {
    const doc = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    });
    expect(doc.headers['content-encoding']).toBe('br');
    expect(doc.headers['vary']).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString())).toHaveProperty('paths');

    const shell = await t.app.inject({
      url: '/leaderboard',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(shell.rawPayload).toString()).toContain('<div id="root">');

    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();

    const { isCompressible } = await import('./plugins/compress.ts');
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });
});
