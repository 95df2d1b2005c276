// Writers of the leaderboard aggregates (docs/decisions/006-leaderboard.md). Called inside the
// transaction of the action that changes them, by the predictions module:
//   create / join        -> recordStakeStats        (totalPredictions, by the stake's time)
//   edit of the category -> recordCategoryChange    (moves the creator's count)
//   settlement           -> recordSettlementStats   (correct / incorrect / streak, by resolution time)
// and by the points service on every balance change -> boardPointsWrite (the copy of the balance
// the filtered boards sort by).
// Every write to a player's rows happens while the caller holds that player's balance row lock
// (`players` FOR UPDATE), so a player's aggregates are never written concurrently.
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  monthStart,
  isoDay,
  weekStart,
  type LeaderboardPeriod,
} from '@boldcall/shared/rules/ranking';
import type { PredictionStatus } from '@boldcall/shared/constants';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ALL_TIME_START } from '../../db/columns.ts';
import { addIncoming, takeIncoming } from '../../db/upsert.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { playerPeriodStats } from './leaderboard.table.ts';

/** A value, or a placeholder for it in a statement built once (db/prepared.ts). */
type Value = string | Placeholder;

interface ScopeKey<V = string> {
  periodKind: LeaderboardPeriod;
  periodStart: V;
  category: V;
}

/** The narrower boards an event at `at` in `category` counts on (all/all is `players`). */
export function scopesFor(category: string, at: Date): ScopeKey[] {
  return scopesOf(category, currentPeriods(at));
}

function scopesOf<V extends Value>(category: V, { month, week }: Periods<V>): ScopeKey<V>[] {
  return [
    { periodKind: 'all', periodStart: ALL_TIME_START as V, category },
    { periodKind: 'month', periodStart: month, category: 'all' as V },
    { periodKind: 'month', periodStart: month, category },
    { periodKind: 'week', periodStart: week, category: 'all' as V },
    { periodKind: 'week', periodStart: week, category },
  ];
}

interface Delta {
  totalPredictions: number;
  correctCount: number;
  incorrectCount: number;
}

/** Adds `delta` to each (user, scope) row, creating missing rows. */
async function addToScopes(tx: Tx, userIds: readonly string[], scopes: ScopeKey[], delta: Delta) {
  if (userIds.length === 0) return;
  await scopesUpsert(tx, userIds, scopes, delta);
}

/** The statement of addToScopes, unsent (`userIds` not empty), so a caller may batch it. */
function scopesUpsert(
  tx: DbOrTx,
  userIds: readonly Value[],
  scopes: ScopeKey<Value>[],
  delta: Delta,
  /** The balance the rows take, when not the player's row as the statement sees it. */
  balance?: SQL,
) {
  const t = playerPeriodStats;
  return tx
    .insert(t)
    .values(
      userIds.flatMap((userId) =>
        scopes.map((scope) => ({
          userId,
          ...scope,
          ...delta,
          points:
            balance ??
            sql`(select ${players.points} from ${players} where ${players.userId} = ${userId})`,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [t.userId, t.periodKind, t.periodStart, t.category],
      set: {
        ...addIncoming(t, ['totalPredictions', 'correctCount', 'incorrectCount']),
        ...takeIncoming(t, ['points']),
      },
    });
}

/** A prediction created, or joined, by `userId` at `at`. The caller holds the player's lock. */
export async function recordStakeStats(
  tx: Tx,
  input: {
    userId: string;
    category: string;
    at: Date;
    /** movePoints already counted the stake on the player row (`countStake`). */
    playerCounted?: boolean;
  },
): Promise<void> {
  if (!input.playerCounted) {
    await tx
      .update(players)
      .set({ totalPredictions: sql`${players.totalPredictions} + 1` })
      .where(eq(players.userId, input.userId));
  }
  await stakeStatsWrite(tx, input);
}

/**
 * recordStakeStats's statement when movePoints already counted the stake, unsent, for a caller
 * that sends it with other writes (db/write-together.ts). It reads the player's balance, so it
 * must not go with the movePoints that changes it.
 */
export function stakeStatsWrite(tx: Tx, input: { userId: string; category: string; at: Date }) {
  return stakeStatsWriteOf(tx, {
    userId: input.userId,
    category: input.category,
    periods: currentPeriods(input.at),
  });
}

/**
 * stakeStatsWrite with its values given, or placeholders for them in a statement built once
 * (the join's, decision 043): `periods` are those of the stake's time (`currentPeriods(at)`).
 */
export function stakeStatsWriteOf(
  db: DbOrTx,
  input: { userId: Value; category: Value; periods: Periods<Value>; balance?: SQL },
) {
  return scopesUpsert(
    db,
    [input.userId],
    scopesOf(input.category, input.periods),
    { totalPredictions: 1, correctCount: 0, incorrectCount: 0 },
    input.balance,
  );
}

/**
 * A join's writes to the player's board rows, for its one statement (decision 046): the stake
 * counted on its five scope rows, which take the new balance too, and the new balance copied into
 * the player's other rows of the boards being served (what `boardPointsWrite` does after any other
 * movement). The two touch disjoint rows, so they may go in one statement, and each row is
 * written once. `balance` is the player's balance after the join's points movement, which locked
 * the player's row; the copy is made only `when` that movement happened.
 */
export function joinBoardWrites(
  db: DbOrTx,
  input: {
    userId: Value;
    category: Value;
    /** The stake's periods (`currentPeriods(joinedAt)`). */
    periods: Periods<Value>;
    /** The periods being served (`currentPeriods()`), as movePoints would copy the balance. */
    current: Periods<Value>;
    balance: SQL;
    when: SQL;
  },
) {
  const t = playerPeriodStats;
  const scopes = scopesOf(input.category, input.periods);
  const aScope = or(
    ...scopes.map((s) =>
      and(
        eq(t.periodKind, s.periodKind),
        eq(t.periodStart, s.periodStart),
        eq(t.category, s.category),
      ),
    ),
  );
  return [
    stakeStatsWriteOf(db, input),
    boardPointsWrite(
      db,
      input.userId,
      input.balance,
      input.when,
      input.current,
      sql`not ${aScope}`,
    ),
  ] as const;
}

/**
 * The creator changed the category of a prediction nobody else has staked on (only PENDING
 * ones can be edited, so only the creator's count moves). Locks the creator's balance row.
 */
export async function recordCategoryChange(
  tx: Tx,
  input: { userId: string; from: string; to: string; createdAt: Date },
): Promise<void> {
  if (input.from === input.to) return;
  await tx
    .select({ userId: players.userId })
    .from(players)
    .where(eq(players.userId, input.userId))
    .for('update');
  const categoryScopes = (category: string) =>
    scopesFor(category, input.createdAt).filter((s) => s.category !== 'all');
  await subtractStake(tx, input.userId, categoryScopes(input.from));
  await addToScopes(tx, [input.userId], categoryScopes(input.to), {
    totalPredictions: 1,
    correctCount: 0,
    incorrectCount: 0,
  });
}

/** One stake less on each scope row; a row left empty is removed (it would list the player). */
async function subtractStake(tx: Tx, userId: string, scopes: ScopeKey[]): Promise<void> {
  // An UPDATE, not the upsert: a proposed row of -1 would fail the counts check before any
  // conflict is found. The rows exist: the stake was counted there.
  const t = playerPeriodStats;
  for (const scope of scopes) {
    const where = and(
      eq(t.userId, userId),
      eq(t.periodKind, scope.periodKind),
      eq(t.periodStart, scope.periodStart),
      eq(t.category, scope.category),
    );
    await tx
      .update(t)
      .set({ totalPredictions: sql`greatest(${t.totalPredictions} - 1, 0)` })
      .where(where);
    await tx
      .delete(t)
      .where(
        and(
          where,
          sql`${t.totalPredictions} = 0 and ${t.correctCount} = 0 and ${t.incorrectCount} = 0`,
        ),
      );
  }
}

/**
 * For a prediction that stops counting (an admin delete, or one merged into another whose new
 * stakes are counted by createPrediction/joinPrediction): each stake's `totalPredictions` is
 * taken back, at the time it was counted (creation or join). Its correct/incorrect results, if
 * any, stay. The caller holds these players' balance locks (a refund locks every staker).
 */
export async function removeStakeStats(
  tx: Tx,
  input: { category: string; stakes: ReadonlyArray<{ userId: string; at: Date }> },
): Promise<void> {
  for (const stake of input.stakes) {
    await tx
      .update(players)
      .set({ totalPredictions: sql`greatest(${players.totalPredictions} - 1, 0)` })
      .where(eq(players.userId, stake.userId));
    await subtractStake(tx, stake.userId, scopesFor(input.category, stake.at));
  }
}

/**
 * A prediction left PENDING as `status`: on CORRECT or INCORRECT its backers (creator and
 * joiners) get one more correct or incorrect result, on every board of its category and of the
 * resolution's month and week, and their streak moves. Other statuses change nothing.
 * The caller holds every backer's balance lock (predictions.settlement.ts).
 */
export async function recordSettlementStats(
  tx: Tx,
  input: { status: PredictionStatus; category: string; resolvedAt: Date; backers: string[] },
): Promise<void> {
  if (input.status !== 'CORRECT' && input.status !== 'INCORRECT') return;
  const backers = [...new Set(input.backers)];
  if (backers.length === 0) return;
  const correct = input.status === 'CORRECT' ? 1 : 0;
  await tx
    .update(players)
    .set({
      correctCount: sql`${players.correctCount} + ${correct}`,
      incorrectCount: sql`${players.incorrectCount} + ${1 - correct}`,
      currentStreak: correct ? sql`${players.currentStreak} + 1` : 0,
    })
    .where(inArray(players.userId, backers));
  await addToScopes(tx, backers, scopesFor(input.category, input.resolvedAt), {
    totalPredictions: 0,
    correctCount: correct,
    incorrectCount: 1 - correct,
  });
}

/**
 * The player's balance changed to `points` (movePoints sends this with its own update, holding
 * the lock): copy it into the rows of the boards being served — all-time per category, the
 * current month and the current week. Rows of past periods keep the value they had. Unsent:
 * `points` and `when` may be expressions of the caller's statement.
 */
export function boardPointsWrite(
  tx: DbOrTx,
  userId: string | Placeholder,
  points: number | SQL,
  /** Only if this holds (evaluated once, before any row is locked). */
  when: SQL,
  /** The current periods' first days (`currentPeriods`), or placeholders for them. */
  periods: Periods<string | Placeholder>,
  /** Which of those rows, when not all (a condition on the row). */
  rows: SQL = sql`true`,
) {
  const t = playerPeriodStats;
  return tx
    .update(t)
    .set({ points })
    .where(
      and(
        when,
        eq(t.userId, userId),
        rows,
        or(
          eq(t.periodKind, 'all'),
          and(eq(t.periodKind, 'month'), eq(t.periodStart, periods.month)),
          and(eq(t.periodKind, 'week'), eq(t.periodStart, periods.week)),
        ),
      ),
    );
}

/** The first days of a month and a week, as the boards' rows name their periods. */
export interface Periods<T = string> {
  month: T;
  week: T;
}

export function currentPeriods(now = new Date()): Periods {
  return { month: isoDay(monthStart(now)), week: isoDay(weekStart(now)) };
}

/**
 * A prediction's category and its creator's and joiners' stakes, with the time each was counted:
 * read by the predictions module (`predictionStakes`), whose callers hand it in.
 */
export interface PredictionStakes {
  category: string;
  stakes: ReadonlyArray<{ userId: string; at: Date }>;
}

/** The stakes, each staker's balance row locked. */
async function stakesOf(tx: Tx, found: PredictionStakes | null) {
  if (!found) return null;
  const { category, stakes } = found;
  // Balance rows in the house order (user id), after the prediction row the caller holds.
  for (const userId of [...new Set(stakes.map((s) => s.userId))].sort()) {
    await tx
      .select({ userId: players.userId })
      .from(players)
      .where(eq(players.userId, userId))
      .for('update');
  }
  return { category, stakes };
}

/**
 * A prediction stops counting towards totalPredictions — deleted by an admin, or MERGED into a
 * new one (whose stakes recordPredictionAdded counts). Its correct/incorrect results stay.
 * Call it in the same transaction, holding the prediction's row lock.
 */
export async function recordPredictionRemoved(
  tx: Tx,
  stakes: PredictionStakes | null,
): Promise<void> {
  const found = await stakesOf(tx, stakes);
  if (found) await removeStakeStats(tx, found);
}

/**
 * A prediction written without createPrediction/joinPrediction (the merge's new prediction,
 * after its joins are inserted): its creator and joiners get their stake counted.
 */
export async function recordPredictionAdded(
  tx: Tx,
  stakes: PredictionStakes | null,
): Promise<void> {
  const found = await stakesOf(tx, stakes);
  if (!found) return;
  for (const stake of found.stakes) {
    await recordStakeStats(tx, { userId: stake.userId, category: found.category, at: stake.at });
  }
}
