// The caller's own history for the profile page (issue 6): the points ledger, newest first, and
// accuracy over time by resolution day.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import type { AccuracyPoint, LedgerEntry } from '@boldcall/shared/schemas/users';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import { pointsLedger } from '../points/points.table.ts';
import { predictionJoins, predictions } from '../predictions/predictions.table.ts';

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
      heldAmount: l.heldAmount,
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
      heldAmount: r.heldAmount,
      reason: r.reason,
      refType: r.refType,
      refId: r.refId,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: more && last ? encodeLedgerCursor(Number(last.id)) : null,
  };
}

/**
 * One point per UTC day on which some of the caller's created or joined predictions resolved
 * CORRECT or INCORRECT, with the running accuracy, resolved and correct counts after that day.
 */
export async function accuracyHistory(db: DbOrTx, userId: string): Promise<AccuracyPoint[]> {
  const p = predictions;
  const decided = inArray(p.status, ['CORRECT', 'INCORRECT']);
  const day = sql<string>`to_char(${p.resolvedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = (from: 'created' | 'joined') => {
    const columns = {
      day,
      correct: sql<number>`count(*) filter (where ${p.status} = 'CORRECT')::int`,
      incorrect: sql<number>`count(*) filter (where ${p.status} = 'INCORRECT')::int`,
    };
    return from === 'created'
      ? db
          .select(columns)
          .from(p)
          .where(and(eq(p.userId, userId), decided))
          .groupBy(day)
      : db
          .select(columns)
          .from(predictionJoins)
          .innerJoin(p, eq(p.id, predictionJoins.predictionId))
          .where(and(eq(predictionJoins.userId, userId), decided))
          .groupBy(day);
  };
  const [created, joined] = await Promise.all([perDay('created'), perDay('joined')]);
  const byDay = new Map<string, { correct: number; incorrect: number }>();
  for (const row of [...created, ...joined]) {
    const entry = byDay.get(row.day) ?? { correct: 0, incorrect: 0 };
    entry.correct += Number(row.correct);
    entry.incorrect += Number(row.incorrect);
    byDay.set(row.day, entry);
  }
  let correct = 0;
  let incorrect = 0;
  return [...byDay.keys()].sort().map((date) => {
    const d = byDay.get(date) ?? { correct: 0, incorrect: 0 };
    correct += d.correct;
    incorrect += d.incorrect;
    return {
      date,
      accuracy: accuracyPercent(correct, incorrect),
      resolved: correct + incorrect,
      correct,
    };
  });
}
