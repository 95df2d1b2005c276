// Serves the built web app. Client routes answer with the app shell (200); any other non-API
// path gets the same shell with a real 404 status, and the app renders its Not Found page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute } from '@boldcall/shared/routes';
import { errorBody } from './errors.ts';

const NOT_BUILT =
  '<!doctype html><title>BoldCall</title><h1>Web app not built</h1><p>Run <code>npm start</code> from the repository root.</p>';

export default fp(
  async function webPlugin(app: FastifyInstance, opts: { webDist: string }) {
    const indexFile = path.join(opts.webDist, 'index.html');
    const hasBuild = existsSync(indexFile);
    const shell = hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        wildcard: true,
        setHeaders(res, filePath) {
          const name = path.basename(filePath);
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (
            name === 'sw.js' ||
            name.startsWith('workbox-') ||
            name.endsWith('.webmanifest')
          ) {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    }

    const sendShell = (reply: FastifyReply, status: number) =>
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);

    // The root is a directory for @fastify/static (403); it is the home page for us.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply, 200));

    app.setNotFoundHandler((request, reply) => {
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
      return sendShell(reply, isClientRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'web' },
);
