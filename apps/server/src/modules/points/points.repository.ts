// Reads of the points ledger: a player's history, newest first (profile page, admin user detail).
import { and, desc, eq, lt } from 'drizzle-orm';
import type { LedgerEntry } from '@boldcall/shared/schemas/users';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { pointsLedger } from './points.table.ts';

// Ledger rows are ordered by their id, a sequence: one player's rows are written under a lock
// on that player (movePoints), so id order is the order the balance changed in, which a
// timestamp (the transaction's start) is not under concurrent writes. Cursor: base64url of the id.
function encodeLedgerCursor(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

function decodeLedgerCursor(cursor: string): number {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw badRequest('Invalid cursor', 'INVALID_CURSOR');
  return id;
}

export async function listLedger(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<{ data: LedgerEntry[]; nextCursor: string | null }> {
  const l = pointsLedger;
  const after = query.cursor ? decodeLedgerCursor(query.cursor) : null;
  const rows = await db
    .select({
      id: l.id,
      amount: l.amount,
      balanceAfter: l.balanceAfter,
      reason: l.reason,
      refType: l.refType,
      refId: l.refId,
      createdAt: l.createdAt,
    })
    .from(l)
    .where(and(eq(l.userId, userId), after !== null ? lt(l.id, after) : undefined))
    .orderBy(desc(l.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      refType: r.refType,
      refId: r.refId,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: more && last ? encodeLedgerCursor(Number(last.id)) : null,
  };
}
