// The caller of a request as every route sees it: `await request.session()` (resolved by the auth
// module's session plugin, modules/auth/auth.session-plugin.ts) and the guards on it, which
// answer 401/403 with the catalogue's texts. On the ground floor so that plugins/routes.ts and
// every module may ask who calls without importing the auth module (decision 037).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@boldcall/shared/messages';
import type { ApiTokenScope } from '@boldcall/shared/schemas/account';
import { AppError, forbidden, unauthorized } from '../errors/app-error.ts';

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  role: string | null;
  emailVerified: boolean;
  mustChangePassword: boolean;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Writes under /api require a session unless a route sets `public: true`. */
    public?: boolean;
    /** Only an admin passes (401 signed out, 403 otherwise), before anything else runs. */
    admin?: boolean;
    /** An account route (e-mail, sessions, tokens, export, deletion): never with an API token. */
    account?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, or null. Resolved once per request. */
    session(): Promise<CallerSession | null>;
    sessionCache?: Promise<CallerSession | null>;
    /** Cookies Better Auth set while resolving the session (a refreshed cookie cache). */
    sessionCookies?: string[];
  }
}

/** A signed-in caller: a session, or a personal API token (`token` set, `sessionId` its id). */
export interface CallerSession {
  user: SessionUser;
  sessionId: string;
  token?: { id: string; scope: ApiTokenScope };
}
/** The NOTIFY channel on which the database announces ended or changed sessions and accounts
 * (triggers of migration 0012): each instance forgets the sessions it resolved. */
export const SESSIONS_CHANNEL = 'boldcall_sessions';

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const current = await request.session();
  if (!current) throw unauthorized();
  return current.user;
}

/** The signed-in account's id, or null for a visitor (public reads show the caller's relation). */
export async function viewerId(request: FastifyRequest): Promise<string | null> {
  return (await request.session())?.user.id ?? null;
}

/** For writes: a forced password change must happen first. */
export async function requirePlayer(request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(request);
  if (current.mustChangePassword) {
    throw new AppError(
      403,
      'PASSWORD_CHANGE_REQUIRED',
      'You must set a new password to complete sign-in.',
    );
  }
  return current;
}

/**
 * Marks every route the plugin `app` declares as admin-only (`config.admin`): the session hook
 * then answers 401/403 before the route runs, and the tests find admin routes by the flag.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, admin: true };
  });
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const current = await requireUser(request);
  if (!current.isAdmin) throw forbidden(MSG.adminRequired, 'ADMIN_REQUIRED');
  return current;
}
