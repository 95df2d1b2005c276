import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { SIGNUP_POINTS } from '@boldcall/shared/constants';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import type { Config } from '../../config/config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { redeemInvitationOnVerify } from '../invitations/invitations.service.ts';
import { movePoints } from '../points/points.service.ts';
import { isAdminAccount, type AdminRule } from '../../platform/identity/identity.admin.ts';
import { displayNameOf } from '../../platform/identity/identity.read.ts';

/**
 * Creates the player profile of a verified account with its sign-up points (and the referral
 * bonus of the invitation it signed up with), once.
 * Safe to call repeatedly and concurrently: the insert is idempotent on the primary key and
 * the grant is only written by the call that inserted.
 */
export async function ensurePlayer(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(players)
      .values({ userId, points: 0 })
      .onConflictDoNothing()
      .returning({ userId: players.userId });
    if (inserted.length > 0) {
      await movePoints(tx, { userId, amount: SIGNUP_POINTS, reason: 'signup' });
      // The invite code given at sign-up is used now, once: unverified accounts farm nothing.
      await redeemInvitationOnVerify(tx, userId);
    }
  });
}

/** The player's avatar (an image URL), or null for the initial letter. */
export async function setPlayerAvatar(
  db: DbOrTx,
  userId: string,
  avatar: string | null,
): Promise<void> {
  await db.update(players).set({ avatar }).where(eq(players.userId, userId));
}

/** Marks the player Pro from `at` (the caller holds the player's balance lock). */
export async function setPlayerPro(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await tx
    .update(players)
    .set({ isPro: true, proUpgradedAt: at })
    .where(eq(players.userId, userId));
}

/**
 * The ids of every admin account (isAdminAccount's rule: the stored role, or ADMIN_EMAILS /
 * ADMIN_USERNAMES), banned accounts left out: the admins' daily reminder (modules/reminders).
 */
export async function adminIds(db: DbOrTx, rule: AdminRule): Promise<string[]> {
  const byRule = [
    ...(rule.adminEmails.length > 0
      ? [inArray(sql`lower(${user.email})`, [...rule.adminEmails])]
      : []),
    ...(rule.adminUsernames.length > 0
      ? [inArray(sql`lower(${user.username})`, [...rule.adminUsernames])]
      : []),
  ];
  const rows = await db
    .select({ id: user.id, email: user.email, username: user.username, role: user.role })
    .from(user)
    .where(and(or(eq(user.role, 'admin'), ...byRule), sql`not coalesce(${user.banned}, false)`))
    .orderBy(user.id);
  return rows.filter((r) => isAdminAccount(r, rule)).map((r) => r.id);
}

/** The signed-in player's own account and balance (most signed-in requests read it). */
const currentUserRow = preparedFor((db) =>
  db
    .select({
      id: user.id,
      username: user.username,
      displayUsername: user.displayUsername,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      mustChangePassword: user.mustChangePassword,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      points: players.points,
      heldBonus: players.heldBonus,
      isPro: players.isPro,
      proUpgradedAt: players.proUpgradedAt,
      avatar: players.avatar,
    })
    .from(user)
    .leftJoin(players, eq(players.userId, user.id))
    .where(eq(user.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_user_row'),
);

export async function getCurrentUser(
  db: Database,
  config: Config,
  userId: string,
): Promise<CurrentUser | null> {
  const [row] = await currentUserRow(db).execute({ userId });
  if (!row) return null;
  return {
    id: row.id,
    username: displayNameOf(row, row.email),
    email: row.email,
    emailVerified: row.emailVerified,
    points: row.points ?? 0,
    heldBonus: row.heldBonus ?? 0,
    isPro: row.isPro ?? false,
    proUpgradedAt: row.proUpgradedAt?.toISOString() ?? null,
    isAdmin: isAdminAccount(row, config),
    avatar: row.avatar ?? null,
    createdAt: row.createdAt.toISOString(),
    mustChangePassword: row.mustChangePassword,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
  };
}
