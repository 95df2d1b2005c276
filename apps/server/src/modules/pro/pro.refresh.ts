// Monthly Pro refresh (DESIGN §5): on the 1st of each month (UTC) every Pro balance is topped
// up to PRO_MONTHLY_REFRESH_POINTS if lower, once per player and month.
//
// Idempotent: a `pro_refreshes` row per (player, month) is written in the same transaction as
// the top-up, under the player's balance lock, so running twice — or on two servers — grants
// once. Survives restarts: the app runs it at start-up for the current month (a 1st missed
// while the server was down is applied then) and wakes at the next month boundary, at most
// MAX_SLEEP_MS apart so a failed run is retried and long timers never overflow.
// Only the current month is applied: top-ups do not add up (a second one in a row finds the
// balance already there), so catching up older months would change nothing.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PRO_MONTHLY_REFRESH_POINTS } from '@boldcall/shared/constants';
import { isoDay, monthStart, nextMonthStart } from '@boldcall/shared/rules/ranking';
import type { Database } from '../../db/client.ts';
import { lockBalance, movePoints } from '../points/points.service.ts';
import { players } from '../users/users.table.ts';
import { proRefreshes } from './pro.table.ts';

const BATCH = 500;
const MAX_SLEEP_MS = 6 * 60 * 60 * 1000;

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

export interface RefreshSchedule {
  /** Resolves when the start-up run is over (for tests and logs). */
  started: Promise<void>;
  /** Clears the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs now, then at each month boundary (UTC). The timer never keeps the process alive. */
export function scheduleProRefresh(
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): RefreshSchedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = () => {
    running = runProRefresh(db, clock())
      .then((result) => {
        if (result.refreshed > 0) log.info({ proRefresh: result }, 'monthly Pro refresh applied');
      })
      .catch((err: unknown) => log.error({ err }, 'monthly Pro refresh failed; will retry'))
      .finally(() => {
        if (!stopped) arm();
      });
    return running;
  };

  const arm = () => {
    const now = clock();
    // A second past the boundary, so the clock is surely in the new month.
    const untilNextMonth = nextMonthStart(now).getTime() - now.getTime() + 1000;
    timer = setTimeout(run, Math.min(untilNextMonth, MAX_SLEEP_MS));
    timer.unref();
  };

  return {
    started: run(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/** For the admin dashboard and tests: how many refreshes a month has had. */
export async function countRefreshes(db: Database, month: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(proRefreshes)
    .where(eq(proRefreshes.month, month));
  return Number(row?.n ?? 0);
}
