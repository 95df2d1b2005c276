// Reads of the points ledger: a player's history, newest first (profile page, admin user detail).
import { and, desc, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../platform/paging/paging.cursor.ts';
import { rowsOf, windowsTable, type UserWindow } from '../../db/user-windows.ts';
import { pointsLedger } from './points.table.ts';

// Ledger rows are ordered by their id, a sequence: one player's rows are written under a lock
// on that player (movePoints), so id order is the order the balance changed in, which a
// timestamp (the transaction's start) is not under concurrent writes. Cursor: [id].
const ledgerCursor = cursorCodec(
  z.tuple([cursorPart.safeInt]),
  (id: number) => [id] as const,
  ([id]) => id,
);

export async function listLedger(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
  /** The predictions module's fragment naming a call (points sits below predictions). */
  predictionTextOf: (id: SQLWrapper) => SQL<string | null>,
): Promise<{ data: LedgerEntry[]; nextCursor: string | null }> {
  const l = pointsLedger;
  const after = query.cursor ? ledgerCursor.decode(query.cursor) : null;
  const rows = await db
    .select({
      id: l.id,
      amount: l.amount,
      balanceAfter: l.balanceAfter,
      heldAmount: l.heldAmount,
      reason: l.reason,
      refType: l.refType,
      refId: l.refId,
      // A row names its call (the text is the predictions module's, read through its subquery,
      // which the caller hands in).
      refText: sql<
        string | null
      >`case when ${l.refType} = 'prediction' then ${predictionTextOf(l.refId)} end`,
      createdAt: l.createdAt,
    })
    .from(l)
    .where(and(eq(l.userId, userId), after !== null ? lt(l.id, after) : undefined))
    .orderBy(desc(l.id))
    .limit(query.limit + 1);
  const { page, next: last } = splitPage(rows, query.limit);
  return {
    data: page.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      heldAmount: r.heldAmount,
      reason: r.reason,
      refType: r.refType,
      refId: r.refId,
      refText: r.refText,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: last ? ledgerCursor.encode(Number(last.id)) : null,
  };
}

/**
 * Each player's points change within their window (the sum of its ledger rows) and how many rows
 * that is (the e-mail digest: notifications.digest.ts). One statement for the batch, each
 * player's rows read through (user_id, created_at).
 */
export async function pointsChangeIn(
  db: DbOrTx,
  windows: readonly UserWindow[],
): Promise<Array<{ userId: string; change: number; entries: number }>> {
  if (windows.length === 0) return [];
  const l = pointsLedger;
  const result = await db.execute(sql`
    select w.user_id as "userId", coalesce(sum(${l.amount}), 0)::int as change,
           count(${l.id})::int as entries
      from ${windowsTable(windows)}
      left join ${l} on ${l.userId} = w.user_id and ${l.createdAt} >= w.since and ${l.createdAt} < w.until
     group by w.user_id`);
  return rowsOf<{ userId: string; change: number; entries: number }>(result).map((r) => ({
    userId: r.userId,
    change: Number(r.change),
    entries: Number(r.entries),
  }));
}
