// The admin panel's reads and account actions ("Admin panel": Users, Dashboard).
// Every write also appends its audit row in the same transaction.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_RECENT_PREDICTIONS } from '@boldcall/shared/constants';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import { ADMIN_MSG, type AdminDashboard, type AdminUser } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import type { Config } from '../../config/config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../platform/paging/paging.cursor.ts';
import { likePattern } from '../../db/search.ts';
import {
  userSearchEmail,
  userSearchName,
  displayName,
} from '../../platform/identity/identity.read.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { markMustChangePassword } from '../auth/account.service.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { overallRank } from '../leaderboard/leaderboard.service.ts';
import { listPredictions } from '../predictions/predictions.service.ts';
import {
  countPredictionsByState,
  predictionTextOf,
} from '../predictions/predictions.repository.ts';
import { grantPro } from '../pro/pro.service.ts';
import { isAdminAccount } from '../../platform/identity/identity.admin.ts';
import { listLedger } from '../points/points.repository.ts';
import { countWaitlist } from '../waitlist/waitlist.service.ts';

export async function setMustChangePassword(
  db: Database,
  input: { adminId: string; userId: string; value: boolean },
) {
  return db.transaction(async (tx) => {
    const row = await markMustChangePassword(tx, input.userId, input.value);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'user.must_change_password',
      targetType: 'user',
      targetId: input.userId,
      details: { value: input.value },
    });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Users

const usernameOf = displayName(user, user.email);
// The list's order: the (lower-case, unique) username, e-mail when there is none, then id.
const sortKey = sql<string>`coalesce(${user.username}, lower(${user.email}))`;

const userColumns = {
  id: user.id,
  username: usernameOf,
  loginName: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  mustChangePassword: user.mustChangePassword,
  createdAt: user.createdAt,
  sortKey,
  hasPlayer: sql<boolean>`${players.userId} is not null`,
  points: players.points,
  isPro: players.isPro,
  proUpgradedAt: players.proUpgradedAt,
  totalPredictions: players.totalPredictions,
  correct: players.correctCount,
  incorrect: players.incorrectCount,
};

type UserRow = {
  id: string;
  username: string;
  loginName: string | null;
  email: string;
  emailVerified: boolean;
  role: string | null;
  mustChangePassword: boolean;
  createdAt: Date;
  sortKey: string;
  hasPlayer: boolean;
  points: number | null;
  isPro: boolean | null;
  proUpgradedAt: Date | null;
  totalPredictions: number | null;
  correct: number | null;
  incorrect: number | null;
};

async function toAdminUsers(db: DbOrTx, config: Config, rows: UserRow[]): Promise<AdminUser[]> {
  // The rank is the all-time leaderboard's own (one indexed count per row), null while unranked.
  const ranks = await Promise.all(rows.map((r) => (r.hasPlayer ? overallRank(db, r.id) : null)));
  return rows.map((r, i) => {
    const correct = r.correct ?? 0;
    const incorrect = r.incorrect ?? 0;
    return {
      id: r.id,
      username: r.username,
      email: r.email,
      emailVerified: r.emailVerified,
      points: r.points ?? 0,
      isPro: r.isPro ?? false,
      proUpgradedAt: r.proUpgradedAt?.toISOString() ?? null,
      isAdmin: isAdminAccount({ email: r.email, username: r.loginName, role: r.role }, config),
      mustChangePassword: r.mustChangePassword,
      createdAt: r.createdAt.toISOString(),
      rank: ranks[i] ?? null,
      totalPredictions: r.totalPredictions ?? 0,
      correctPredictions: correct,
      incorrectPredictions: incorrect,
      accuracy: accuracyPercent(correct, incorrect),
    };
  });
}

// The list's cursor: (sort key, id) of the last row.
const userCursor = cursorCodec(
  z.tuple([cursorPart.text, cursorPart.id]),
  (row: { sortKey: string; id: string }) => [row.sortKey, row.id] as const,
  ([sortKey, id]) => ({ sortKey, id }),
);
/** Every account, by username; `q` matches the username or the e-mail (case-insensitive). */
export async function listUsers(
  db: DbOrTx,
  config: Config,
  query: { q?: string; cursor?: string; limit: number },
): Promise<{ data: AdminUser[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const match = or(
      sql`${userSearchName} like ${pattern}`,
      sql`${userSearchEmail} like ${pattern}`,
    );
    if (match) where.push(match);
  }
  if (query.cursor) {
    const after = userCursor.decode(query.cursor);
    where.push(sql`(${sortKey}, ${user.id}) > (${after.sortKey}, ${after.id})`);
  }
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(players, eq(players.userId, user.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sortKey, user.id)
    .limit(query.limit + 1);
  const { page, next: last } = splitPage(rows, query.limit);
  return {
    data: await toAdminUsers(db, config, page),
    nextCursor: last ? userCursor.encode(last) : null,
  };
}

export async function getAdminUser(db: DbOrTx, config: Config, userId: string): Promise<AdminUser> {
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(players, eq(players.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (rows.length === 0) throw notFound(ADMIN_MSG.userNotFound);
  const [found] = await toAdminUsers(db, config, rows);
  if (!found) throw notFound(ADMIN_MSG.userNotFound);
  return found;
}

export const USER_DETAIL_PAGE = 20;

export async function getAdminUserDetail(
  db: DbOrTx,
  config: Config,
  userId: string,
  viewerId: string,
): Promise<{
  user: AdminUser;
  ledger: { data: LedgerEntry[]; nextCursor: string | null };
  predictions: { data: Prediction[]; nextCursor: string | null };
}> {
  const found = await getAdminUser(db, config, userId);
  const [ledger, created] = await Promise.all([
    listLedger(db, userId, { limit: USER_DETAIL_PAGE }, predictionTextOf),
    listPredictions(db, { userId, limit: USER_DETAIL_PAGE }, viewerId),
  ]);
  return { user: found, ledger, predictions: created };
}

/** Makes the user Pro (grantPro: top-up to 1000, idempotent) and answers the user as it now is. */
export async function upgradeUserToPro(
  db: Database,
  config: Config,
  adminId: string,
  userId: string,
): Promise<{ user: AdminUser; granted: boolean }> {
  const granted = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, hasPlayer: sql<boolean>`${players.userId} is not null` })
      .from(user)
      .leftJoin(players, eq(players.userId, user.id))
      .where(eq(user.id, userId));
    if (!account) throw notFound(ADMIN_MSG.userNotFound);
    if (!account.hasPlayer) throw conflict(ADMIN_MSG.upgradeNotPlayer, 'NO_PLAYER');
    const result = await grantPro(tx, userId);
    if (result.granted) {
      await recordAudit(tx, {
        adminId,
        action: 'user.upgrade_pro',
        targetType: 'user',
        targetId: userId,
        details: { points: result.points },
      });
    }
    return result.granted;
  });
  return { user: await getAdminUser(db, config, userId), granted };
}

// ---------------------------------------------------------------------------------------------
// Dashboard

export async function getDashboard(db: DbOrTx, viewerId: string): Promise<AdminDashboard> {
  const [people] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pro: sql<number>`count(*) filter (where ${players.isPro})::int`,
    })
    .from(players);
  const counts = await countPredictionsByState(db);
  const { total, pending } = counts;
  const resolved = total - pending;
  const waitlist = await countWaitlist(db);
  const recent = await listPredictions(db, { limit: ADMIN_RECENT_PREDICTIONS }, viewerId);
  return {
    totalUsers: people?.total ?? 0,
    proUsers: people?.pro ?? 0,
    totalPredictions: total,
    pending,
    resolved,
    resolutionRate: total > 0 ? Math.round((resolved / total) * 100) : 0,
    flagged: counts.flagged,
    awaitingReview: counts.awaitingReview,
    waitlist,
    recentPredictions: recent.data,
  };
}
