// Changing the username once in 30 days, and the old names that still redirect to their owner
// for 30 days (docs/rules/account.md). Sign-up (auth.guard.ts) asks `usernameHeld` here.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { USERNAME_CHANGE_DAYS } from '@boldcall/shared/schemas/account';
import type { Config } from '../../config/config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { ACCOUNT_MSG } from './account-settings.service.ts';
import { usernameChanges } from './account.table.ts';
import { user } from '../../platform/identity/identity.table.ts';

const DAY_MS = 86_400_000;

/**
 * Changes the username (the sign-up rules, checked by the route's schema): once in 30 days; the
 * old name then redirects to the account for 30 days and cannot be taken by anyone else meanwhile.
 */
export async function changeUsername(
  db: Database,
  config: Config,
  userId: string,
  input: string,
  now = new Date(),
): Promise<{ username: string; nextChangeAt: string }> {
  const username = input.trim().toLowerCase();
  const period = USERNAME_CHANGE_DAYS * DAY_MS;
  if (config.adminUsernames.includes(username)) {
    throw conflict(ACCOUNT_MSG.usernameReserved, 'USERNAME_RESERVED');
  }
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ username: user.username, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!me) throw notFound('User not found');
    if (me.username === username) throw badRequest(ACCOUNT_MSG.sameUsername, 'SAME_USERNAME');
    if (me.username && config.adminUsernames.includes(me.username)) {
      throw conflict(ACCOUNT_MSG.adminByName, 'ADMIN_USERNAME');
    }
    const [last] = await tx
      .select({ changedAt: usernameChanges.changedAt })
      .from(usernameChanges)
      .where(eq(usernameChanges.userId, userId))
      .orderBy(desc(usernameChanges.changedAt))
      .limit(1);
    if (last && now.getTime() - last.changedAt.getTime() < period) {
      throw conflict(
        ACCOUNT_MSG.tooSoon(new Date(last.changedAt.getTime() + period)),
        'USERNAME_CHANGED_RECENTLY',
      );
    }
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.username, username))
      .limit(1);
    // A name given up in the last 30 days still redirects to its old owner: only they may take it back.
    const [held] = await tx
      .select({ userId: usernameChanges.userId })
      .from(usernameChanges)
      .where(
        and(
          eq(usernameChanges.oldUsername, username),
          gt(usernameChanges.redirectUntil, now),
          ne(usernameChanges.userId, userId),
        ),
      )
      .limit(1);
    if (owner || held) throw conflict(ACCOUNT_MSG.usernameTaken, 'USERNAME_TAKEN');
    await tx
      .update(user)
      .set({ username, displayUsername: input.trim(), name: input.trim(), updatedAt: now })
      .where(eq(user.id, userId));
    if (me.username) {
      await tx.insert(usernameChanges).values({
        id: randomUUID(),
        userId,
        oldUsername: me.username,
        newUsername: username,
        changedAt: now,
        redirectUntil: new Date(now.getTime() + period),
      });
    }
    return { username: input.trim(), nextChangeAt: new Date(now.getTime() + period).toISOString() };
  });
}

/** The current username of the account that left `oldUsername` in the last 30 days, or null. */
export async function renamedTo(
  db: DbOrTx,
  oldUsername: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ username: user.username })
    .from(usernameChanges)
    .innerJoin(user, eq(user.id, usernameChanges.userId))
    .where(
      and(
        eq(usernameChanges.oldUsername, oldUsername.trim().toLowerCase()),
        gt(usernameChanges.redirectUntil, now),
      ),
    )
    .orderBy(desc(usernameChanges.changedAt))
    .limit(1);
  return row?.username ?? null;
}

/** Whether a name is held for its old owner's redirect (sign-up refuses it meanwhile). */
export async function usernameHeld(
  db: DbOrTx,
  username: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: usernameChanges.id })
    .from(usernameChanges)
    .where(
      and(
        eq(usernameChanges.oldUsername, username.trim().toLowerCase()),
        gt(usernameChanges.redirectUntil, now),
      ),
    )
    .limit(1);
  return !!row;
}
