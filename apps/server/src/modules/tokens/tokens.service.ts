// Personal API tokens (docs/rules/account.md "API tokens"; decision 034): made by the player,
// shown once, stored as a SHA-256 hash. A request carrying one is resolved here on every call
// (no cache), so a revoked or expired token is refused at once by every instance.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  API_TOKEN_MAX_PER_ACCOUNT,
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@boldcall/shared/schemas/account';
import type { DbOrTx } from '../../db/client.ts';
import { deleteOwnedRow } from '../../db/owned-rows.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/identity/identity.session.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { apiTokens } from './tokens.table.ts';

const DAY_MS = 86_400_000;
/** How often `last_used_at` is written for a busy token (one write a minute at most). */
const LAST_USED_STEP_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether an Authorization bearer value is a personal token (not a session token). */
export const isPersonalToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

function toApi(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createToken(
  db: DbOrTx,
  userId: string,
  input: CreateApiTokenInput,
  now = new Date(),
): Promise<CreatedApiToken> {
  const [live] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, now)));
  if ((live?.n ?? 0) >= API_TOKEN_MAX_PER_ACCOUNT) {
    throw conflict(
      `You have ${API_TOKEN_MAX_PER_ACCOUNT} tokens: revoke one before making another.`,
      'TOO_MANY_TOKENS',
    );
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      id: randomUUID(),
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('token insert returned nothing');
  return { ...toApi(row), token };
}

/** The player's tokens, newest first (expired ones too, until revoked). */
export async function listTokens(db: DbOrTx, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApi);
}

/** Deletes one of the player's tokens (404 for anyone else's): refused from the next request. */
export async function revokeToken(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnedRow(db, apiTokens, userId, id))) throw notFound('Token not found');
}

/** Every token of an account (deleting it). */
export async function revokeAllTokens(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

export interface TokenCaller {
  tokenId: string;
  scope: ApiTokenScope;
  expiresAt: Date;
  /** The account as a session names it (whether it is an admin is the session's to decide). */
  user: Omit<SessionUser, 'isAdmin'> & { banned: boolean };
}

/** The live token and its account for a bearer value, or null (unknown, revoked, expired). */
export async function resolveToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<TokenCaller | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      id: user.id,
      email: user.email,
      username: user.username,
      role: user.role,
      emailVerified: user.emailVerified,
      mustChangePassword: user.mustChangePassword,
      banned: user.banned,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.banned) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, sql`${new Date(now.getTime() - LAST_USED_STEP_MS)}`),
          ),
        ),
      );
  }
  const { tokenId, scope, expiresAt, lastUsedAt: _lastUsedAt, banned, ...account } = row;
  return { tokenId, scope, expiresAt, user: { ...account, banned: !!banned } };
}
