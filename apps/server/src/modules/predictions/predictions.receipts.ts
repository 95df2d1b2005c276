// The predictions module's side of sealed receipts (docs/rules/receipts.md): which events it
// seals, and the live rows a verification compares receipts against.
import { inArray } from 'drizzle-orm';
import type { ReceiptEvent } from '@boldcall/shared/rules/receipts';
import type { DbOrTx } from '../../db/client.ts';
import type { LiveCall } from '../receipts/receipts.service.ts';
import { perPlayerTables, predictions } from './predictions.table.ts';

/**
 * The confidence (1–99) a row carries, when its table has that column: the canonical form holds
 * it only when present, so rows without it seal exactly as before.
 */
export function confidenceOf(row: object): number | undefined {
  const value = (row as { confidence?: unknown }).confidence;
  return typeof value === 'number' ? value : undefined;
}

/**
 * A call's text as its receipts hold it: the text itself for a public call. Every call is public
 * today; a call only some players may read must seal `textSha256` instead (docs/rules/receipts.md).
 */
export function sealedText(text: string): Pick<ReceiptEvent, 'text'> {
  return { text };
}

/** The calls behind receipts as they are now: text and every stake, by call id. */
export async function liveCalls(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, LiveCall>> {
  const out = new Map<string, LiveCall>();
  if (ids.length === 0) return out;
  const list = [...ids];
  const rows = await db
    .select({ id: predictions.id, text: predictions.text })
    .from(predictions)
    .where(inArray(predictions.id, list));
  for (const r of rows) out.set(r.id, { text: r.text, positions: new Map() });
  const joins = await db
    .select({
      predictionId: perPlayerTables.join.predictionId,
      userId: perPlayerTables.join.userId,
      points: perPlayerTables.join.pointsWagered,
    })
    .from(perPlayerTables.join)
    .where(inArray(perPlayerTables.join.predictionId, list));
  for (const j of joins) out.get(j.predictionId)?.positions.set(`joined:${j.userId}`, j.points);
  for (const [kind, table] of [
    ['jumped_on', perPlayerTables.jump],
    ['bet_against', perPlayerTables.bet],
  ] as const) {
    const stakes = await db
      .select({ predictionId: table.predictionId, userId: table.userId, points: table.wager })
      .from(table)
      .where(inArray(table.predictionId, list));
    for (const s of stakes) out.get(s.predictionId)?.positions.set(`${kind}:${s.userId}`, s.points);
  }
  return out;
}
