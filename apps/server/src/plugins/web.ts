// Serves the built web app. Client routes answer with the app shell (200); any other non-API
// path gets the same shell with a real 404 status, and the app renders its Not Found page.
// Static files go out precompressed: the web build writes `.br` and `.gz` beside every compressible
// file (apps/web/build/postbuild.mjs) and @fastify/static picks one from Accept-Encoding, with
// `Vary: Accept-Encoding`; the shell is compressed once here at start-up. Hashed files under
// /assets are immutable for a year; the shell, the service worker and the manifest are revalidated.
// A visitor (no session credentials) gets the pages a newcomer lands on rendered on the server,
// with the data to hydrate them (modules/ssr, docs/decisions/039); players get the shell as before.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute } from '@boldcall/shared/routes';
import { encodingFor } from './compress.ts';
import { errorBody } from './errors.ts';
import { hasCredentials } from './read-cache.ts';

const NOT_BUILT =
  '<!doctype html><title>BoldCall</title><h1>Web app not built</h1><p>Run <code>npm start</code> from the repository root.</p>';

/** A visitor's page rendered on the server (modules/ssr hands it in through app.ts). */
export interface RenderedPage {
  status: number;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ServerRender {
  /** Whether this page is rendered on the server for a visitor. */
  handles(pathname: string, query: URLSearchParams): boolean;
  /**
   * The finished page for a visitor's URL, or null when the app cannot render it (the shell is
   * sent instead). `document` places the rendered root and the hydration data (a JSON script
   * element, allowed by the CSP) into the page's shell and gives its status.
   */
  page(
    url: string,
    document: (parts: {
      root: string;
      data: string;
      /** The page's `<title>` element as its render named it, if it named one. */
      title: string | null;
    }) => Promise<{ status: number; html: string }>,
  ): Promise<RenderedPage | null>;
}

/** A page's own <head> tags and status (link previews, modules/og/og.meta.ts). */
export interface ShellHead {
  status: number;
  /** Replaces the shell's <title> and description. */
  tags: string;
}
export type PageHead = (pathname: string, query: URLSearchParams) => Promise<ShellHead | null>;

const SHELL_TITLE = /<title>[\s\S]*?<\/title>/;
/** The shell's own title and description, replaced by a page's tags. */
const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>(?:\s*<meta\s+name="description"[^>]*?\/?>)?/;

export default fp(
  async function webPlugin(
    app: FastifyInstance,
    opts: { webDist: string; pageHead?: PageHead; serverRender?: ServerRender | null },
  ) {
    const indexFile = path.join(opts.webDist, 'index.html');
    const hasBuild = existsSync(indexFile);
    const shell = hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders(res, filePath) {
          // With preCompressed, filePath is the variant sent (`sw.js.br`): judge the original name.
          const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (
            name === 'sw.js' ||
            name === 'push-sw.js' ||
            name.startsWith('workbox-') ||
            name.endsWith('.webmanifest')
          ) {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    }

    const raw = Buffer.from(shell);
    const variants = {
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    const sendShell = (reply: FastifyReply, status: number) => {
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      const encoding = encodingFor(reply.request);
      if (!encoding) return reply.send(raw);
      // Content-Encoding set: the compress plugin leaves the body alone.
      return reply.header('content-encoding', encoding).send(variants[encoding]);
    };

    const headAt = DEFAULT_HEAD.exec(shell);
    /** The shell with a page's head tags in place of the default title and description. */
    const shellWith = (tags: string) =>
      headAt
        ? shell.slice(0, headAt.index) + tags + shell.slice(headAt.index + headAt[0].length)
        : shell;

    const EMPTY_ROOT = '<div id="root"></div>';
    const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
    /** Whether no server render is for this reader: a player, or no server build. */
    const shellOnly = (request: FastifyRequest) =>
      !opts.serverRender || !hasBuild || hasCredentials(request);
    /** A visitor's server-rendered page, or null (players, other paths, no server build). */
    const renderedPage = async (request: FastifyRequest): Promise<RenderedPage | null> => {
      const render = opts.serverRender;
      const pathname = request.url.split('?')[0] ?? '/';
      const query = new URLSearchParams(request.url.slice(pathname.length + 1));
      if (!render || shellOnly(request) || !render.handles(pathname, query)) return null;
      return render.page(request.url, async ({ root, data, title }) => {
        const head = opts.pageHead ? await opts.pageHead(pathname, query) : null;
        // A page's link-preview tags carry its title; otherwise the render's title replaces the
        // shell's, so the tab reads right before any script runs.
        const withHead = head
          ? shellWith(head.tags)
          : title
            ? shell.replace(SHELL_TITLE, title)
            : shell;
        const html = withHead
          .replace(EMPTY_ROOT, `<div id="root">${root}</div>${data}`)
          .replace(NOSCRIPT, '');
        return { status: head?.status ?? 200, html };
      });
    };
    const sendPage = (reply: FastifyReply, page: RenderedPage) => {
      reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      const encoding = encodingFor(reply.request);
      if (!encoding) return reply.send(page.raw);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    };

    // The root is a directory for @fastify/static (403); it is the home page for us.
    // The shell is kept in memory like a kept answer, and goes out from the route's last
    // onRequest hook when no server render is for this reader (a signed-in player, or no server
    // build), after the host and caller checks, before the rest of the lifecycle (decision 048).
    const shellFirst: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET' || !shellOnly(request)) return done();
      sendShell(reply, 200);
    };
    app.get('/', { schema: { hide: true }, onRequest: shellFirst }, async (request, reply) => {
      const page = await renderedPage(request);
      return page ? sendPage(reply, page) : sendShell(reply, 200);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .status(404)
          .send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`));
      }
      const page = await renderedPage(request);
      if (page) return sendPage(reply, page);
      if (opts.pageHead) {
        const query = new URLSearchParams(request.url.slice(pathname.length + 1));
        const head = await opts.pageHead(pathname, query);
        if (head) {
          // Built per request (it names the object); compressed by the compress plugin.
          return reply
            .status(head.status)
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(shellWith(head.tags));
        }
      }
      return sendShell(reply, isClientRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'web' },
);
