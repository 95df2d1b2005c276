// The only writer of balances (docs/architecture.md rule 4). Each movement locks the player's row,
// checks the balance never goes negative, updates it and appends the ledger row — all inside
// the caller's transaction, so an action and its points commit or fail together. The held
// jump-on bonus (`players.held_bonus`) moves here too, on the same row and ledger: the balance is
// the sum of the ledger's `amount`, the held bonus the sum of its `held_amount`.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { LedgerReason } from '@boldcall/shared/constants';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { togetherAfter } from '../../db/write-together.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { boardPointsWrite, currentPeriods } from '../leaderboard/leaderboard.stats.ts';
import { lockPlayer } from '../../platform/identity/identity.read.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { pointsLedger } from './points.table.ts';

export class InsufficientPointsError extends AppError {
  readonly available: number;
  constructor(available: number) {
    super(400, 'INSUFFICIENT_POINTS', `Cannot wager more than ${available} points`);
    this.available = available;
  }
}

export interface Movement {
  userId: string;
  amount: number;
  reason: LedgerReason;
  refType?: string | null;
  refId?: string | null;
  /**
   * The movement is a new stake (a prediction or a join): the player's stake count goes up in
   * the same row update, so a write updates the player row once.
   */
  countStake?: boolean;
  /**
   * Change of the player's held jump-on bonus (`players.held_bonus`), which is not part of the
   * spendable balance: +1 when a jump is held, −n with `amount` +n when it is released, −n with
   * `amount` 0 when a refund cancels it (docs/rules/game.md "Wagers"). Never below zero.
   */
  held?: number;
}

/** Locks the player's row for the rest of the transaction and returns the balance. */
export async function lockBalance(tx: Tx, userId: string): Promise<number> {
  const row = await lockPlayer(tx, userId);
  return Number(row.points);
}

/** The player's balance without locking (null when the account has no player profile yet). */
export async function readBalance(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ points: players.points })
    .from(players)
    .where(eq(players.userId, userId));
  return row ? Number(row.points) : null;
}

/**
 * Applies one movement; throws InsufficientPointsError when it would go below zero. One
 * statement locks, checks and updates the balance (`update … where points + amount >= 0
 * returning`), copies it to the filtered boards and appends the ledger row, the last two from
 * the update's result; only a refusal reads the row again, to name the available balance.
 */
export async function movePoints(tx: Tx, movement: Movement): Promise<number> {
  const held = movement.held ?? 0;
  if (!Number.isInteger(movement.amount) || !Number.isInteger(held)) {
    throw new Error('points must be whole numbers');
  }
  if (movement.amount === 0 && held === 0 && !movement.countStake) {
    const balance = await lockBalance(tx, movement.userId);
    await tx.insert(pointsLedger).values(ledgerRow(movement, balance));
    return balance;
  }
  const shape = {
    countStake: Boolean(movement.countStake),
    held: held !== 0,
    board: movement.amount !== 0,
  };
  const [row] = await moveStatement(shape)<{ points: number }>(tx, {
    ...movementValues(movement),
    ...currentPeriods(),
  });
  if (!row) return refuseMovement(tx, movement);
  return Number(row.points);
}

/**
 * After a movement's statement moved nothing: the refusal, naming the balance available. Locks
 * the player's row to read it, unless the statement went on writing without that lock (a
 * `stakeMovementWith` statement), where waiting for the row could close a circle of waits.
 */
export async function refuseMovement(
  tx: Tx,
  movement: Pick<Movement, 'userId' | 'amount'>,
  { lock = true } = {},
): Promise<never> {
  const available = lock
    ? await lockBalance(tx, movement.userId)
    : ((await readBalance(tx, movement.userId)) ?? 0);
  // Only a bug releases or cancels more bonus than is held; a player never causes it.
  if (available + movement.amount >= 0) throw new Error('held bonus would go below zero');
  throw new InsufficientPointsError(available);
}

interface MoveValues extends Record<string, unknown> {
  userId: string;
  amount: number;
  held: number;
  reason: string;
  refType: string | null;
  refId: string | null;
  month: string;
  week: string;
}

/** Which parts a movement's statement has: the stake count, the held bonus, the boards' copy. */
interface MoveShape {
  countStake: boolean;
  held: boolean;
  board: boolean;
}

const moveStatements = new Map<string, ReturnType<typeof builtOnce<MoveValues>>>();

/** The statement of one shape, built once with its values as placeholders (decision 043). */
function moveStatement(shape: MoveShape) {
  const key = `${shape.countStake}/${shape.held}/${shape.board}`;
  let statement = moveStatements.get(key);
  if (!statement) {
    statement = builtOnce<MoveValues>(
      'points_move',
      (db) => sql`with ${moveSql(db, shape)} select points from moved`,
    );
    moveStatements.set(key, statement);
  }
  return statement;
}

function moveSql(db: DbOrTx, shape: MoveShape) {
  const v = (name: keyof MoveValues & string) => sql.placeholder(name);
  const moved = db
    .update(players)
    .set({
      // bigint: an absurd amount is refused by the check below, not by an integer overflow.
      points: sql`(${players.points}::bigint + ${v('amount')}::bigint)::int`,
      ...(shape.countStake ? { totalPredictions: sql`${players.totalPredictions} + 1` } : {}),
      ...(shape.held ? { heldBonus: sql`${players.heldBonus} + ${v('held')}::int` } : {}),
    })
    .where(
      sql`${players.userId} = ${v('userId')} and ${players.points}::bigint + ${v('amount')}::bigint >= 0 and ${players.heldBonus} + ${v('held')}::int >= 0`,
    )
    // The amount as the update's bigint, so an absurd one reaches the refusal, not a cast error.
    .returning({ points: players.points, amount: sql`${v('amount')}::bigint`.as('amount') });
  const l = pointsLedger;
  const ledger = sql`insert into ${l} (${sql.identifier(l.userId.name)}, ${sql.identifier(l.amount.name)},
      ${sql.identifier(l.balanceAfter.name)}, ${sql.identifier(l.reason.name)},
      ${sql.identifier(l.refType.name)}, ${sql.identifier(l.refId.name)}, ${sql.identifier(l.heldAmount.name)})
    select ${v('userId')}, amount, points, ${v('reason')}::text,
      ${v('refType')}::text, ${v('refId')}::text, ${v('held')}::int from moved`;
  // The filtered leaderboards sort by a copy of the balance (leaderboard decision record). On a
  // refusal `moved` is empty and no board row is touched: a refused movement locks nothing more
  // (it then waits for the player's row, which another transaction may hold with its board rows).
  const board = shape.board
    ? sql`, board as ${boardPointsWrite(db, v('userId'), sql`(select points from moved)`, sql`exists (select 1 from moved)`, { month: v('month'), week: v('week') })}`
    : sql``;
  // Named: a movement has a few shapes (stake, hold, bonus), each parsed once per connection.
  return sql`moved as ${moved}${board}, ledger as (${ledger})`;
}

/**
 * A stake's movement (a wager: the stake counted, no held bonus) and the caller's `writes` in one
 * statement, for the join (decision 046): the movement's parts come first, so the player's row is
 * locked before any other row, and each write may read `moved`, the player's row after the
 * movement (its new `points`; empty on a refusal, when the caller throws `refuseMovement` and
 * the transaction's writes roll back). The caller copies the balance to the boards. Its values
 * are the movement's (`movementValues`) and the writes' own; its rows, `{ points }` or none.
 */
export function stakeMovementWith(db: DbOrTx, writes: readonly [SQLWrapper, ...SQLWrapper[]]) {
  const parts = moveSql(db, { countStake: true, held: false, board: false });
  return togetherAfter(parts, writes, sql`select points from moved`);
}

/** A movement's values with its optional parts filled in, by their placeholders' names. */
export function movementValues(movement: Movement) {
  return {
    userId: movement.userId,
    amount: movement.amount,
    held: movement.held ?? 0,
    reason: movement.reason,
    refType: movement.refType ?? null,
    refId: movement.refId ?? null,
  };
}

function ledgerRow(movement: Movement, balanceAfter: number) {
  const { held, ...values } = movementValues(movement);
  return { ...values, balanceAfter, heldAmount: held };
}
