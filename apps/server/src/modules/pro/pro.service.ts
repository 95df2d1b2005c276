// The Pro tier (docs/rules/game.md, "User tier"). `grantPro` is the one way an account
// becomes Pro — the self-service upgrade (launch promotion) and an admin's upgrade both call it,
// inside their own transaction.
import { eq, sql } from 'drizzle-orm';
import { PRO_POINTS } from '@boldcall/shared/constants';
import { PRO_MSG, type FreeUpgrades } from '@boldcall/shared/schemas/pro';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { lockBalance, movePoints } from '../points/points.service.ts';
import { setPlayerPro } from '../users/users.service.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { proPromotions } from './pro.table.ts';

export interface GrantProResult {
  /** false when the account was already Pro (nothing changed). */
  granted: boolean;
  points: number;
  proUpgradedAt: Date;
}

/**
 * Makes the player Pro: sets `isPro` and `proUpgradedAt` and tops the balance up to at least
 * PRO_POINTS (ledger reason `pro_upgrade`; no row when the balance is already there).
 * Idempotent: for a player who is already Pro it changes nothing and returns `granted: false`.
 * Locks the player row first, so concurrent grants for one player queue and only one applies.
 */
export async function grantPro(
  tx: Tx,
  userId: string,
  now: Date = new Date(),
): Promise<GrantProResult> {
  const balance = await lockBalance(tx, userId);
  const [row] = await tx
    .select({ isPro: players.isPro, proUpgradedAt: players.proUpgradedAt })
    .from(players)
    .where(eq(players.userId, userId));
  if (row?.isPro) {
    return { granted: false, points: balance, proUpgradedAt: row.proUpgradedAt ?? now };
  }
  await setPlayerPro(tx, userId, now);
  let points = balance;
  if (balance < PRO_POINTS) {
    points = await movePoints(tx, {
      userId,
      amount: PRO_POINTS - balance,
      reason: 'pro_upgrade',
      refType: 'pro',
      refId: null,
    });
  }
  return { granted: true, points, proUpgradedAt: now };
}

// ---------------------------------------------------------------------------------------------
// The launch promotion: the first FREE_PRO_LIMIT self-service upgrades are free.

export const LAUNCH_PROMOTION = 'launch';

export async function getFreeUpgrades(db: DbOrTx, limit: number): Promise<FreeUpgrades> {
  const [promotion] = await db
    .select({ used: proPromotions.used })
    .from(proPromotions)
    .where(eq(proPromotions.id, LAUNCH_PROMOTION));
  const [pro] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(eq(players.isPro, true));
  const remaining = Math.max(0, limit - (promotion?.used ?? 0));
  return {
    proUserCount: Number(pro?.n ?? 0),
    remainingFreeUpgrades: remaining,
    maxFreeUpgrades: limit,
    freeUpgradesAvailable: remaining > 0,
  };
}

/**
 * Claims one free upgrade: `used + 1` only while `used < limit`, on a single row that every
 * concurrent claim queues on (row lock until commit), so the count can never pass the limit.
 * Returns false when none is left. Runs in the upgrade's transaction: a rollback gives it back.
 */
async function claimFreeUpgrade(tx: Tx, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const claimed = await tx
    .insert(proPromotions)
    .values({ id: LAUNCH_PROMOTION, used: 1 })
    .onConflictDoUpdate({
      target: proPromotions.id,
      set: { used: sql`${proPromotions.used} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${proPromotions.used} < ${limit}`,
    })
    .returning({ used: proPromotions.used });
  return claimed.length > 0;
}

/**
 * POST /api/users/upgrade-pro: the caller becomes Pro for free while the promotion lasts.
 * 409 ALREADY_PRO for a Pro player (no claim used), 409 PROMOTION_EXHAUSTED when none is left
 * (the web then offers the waitlist). Lock order: the player's row, then the promotion row.
 */
export async function upgradeToPro(
  db: Database,
  userId: string,
  freeProLimit: number,
  now: Date = new Date(),
): Promise<GrantProResult> {
  return db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const [row] = await tx
      .select({ isPro: players.isPro })
      .from(players)
      .where(eq(players.userId, userId));
    if (row?.isPro) throw conflict(PRO_MSG.alreadyPro, 'ALREADY_PRO');
    if (!(await claimFreeUpgrade(tx, freeProLimit))) {
      throw conflict(PRO_MSG.promotionExhausted, 'PROMOTION_EXHAUSTED');
    }
    return grantPro(tx, userId, now);
  });
}
