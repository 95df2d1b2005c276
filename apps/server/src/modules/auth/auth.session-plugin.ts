// Mounts Better Auth under /api/auth and resolves every request's caller: `await request.session()`
// (memoized per request; cookie, bearer session token or personal API token). The guards routes
// use on that session (`requireUser`, `requireAdmin`…) are in platform/identity/identity.session.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { MSG } from '@boldcall/shared/messages';
import type { Auth } from './auth.ts';
import { withCodeMailOutcome } from './code-mail-outcome.ts';
import { isPersonalToken, resolveToken } from '../tokens/tokens.service.ts';
import { isAdminAccount } from '../../platform/identity/identity.admin.ts';
import { errorBody } from '../../plugins/errors.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors/app-error.ts';
import {
  requireAdmin,
  requireUser,
  SESSIONS_CHANNEL,
  type CallerSession,
} from '../../platform/identity/identity.session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * The Better Auth endpoints a client may call (docs/security.md). Everything else it offers
 * (admin set-password and impersonation, sign-in by e-mail code, e-mail change, account
 * deletion, link-based flows…) bypasses our policy, audit log or two-factor: a 404 from outside.
 * Mail-sending steps go through /api/account/* (same answer and timing for unknown accounts).
 */
export const PUBLIC_AUTH_ENDPOINTS: Readonly<Record<'GET' | 'POST', ReadonlySet<string>>> = {
  GET: new Set(['/get-session', '/list-sessions', '/ok']),
  POST: new Set([
    '/sign-up/email',
    '/sign-in/email',
    '/sign-in/username',
    '/sign-out',
    '/email-otp/verify-email',
    '/email-otp/reset-password',
    '/change-password',
    '/update-user',
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
    '/two-factor/generate-backup-codes',
    '/two-factor/get-totp-uri',
    '/revoke-session',
    '/revoke-sessions',
    '/revoke-other-sessions',
  ]),
};
/** Writes that can change or end sessions or what they carry (role, forced password change). */
const ACCOUNT_WRITES = /^\/api\/(?:auth|admin|users)(?:\/|$|\?)/;

type ResolvedSession = CallerSession & { expiresAt: number };

/** Requests a personal API token may make, per token (docs/security.md "Rate limits"). */
const TOKEN_RATE = { windowSeconds: 60, max: 300 };
/** Paths a personal API token never reaches (docs/rules/account.md "API tokens"). */
const NOT_FOR_TOKENS = /^\/api\/(?:auth|account|admin)(?:\/|$|\?)/;

/** The personal API token of the request (a bearer header starting bc_pat_), or null. */
function personalToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (!auth?.startsWith('Bearer ')) return null;
  const value = auth.slice(7).trim();
  return isPersonalToken(value) ? value : null;
}

/**
 * What a personal API token may do (decision 034): the player routes, as with a session, but no
 * account, token or admin route, and no write with a read scope; its own rate limit.
 */
async function checkTokenCaller(request: FastifyRequest): Promise<void> {
  if (!callsWithToken(request)) return;
  const current = await request.session();
  if (!current?.token) throw unauthorized();
  const config = request.routeOptions.config;
  if (config.admin || config.account || NOT_FOR_TOKENS.test(request.url)) {
    throw forbidden('API tokens cannot be used for account or admin actions.', 'TOKEN_NOT_ALLOWED');
  }
  if (!isRead(request) && current.token.scope !== 'read-write') {
    throw forbidden('This API token can only read.', 'TOKEN_READ_ONLY');
  }
  await request.server.limiter.consume([[`token:${current.token.id}`, TOKEN_RATE]]);
}

/** A personal API token without a session cookie: the caller is the token's. */
function callsWithToken(request: FastifyRequest): boolean {
  return (
    !request.headers.cookie?.includes('boldcall.session_token=') && personalToken(request) !== null
  );
}

const isRead = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';

/** Whether the caller check has anything to do: a token, an admin route, or a write. */
const needsCallerCheck = (request: FastifyRequest) =>
  callsWithToken(request) || Boolean(request.routeOptions.config.admin) || !isRead(request);

/** The session token from the cookie (any prefix) or a bearer header; null without one. */
function sessionToken(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  if (cookie) {
    const match = /(?:^|;\s*)(?:__Secure-)?boldcall\.session_token=([^;]+)/.exec(cookie);
    if (match?.[1]) return `c:${match[1]}`;
  }
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return `b:${auth.slice(7)}`;
  return null;
}

function toWebRequest(
  request: FastifyRequest,
  override?: { path: string; body: unknown },
): Request {
  const url = new URL(
    override ? `/api/auth${override.path}` : request.url,
    request.server.config.publicUrl,
  );
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  if (override) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const body = override ? override.body : request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}

/**
 * Runs a Better Auth endpoint for one of our routes (same rate limits, hooks and cookies),
 * e.g. after resolving a username to its e-mail, and answers with its response.
 */
export function runAuthStep(request: FastifyRequest, path: string, body: unknown) {
  return request.server.auth.handler(toWebRequest(request, { path, body }));
}

export async function forwardToAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  body: unknown,
) {
  const response = await request.server.auth.handler(toWebRequest(request, { path, body }));
  return sendWebResponse(reply, response);
}

/** Sends Better Auth's answer in our shape; `extra` fields join a successful JSON answer. */
async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  extra?: Record<string, unknown>,
) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    // Same error shape as every other route (docs/api.md); 429 gets the catalogue's text.
    reply.header('content-type', 'application/json; charset=utf-8');
    if (response.status === 429)
      return reply.send(errorBody(429, 'RATE_LIMITED', MSG.tooManyAttempts));
    let parsed: { code?: unknown; message?: unknown; sentTo?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON: keep the defaults below
    }
    const code = typeof parsed.code === 'string' ? parsed.code : 'AUTH_ERROR';
    const message =
      typeof parsed.message === 'string' && parsed.message ? parsed.message : 'Request failed';
    const body = errorBody(response.status, code, message);
    // Unverified sign-in: where the code went (auth.ts), for the Verify step.
    if (typeof parsed.sentTo === 'string') {
      return reply.send({ ...body, details: [{ path: 'sentTo', message: parsed.sentTo }] });
    }
    return reply.send(body);
  }
  if (text.length > 0 && response.headers.get('content-type')?.includes('application/json')) {
    const parsed = JSON.parse(text) as unknown;
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return reply.send(extra && isObject ? { ...parsed, ...extra } : parsed);
  }
  return reply.send(text.length > 0 ? text : null);
}

export default fp(
  async function authSessionPlugin(app: FastifyInstance, opts: { auth: Auth }) {
    app.decorate('auth', opts.auth);

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (personalToken(request)) {
          throw forbidden(
            'API tokens cannot be used for account or admin actions.',
            'TOKEN_NOT_ALLOWED',
          );
        }
        const path = request.url.slice('/api/auth'.length).split('?')[0] ?? '';
        const allowed = PUBLIC_AUTH_ENDPOINTS[request.method as 'GET' | 'POST'];
        if (!allowed?.has(path)) throw notFound();
        if (path !== '/sign-up/email') {
          return sendWebResponse(reply, await opts.auth.handler(toWebRequest(request)));
        }
        // An account made but its code not mailed: the answer says so, for the Verify step.
        const { result, codeMailFailed } = await withCodeMailOutcome(() =>
          opts.auth.handler(toWebRequest(request)),
        );
        return sendWebResponse(reply, result, codeMailFailed ? { codeSent: false } : undefined);
      },
    });

    // Secure by default: every write under /api (but Better Auth's own) needs a session, checked
    // before body validation so a signed-out call is a 401 whatever it sends.
    // A callback, not an async function: a visitor's read (no credentials, no admin route) passes
    // without a promise (docs/performance.md, "Hooks without promises").
    app.addHook('onRequest', (request, _reply, done) => {
      if (!needsCallerCheck(request)) return done();
      checkCaller(request).then(() => done(), done);
    });
    async function checkCaller(request: FastifyRequest): Promise<void> {
      await checkTokenCaller(request);
      if (request.routeOptions.config.admin) {
        await requireAdmin(request);
        return;
      }
      if (isRead(request)) return;
      const url = request.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/')) return;
      if (request.routeOptions.config.public) return;
      if (!request.routeOptions.url) return; // unknown route: let it 404
      await requireUser(request);
    }

    // Resolved sessions by token, so most signed-in requests send no session statement. Emptied
    // on this instance by every successful account write (/api/auth, /api/admin, /api/users)
    // before its answer leaves, and on every instance by the database: triggers on the session
    // and user tables NOTIFY boldcall_sessions (migration 0007). AUTH_SESSION_CACHE_SECONDS
    // bounds how long a revocation made elsewhere can go unseen if a notification is lost.
    const ttlMs = app.config.authSessionCacheSeconds * 1000;
    const sessions = new Map<string, { value: ResolvedSession; until: number }>();
    let generation = 0;
    const forgetSessions = () => {
      generation += 1;
      sessions.clear();
    };
    if (ttlMs > 0) {
      // Revocations sent while the LISTEN connection was down are lost: forget all on its return.
      await app.database.listen(SESSIONS_CHANNEL, forgetSessions, { onReconnect: forgetSessions });
      app.addHook('onSend', (request, reply, _payload, done) => {
        if (!isRead(request) && reply.statusCode < 400 && ACCOUNT_WRITES.test(request.url)) {
          forgetSessions();
        }
        done();
      });
    }

    app.decorateRequest('sessionCache', undefined);
    app.decorateRequest('sessionCookies', undefined);
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.sessionCookies) {
        const existing = reply.getHeader('set-cookie');
        const list =
          existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        reply.header('set-cookie', [...list, ...request.sessionCookies]);
      }
      done();
    });
    app.decorateRequest('session', function session(this: FastifyRequest) {
      this.sessionCache ??= resolveSession(this);
      return this.sessionCache;
    });

    async function resolveSession(request: FastifyRequest): Promise<ResolvedSession | null> {
      const personal = request.headers.cookie?.includes('boldcall.session_token=')
        ? null
        : personalToken(request);
      // Never cached: a revoked token is refused by every instance from the next request.
      if (personal) return readToken(personal);
      const token = sessionToken(request);
      if (!token) return null;
      const cached = ttlMs > 0 ? sessions.get(token) : undefined;
      if (cached && cached.until > Date.now()) return cached.value;
      const startedAt = generation;
      const value = await readSession(request);
      if (value && ttlMs > 0 && startedAt === generation) {
        if (sessions.size >= 10_000) sessions.clear();
        const until = Math.min(Date.now() + ttlMs, value.expiresAt);
        sessions.set(token, { value, until });
      }
      return value;
    }

    async function readToken(token: string): Promise<ResolvedSession | null> {
      const found = await resolveToken(app.database.db, token);
      if (!found) return null;
      const { banned: _banned, ...account } = found.user;
      return {
        sessionId: found.tokenId,
        token: { id: found.tokenId, scope: found.scope },
        expiresAt: found.expiresAt.getTime(),
        user: { ...account, isAdmin: isAdminAccount(account, app.config) },
      };
    }

    async function readSession(request: FastifyRequest): Promise<ResolvedSession | null> {
      const { headers, response: result } = await opts.auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      // An expired cookie cache is re-signed here: pass the new cookie on with the answer.
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) request.sessionCookies = cookies;
      if (!result) return null;
      const u = result.user as typeof result.user & {
        username?: string | null;
        role?: string | null;
        mustChangePassword?: boolean | null;
      };
      const account = { email: u.email, username: u.username ?? null, role: u.role ?? null };
      return {
        sessionId: result.session.id,
        expiresAt: new Date(result.session.expiresAt).getTime(),
        user: {
          id: u.id,
          email: u.email,
          username: account.username,
          role: account.role,
          emailVerified: u.emailVerified,
          mustChangePassword: !!u.mustChangePassword,
          isAdmin: isAdminAccount(account, app.config),
        },
      };
    }
  },
  { name: 'auth-session', dependencies: ['errors'] },
);
