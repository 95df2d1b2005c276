// Security plumbing for every route (docs/security.md):
// - security headers: a strict Content-Security-Policy and the rest of a document's headers on
//   pages, a short set on API answers (decision 047);
// - rate limits on counters shared by all instances (platform/limits: the database, or Redis);
//   routes opt in with `config: { rateLimit: … }`, auth steps use `app.limiter` directly;
// - requests addressed to a host name we are not: 421 before any route (DNS rebinding);
// - cross-site request refusal: an unsafe method whose Origin / Sec-Fetch-Site is not ours;
// - bodies are JSON (no text/plain parser), at most MAX_JSON_DEPTH deep;
// - NUL characters anywhere in the URL or the body are a 400 (PostgreSQL text cannot hold them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  createLimiter,
  fastifyRateLimitStore,
  type Limiter,
} from '../platform/limits/limits.service.ts';
import { databaseCounterStore, redisCounterStore } from '../platform/limits/limits.store.ts';
import { AppError, badRequest, forbidden } from '../platform/errors/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared rate-limit counters (database or Redis) for limits checked in code. */
    limiter: Limiter;
  }
  interface FastifyContextConfig {
    /** A route under /api that answers a page for a person (an e-mail link's page). */
    page?: boolean;
  }
}

/** Deeper JSON than this is refused before parsing: no route takes more than a few levels. */
export const MAX_JSON_DEPTH = 16;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins whose pages may send us unsafe requests: PUBLIC_URL's (by each loopback name in
 * development) and DEV_ORIGINS (config.ts). Never derived from the request's own Host: a page on
 * a name rebound to our address would send Origin = Host.
 */
export function trustedOrigins(config: Config): string[] {
  return config.trustedOrigins;
}

/** Whether the browser says this request comes from a page of ours (or from no page at all). */
export function isSameOriginRequest(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return trusted.includes(origin.toLowerCase());
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  // Neither header: not a browser page (API clients, scripts). Browsers send Origin on every
  // unsafe request and Sec-Fetch-Site on every request.
  return true;
}

/** Whether a request is addressed to a host name this server answers to (docs/security.md). */
export function isAllowedHost(request: FastifyRequest, allowed: readonly string[]): boolean {
  let name: string;
  try {
    name = request.hostname.toLowerCase();
  } catch {
    return false;
  }
  return name.length > 0 && allowed.includes(name);
}

/** Nesting depth of a JSON text, without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return max;
}

/** Whether any string (key or value) in a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      stack.push(...(item as unknown[]));
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

const NUL_IN_URL = /%00/i;

/** The headers helmet sets for `options`, read once from its middleware on a stand-in reply. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const reply = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // No option here reads the request or the reply (no nonces, no functions as directives).
  helmet(options)({} as IncomingMessage, reply as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an answer that is not a document (JSON, an image, an event stream), decision
 * 047: nothing in it may load or run (`default-src 'none'`), no page may frame it, browsers may
 * not sniff it into something else, and no other site may embed it; HSTS as on pages. The
 * document's other headers (COOP, Referrer-Policy, the rest of its CSP…) act only on documents.
 */
export function apiSecurityHeaders(
  documentHeaders: Record<string, string>,
): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export default fp(
  async function securityPlugin(
    app: FastifyInstance,
    opts: { config: Config; database: DatabaseHandle },
  ) {
    const { config } = opts;
    // The same headers on every answer, worked out once: helmet builds its middleware (and parses
    // the policy) per request when called through a Fastify plugin, a fifth of a cached read's CPU.
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and charts position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense behind TLS in production.
      strictTransportSecurity: config.isProduction,
      crossOriginEmbedderPolicy: false,
    });
    const apiHeaders = apiSecurityHeaders(headers);

    const store = config.redisUrl
      ? redisCounterStore(config.redisUrl)
      : databaseCounterStore(opts.database.db);
    app.decorate('limiter', createLimiter(store));
    app.addHook('onClose', async () => store.close());
    await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(store) });

    // JSON only: a text/plain body is what a cross-site HTML form can send without a preflight.
    app.removeContentTypeParser('text/plain');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body: string, done) => {
        if (body.length === 0) return done(null, undefined);
        if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
          return done(badRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`, 'BAD_JSON'));
        }
        try {
          const parsed = JSON.parse(body) as unknown;
          if (hasPrototypeKeys(parsed)) {
            return done(badRequest('Forbidden property name in JSON', 'BAD_JSON'));
          }
          return done(null, parsed);
        } catch {
          return done(badRequest('Body is not valid JSON', 'BAD_JSON'));
        }
      },
    );

    const trusted = trustedOrigins(config);
    const allowedHosts = config.allowedHosts;
    // Every hook here is synchronous (a callback, not an async function): on a cached read each
    // promise and the microtask it waits for are a visible part of the request's cost
    // (docs/performance.md, "Hooks without promises").
    app.addHook('onRequest', (request, reply, done) => {
      const isApiAnswer = request.url.startsWith('/api/') && !request.routeOptions.config?.page;
      reply.headers(isApiAnswer ? apiHeaders : headers);
      done(refusal(request));
    });
    // Before anything else (routes, 404s, static files, the dev mailbox): a name we are not
    // (DNS rebinding, a stray virtual host) is answered 421 Misdirected Request.
    function refusal(request: FastifyRequest): AppError | undefined {
      if (!isAllowedHost(request, allowedHosts)) {
        return new AppError(
          421,
          'UNKNOWN_HOST',
          'This server does not answer to that host name. Use the address in PUBLIC_URL.',
        );
      }
      if (NUL_IN_URL.test(request.url) || request.url.includes('\u0000'))
        return badRequest('Invalid character in the address');
      if (UNSAFE_METHODS.has(request.method) && !isSameOriginRequest(request, trusted)) {
        return forbidden('Cross-site request refused', 'CROSS_SITE_REQUEST');
      }
      return undefined;
    }
    app.addHook('preValidation', (request, _reply, done) => {
      done(
        request.body !== undefined && containsNul(request.body)
          ? new AppError(400, 'BAD_REQUEST', 'Invalid character in the request')
          : undefined,
      );
    });
  },
  { name: 'security', dependencies: ['errors'] },
);

/** `__proto__` / `constructor.prototype` keys (prototype pollution), as secure-json-parse refuses. */
function hasPrototypeKeys(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...(item as unknown[]));
    else if (item && typeof item === 'object') {
      if (Object.prototype.hasOwnProperty.call(item, '__proto__')) return true;
      const ctor = (item as Record<string, unknown>).constructor;
      if (
        Object.prototype.hasOwnProperty.call(item, 'constructor') &&
        ctor &&
        typeof ctor === 'object' &&
        Object.prototype.hasOwnProperty.call(ctor, 'prototype')
      )
        return true;
      stack.push(...Object.values(item));
    }
  }
  return false;
}
