// The server-rendered first paint of the pages a visitor lands on (docs/decisions/039): Home,
// the leaderboard, a profile, a call and the NFL page, for requests without session credentials.
// The render itself is the web app's (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr);
// its API calls are answered in process by `app.inject`, so they go through the same routes, the
// same read cache and the same serialization as the browser's. Finished pages (HTML and its
// compressed variants) are kept per URL under the read cache's rules: at most READ_CACHE_MS, and
// dropped when the read cache is emptied by a write (its invalidation count is the version).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage, ServerRender } from '../../plugins/web.ts';
import { escapeHtml } from '../og/og.meta.ts';

/** The pages rendered on the server; every other path keeps the client-rendered shell. */
const SERVER_RENDERED = [/^\/$/, /^\/leaderboard$/, /^\/nfl$/, /^\/u\/[^/]+$/, /^\/p\/[^/]+$/];
const MAX_PAGES = 500;

/** What apps/web/src/entry-server.tsx exports. */
interface EntryServer {
  render(
    url: string,
    transport: typeof fetch,
  ): Promise<
    | { html: string; title: string | null; data: { now: number; queries: unknown } }
    | { failed: string }
    | null
  >;
}

/** JSON inside `<script type="application/json">`: nothing in it may close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function compressed(status: number, html: string): RenderedPage {
  const raw = Buffer.from(html);
  return {
    status,
    raw,
    // Once per page and version, not per request: a middle quality, well below a millisecond.
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(raw, { level: 6 }),
  };
}

/** Null when the web app's server build is absent (the server then sends the shell everywhere). */
export async function loadServerRender(
  app: FastifyInstance,
  opts: { ssrDist: string; ttlMs: number },
): Promise<ServerRender | null> {
  const entryFile = path.join(opts.ssrDist, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;

  const transport: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      signal: init?.signal ?? undefined,
    });
    const type = response.headers['content-type'];
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  const pages = new Map<string, { page: RenderedPage | null; at: number; version: number }>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  const version = () => app.readCache.stats.invalidations;

  const renderPage = async (
    url: string,
    document: Parameters<ServerRender['page']>[1],
  ): Promise<RenderedPage | null> => {
    const startedAt = version();
    let rendered: Awaited<ReturnType<EntryServer['render']>> = null;
    try {
      rendered = await entry.render(url, transport);
    } catch (error) {
      // The visitor still gets the client-rendered shell; the log says which page broke.
      app.log.error({ err: error, url }, 'server render failed');
    }
    let page: RenderedPage | null = null;
    if (rendered && 'failed' in rendered) {
      // Expected for an unknown player or call (their 404 page is the client's).
      app.log.debug({ url, failed: rendered.failed }, 'server render fell back to the shell');
    } else if (rendered) {
      const data = `<script type="application/json" id="ssr-data">${scriptJson(rendered.data)}</script>`;
      const title = rendered.title ? `<title>${escapeHtml(rendered.title)}</title>` : null;
      const { status, html } = await document({ root: rendered.html, data, title });
      page = compressed(status, html);
    }
    // Nothing kept that was computed while a write landed (it may be missing from it).
    if (opts.ttlMs > 0 && version() === startedAt) {
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(url, { page, at: Date.now(), version: startedAt });
    }
    return page;
  };

  return {
    // An invite link or a mail's `?auth=` opens a dialog in the browser: those keep the shell.
    handles: (pathname, query) =>
      !query.has('invite') &&
      !query.has('auth') &&
      SERVER_RENDERED.some((pattern) => pattern.test(pathname)),
    page(url, document) {
      const hit = pages.get(url);
      if (hit && hit.version === version() && Date.now() - hit.at < opts.ttlMs) {
        return Promise.resolve(hit.page);
      }
      // One render per page at a time: the visitors who arrive meanwhile wait for it.
      const running = rendering.get(url);
      if (running) return running;
      const render = renderPage(url, document).finally(() => rendering.delete(url));
      rendering.set(url, render);
      return render;
    },
  };
}
