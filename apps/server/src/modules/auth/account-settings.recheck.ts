// Re-checking who is asking before a sensitive account step (docs/rules/account.md): the
// password, and the TOTP code when two-factor is on.
import { and, eq } from 'drizzle-orm';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { Limiter, LimitRule } from '../../platform/limits/limits.service.ts';
import { ACCOUNT_MSG } from './account-settings.service.ts';
import type { Auth } from './auth.ts';
import { account, twoFactor } from './auth.table.ts';

/** Password and code re-checks (e-mail change, deletion) per account. */
const RECHECK_FAILURES: LimitRule = { windowSeconds: 15 * 60, max: 10 };

/** Whether `password` is the account's password (Better Auth's scrypt hash). */
export async function checkPassword(
  auth: Auth,
  db: DbOrTx,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: row.hash, password });
}

/**
 * Whether `code` is a current TOTP code of the account (one 30-second step either side, RFC 6238),
 * checked by the same library Better Auth's own two-factor endpoints use (decision 049).
 */
export async function checkTotp(
  auth: Auth,
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const context = await auth.$context;
  // Better Auth keeps the secret encrypted with the auth secret; its TOTP key is the UTF-8 bytes.
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  return createOTP(secret).verify(code);
}

/**
 * The password (and the TOTP code when two-factor is on) of a sensitive step; failures count
 * against the account like sign-in guesses. Throws a 400 naming what is wrong.
 */
export async function recheckIdentity(
  deps: { auth: Auth; db: Database; limiter: Limiter },
  userId: string,
  input: { password: string; code?: string | undefined; twoFactor: boolean },
): Promise<void> {
  const settle = await deps.limiter.attempt([[`account:recheck:${userId}`, RECHECK_FAILURES]]);
  if (!(await checkPassword(deps.auth, deps.db, userId, input.password))) {
    throw badRequest(ACCOUNT_MSG.wrongPassword, 'INVALID_PASSWORD');
  }
  if (input.twoFactor) {
    if (!input.code) throw badRequest(ACCOUNT_MSG.codeNeeded, 'TWO_FACTOR_REQUIRED');
    if (!(await checkTotp(deps.auth, deps.db, userId, input.code))) {
      throw badRequest(ACCOUNT_MSG.wrongCode, 'INVALID_TWO_FACTOR_CODE');
    }
  }
  await settle(true);
}
