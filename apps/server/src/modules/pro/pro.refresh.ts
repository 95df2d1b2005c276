// Monthly Pro refresh (docs/rules/game.md): on the 1st of each month (UTC) every Pro balance is topped
// up to PRO_MONTHLY_REFRESH_POINTS if lower, once per player and month.
//
// Idempotent: a `pro_refreshes` row per (player, month) is written in the same transaction as
// the top-up, under the player's balance lock, so running twice — or on two servers — grants
// once. It runs as a job (platform/jobs): on one server at a time, once per month, caught up at
// start (a 1st missed while the server was down is applied then) and retried until a run
// completes, so a month is either fully refreshed or still due, never left half done.
// Only the current month is applied: top-ups do not add up (a second one in a row finds the
// balance already there), so catching up older months would change nothing.
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { PRO_MONTHLY_REFRESH_POINTS } from '@boldcall/shared/constants';
import { isoDay, monthStart } from '@boldcall/shared/rules/ranking';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import { lockBalance, movePoints } from '../points/points.service.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { proRefreshes } from './pro.table.ts';

const BATCH = 500;

export interface RefreshRun {
  /** YYYY-MM-01 */
  month: string;
  /** Players handled by this run (a row written). */
  refreshed: number;
  /** Of those, players whose balance was topped up. */
  toppedUp: number;
  /** Points granted in total. */
  points: number;
}

/**
 * Refreshes every player who was Pro when the month of `now` began and has no refresh for it.
 * Someone who became Pro during the month already got their upgrade top-up; they join next month.
 */
export async function runProRefresh(db: Database, now: Date = new Date()): Promise<RefreshRun> {
  const start = monthStart(now);
  const month = isoDay(start);
  const run: RefreshRun = { month, refreshed: 0, toppedUp: 0, points: 0 };
  let after = '';
  for (;;) {
    const due = await db
      .select({ userId: players.userId })
      .from(players)
      .leftJoin(
        proRefreshes,
        and(eq(proRefreshes.userId, players.userId), eq(proRefreshes.month, month)),
      )
      .where(
        and(
          eq(players.isPro, true),
          lt(players.proUpgradedAt, start),
          isNull(proRefreshes.userId),
          gt(players.userId, after),
        ),
      )
      .orderBy(asc(players.userId))
      .limit(BATCH);
    for (const { userId } of due) {
      const granted = await refreshPlayer(db, userId, month, start);
      if (granted === null) continue;
      run.refreshed += 1;
      if (granted > 0) {
        run.toppedUp += 1;
        run.points += granted;
      }
    }
    if (due.length < BATCH) return run;
    after = due[due.length - 1]?.userId ?? after;
  }
}

/** One player's refresh for `month`: the points granted, or null when not due (any more). */
async function refreshPlayer(
  db: Database,
  userId: string,
  month: string,
  start: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId);
    const [player] = await tx
      .select({ isPro: players.isPro, proUpgradedAt: players.proUpgradedAt })
      .from(players)
      .where(eq(players.userId, userId));
    if (!player?.isPro || !player.proUpgradedAt || player.proUpgradedAt >= start) return null;
    const amount = Math.max(0, PRO_MONTHLY_REFRESH_POINTS - balance);
    const [written] = await tx
      .insert(proRefreshes)
      .values({ userId, month, amount })
      .onConflictDoNothing()
      .returning({ userId: proRefreshes.userId });
    if (!written) return null; // another run got there first
    if (amount > 0) {
      await movePoints(tx, {
        userId,
        amount,
        reason: 'pro_refresh',
        refType: 'pro_refresh',
        refId: month,
      });
    }
    return amount;
  });
}

/** The refresh as a scheduled job: once per month, on one server, caught up at start. */
export function proRefreshJob(db: Database): JobDefinition {
  return {
    name: 'pro-refresh',
    period: (now) => isoDay(monthStart(now)),
    run: (now) => runProRefresh(db, now),
  };
}
