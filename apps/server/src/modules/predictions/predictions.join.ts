// A join: side with a call's creator with a wager (docs/rules/game.md). The hottest write, so its
// statements are built once with placeholders and sent named (decisions 025 and 043): the
// prediction locked, the player's rows on it (predictions.guarded-write.ts), then this file's one
// statement, the points moved (points.service.ts) and the rest (decision 046), then the answer.
import { eq, sql, type Placeholder } from 'drizzle-orm';
import { joinRefusal } from '@boldcall/shared/rules/predictions.refusals';
import { builtOnce } from '../../db/prepared.ts';
import { currentPeriods, joinBoardWrites } from '../leaderboard/leaderboard.stats.ts';
import { stakeNoticeValues, stakeNoticeWriteOf } from '../notifications/notifications.service.ts';
import { movementValues, refuseMovement, stakeMovementWith } from '../points/points.service.ts';
import { queuedReceiptValues, queuedReceiptWrite } from '../receipts/receipts.service.ts';
import { guardedWrite } from './predictions.guarded-write.ts';
import { predictionJoins, predictions } from './predictions.table.ts';

export const joinPrediction = guardedWrite<number>(
  (p, { rows, position }, { userId, now }) =>
    joinRefusal(p, { userId, hasJoined: rows.has('join'), position }, now),
  async (tx, p, { userId, id, value: pointsWagered, now, confidence }) => {
    const joinedAt = now !== undefined ? new Date(now) : new Date();
    // The wager's movement (the stake counted on the player row by the same update) and the rest
    // of the join, in one statement (decision 046).
    const wager = {
      userId,
      amount: -pointsWagered,
      reason: 'join_wager' as const,
      refType: 'prediction',
      refId: id,
    };
    const [moved] = await joinWrite<{ points: number }>(tx, {
      ...movementValues(wager),
      id,
      points: pointsWagered,
      confidence,
      joinedAt,
      category: p.category,
      ...currentPeriods(joinedAt),
      ...prefixed('board', currentPeriods()),
      ...prefixed(
        'notice',
        stakeNoticeValues('joined', { actorId: userId, wager: pointsWagered, prediction: p }),
      ),
      // Its receipt is queued in the same statement and sealed at the commit (decision 042).
      ...prefixed(
        'receipt',
        queuedReceiptValues({
          kind: 'joined',
          call: id,
          player: userId,
          side: 'for',
          points: pointsWagered,
          confidence,
          at: joinedAt,
        }),
      ),
    });
    // Not enough points: the statement's writes roll back with the transaction. The board rows
    // it touched are held until then, so the balance is read without waiting for its row.
    if (!moved) await refuseMovement(tx, wager, { lock: false });
  },
);

/** The join's placeholder for `key` of one of its parts: `noticeId`, `receiptHead`… */
const nameOf = (part: string, key: string) => `${part}${key[0]?.toUpperCase()}${key.slice(1)}`;

/** A part's values under their placeholders' names. */
const prefixed = (part: string, values: object) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [nameOf(part, key), value]));

const v = (name: string) => sql.placeholder(name);

/** A part's placeholders, by key. */
const under = <K extends string>(part: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, v(nameOf(part, key))])) as Record<K, Placeholder>;

/**
 * A join in one statement after the lock and the player's rows (decision 046): the wager's
 * points movement first (`moved`: the player's row, locked and updated, and its ledger row), then
 * the join's writes, each to its own table or, for the two board writes, to its own rows of one,
 * none reading another's rows; the boards take the new balance from `moved`. Built once with
 * placeholders and sent named: every join sends this text (decisions 025 and 043).
 */
const joinWrite = builtOnce<Record<string, unknown>>('prediction_join', (db) => {
  const balance = sql`(select points from moved)`;
  return stakeMovementWith(db, [
    db.insert(predictionJoins).values({
      predictionId: v('id'),
      userId: v('userId'),
      pointsWagered: v('points'),
      confidence: v('confidence'),
      joinedAt: v('joinedAt'),
    }),
    ...joinBoardWrites(db, {
      userId: v('userId'),
      category: v('category'),
      periods: { month: v('month'), week: v('week') },
      current: { month: v('boardMonth'), week: v('boardWeek') },
      // On a refusal `moved` is empty: the rows' balance is then a stand-in, rolled back.
      balance: sql`coalesce(${balance}, 0)`,
      when: sql`exists (select 1 from moved)`,
    }),
    db
      .update(predictions)
      .set({
        joinedCount: sql`${predictions.joinedCount} + 1`,
        totalJoinedPoints: sql`${predictions.totalJoinedPoints} + ${v('points')}::int`,
      })
      .where(eq(predictions.id, v('id'))),
    stakeNoticeWriteOf(
      db,
      'joined',
      under('notice', ['id', 'creatorId', 'predictionId', 'actorId', 'rest', 'at'] as const),
    ),
    queuedReceiptWrite(under('receipt', ['kind', 'call', 'head', 'tail', 'at'] as const)),
  ]);
});
