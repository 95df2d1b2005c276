// Sealing and verifying receipts (docs/rules/receipts.md, decisions 030 and 042). A receipt is
// sealed in the transaction of the event it records, by advancing the single-row chain head and
// inserting the receipt from what it returned: at the commit for most events (a deferred trigger,
// so the head is held only by the commit), or at once where the write stores the hash. The hash
// is computed by PostgreSQL from the canonical string, and every instance appends to one chain.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import {
  canonicalParts,
  GENESIS_HASH,
  prevHashOf,
  type ReceiptEvent,
} from '@boldcall/shared/rules/receipts';
import type { Receipt, ReceiptBreak, ReceiptVerification } from '@boldcall/shared/schemas/receipts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { receiptChain, receiptQueue, receipts } from './receipts.table.ts';

export const RECEIPT_MSG = { notFound: 'Receipt not found' } as const;

const HEAD = sql.raw('receipt_head');

/**
 * Seals an event when its transaction commits (decision 042): one insert into the queue, which a
 * deferred trigger turns into the receipt at COMMIT, so the chain head is locked only by the
 * commit. The write for `writeTogether` (a join sends it with its other writes); `sealAtCommit`
 * sends it alone. Its hash is not known before the commit: a write that needs it uses `seal`.
 */
export function sealAtCommitWrite(event: ReceiptEvent) {
  return queuedReceiptWrite(queuedReceiptValues(event));
}

/** A queued receipt's row: the event's kind and call, its canonical parts, and when (ISO). */
export interface QueuedReceipt<V = string> {
  kind: V;
  call: V;
  head: V;
  tail: V;
  at: V;
}

export function queuedReceiptValues(event: ReceiptEvent): QueuedReceipt {
  const { head, tail } = canonicalParts(event);
  return { kind: event.kind, call: event.call, head, tail, at: event.at.toISOString() };
}

/**
 * sealAtCommitWrite with its values given, or placeholders for them in a statement built once
 * (the join's, decision 043).
 */
export function queuedReceiptWrite(row: QueuedReceipt<string | Placeholder>) {
  return sql`insert into ${receiptQueue} (kind, prediction_id, head, tail, sealed_at)
    values (${row.kind}::text, ${row.call}::text, ${row.head}::text, ${row.tail}::text, ${row.at}::timestamptz)`;
}

export async function sealAtCommit(tx: Tx, event: ReceiptEvent): Promise<void> {
  await tx.execute(sealAtCommitWrite(event));
}

/**
 * Seals one event now, in the caller's transaction (one statement), and answers the receipt's
 * hash, for a write that stores it (a call's first seal). It advances the chain head
 * (`UPDATE … RETURNING`, which takes the row lock and, under READ COMMITTED, re-reads the head a
 * concurrent seal has just committed) and inserts the receipt from what it returned; the head
 * stays locked until the commit, so call it as the last write.
 */
export async function seal(tx: Tx, event: ReceiptEvent): Promise<string> {
  const { head, tail } = canonicalParts(event);
  const advance = sql`${HEAD} as (update ${receiptChain} set
      seq = ${receiptChain.seq} + 1,
      prev_hash = ${receiptChain.hash},
      hash = encode(sha256(convert_to(${head}::text || ${receiptChain.hash} || ${tail}::text, 'UTF8')), 'hex')
    where ${receiptChain.id} = 1
    returning seq, hash, prev_hash)`;
  const insert = sql`insert into ${receipts} (seq, hash, prev_hash, kind, prediction_id, canonical, sealed_at)
    select seq, hash, prev_hash, ${event.kind}, ${event.call}, ${head}::text || prev_hash || ${tail}::text, ${event.at.toISOString()}::timestamptz
    from ${HEAD}`;
  const result = await tx.execute(sql`with ${advance} ${insert} returning hash`);
  const [row] = (result as unknown as { rows: Array<{ hash: string }> }).rows;
  if (!row) throw new Error('the receipt chain has no head row (migration 0019)');
  return row.hash;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type ReceiptRow = typeof receipts.$inferSelect;

function toReceipt(r: ReceiptRow): Receipt {
  return {
    seq: r.seq,
    hash: r.hash,
    prevHash: r.prevHash,
    kind: r.kind,
    predictionId: r.predictionId,
    canonical: r.canonical,
    sealedAt: r.sealedAt.toISOString(),
  };
}

/** A call's receipts, oldest first. */
export async function receiptsOf(db: DbOrTx, predictionId: string): Promise<Receipt[]> {
  const rows = await db
    .select()
    .from(receipts)
    .where(eq(receipts.predictionId, predictionId))
    .orderBy(asc(receipts.seq));
  return rows.map(toReceipt);
}

export async function findReceipt(db: DbOrTx, hash: string): Promise<Receipt> {
  const [row] = await db.select().from(receipts).where(eq(receipts.hash, hash));
  if (!row) throw notFound(RECEIPT_MSG.notFound);
  return toReceipt(row);
}

// ---------------------------------------------------------------------------------------------
// Verification

/** The call as it is now, for comparing receipts against the live rows. */
export interface LiveCall {
  text: string;
  /** Stakes by `${kind}:${userId}` (kind: joined, jumped_on, bet_against) -> points. */
  positions: Map<string, number>;
}

/** Reads the live calls behind receipts (the predictions module answers it). */
export type LiveCalls = (ids: readonly string[]) => Promise<Map<string, LiveCall>>;

const BATCH = 2000;
const TEXT_KINDS = ['created', 'edited'] as const;

interface Parsed {
  kind?: string;
  call?: string;
  player?: string;
  points?: number;
  text?: string;
  textSha256?: string;
}

function parse(canonical: string): Parsed | null {
  try {
    const value: unknown = JSON.parse(canonical);
    return value && typeof value === 'object' ? (value as Parsed) : null;
  } catch {
    return null;
  }
}

/** What is wrong with one receipt on its own and against the one before, or null. */
function chainFault(r: ReceiptRow, before: { seq: number; hash: string }): string | null {
  if (r.seq !== before.seq + 1) return `receipt #${before.seq + 1} is missing`;
  if (r.prevHash !== before.hash) return 'its previous hash is not the hash of the receipt before';
  if (prevHashOf(r.canonical) !== r.prevHash)
    return 'its canonical string names another previous hash';
  if (sha256Hex(r.canonical) !== r.hash)
    return 'its hash is not the SHA-256 of its canonical string';
  const parsed = parse(r.canonical);
  if (!parsed || parsed.kind !== r.kind || parsed.call !== r.predictionId) {
    return 'its canonical string does not describe this receipt';
  }
  return null;
}

/** What the live rows say against a receipt, or null when they agree. */
function liveFault(r: ReceiptRow, live: LiveCall | undefined, latestText: boolean): string | null {
  const parsed = parse(r.canonical) ?? {};
  if (!live) return 'the call it seals no longer exists';
  if (latestText && (r.kind === 'created' || r.kind === 'edited')) {
    const matches =
      parsed.text !== undefined
        ? parsed.text === live.text
        : parsed.textSha256 === sha256Hex(live.text);
    if (!matches) return "the call's text is not the text this receipt sealed";
  }
  if (r.kind === 'joined' || r.kind === 'jumped_on' || r.kind === 'bet_against') {
    const points = live.positions.get(`${r.kind}:${parsed.player ?? ''}`);
    if (points === undefined) return 'the position it seals is gone';
    if (points !== parsed.points) return 'the position holds other points than it sealed';
  }
  return null;
}

/**
 * Recomputes the chain from the first receipt up to `upToSeq` (all of it when omitted), in
 * batches: every hash, every link, and each receipt against the live rows (the newest text
 * receipt of a call against its current text, each position against its stake). Answers the
 * first receipt where it breaks.
 */
export async function verifyChain(
  db: DbOrTx,
  liveCalls: LiveCalls,
  upToSeq?: number,
): Promise<{ checked: number; brokenAt: ReceiptBreak | null }> {
  let before = { seq: 0, hash: GENESIS_HASH };
  let checked = 0;
  for (;;) {
    const where = [gt(receipts.seq, before.seq)];
    if (upToSeq !== undefined) where.push(lte(receipts.seq, upToSeq));
    const batch = await db
      .select()
      .from(receipts)
      .where(and(...where))
      .orderBy(asc(receipts.seq))
      .limit(BATCH);
    if (batch.length === 0) return { checked, brokenAt: null };
    const ids = [...new Set(batch.map((r) => r.predictionId))];
    const live = await liveCalls(ids);
    const latestText = await latestTextReceipts(db, ids);
    for (const r of batch) {
      const fault =
        chainFault(r, before) ??
        liveFault(r, live.get(r.predictionId), latestText.get(r.predictionId) === r.seq);
      checked += 1;
      if (fault) return { checked, brokenAt: { seq: r.seq, hash: r.hash, reason: fault } };
      before = { seq: r.seq, hash: r.hash };
    }
  }
}

/** The newest created/edited receipt of each call: the one its live text must match. */
async function latestTextReceipts(db: DbOrTx, ids: readonly string[]) {
  const rows = await db
    .selectDistinctOn([receipts.predictionId], {
      predictionId: receipts.predictionId,
      seq: receipts.seq,
    })
    .from(receipts)
    .where(and(inArray(receipts.predictionId, [...ids]), inArray(receipts.kind, [...TEXT_KINDS])))
    .orderBy(receipts.predictionId, desc(receipts.seq));
  return new Map(rows.map((r) => [r.predictionId, r.seq]));
}

/** One receipt recomputed with its chain back to the start. */
export async function verifyReceipt(
  db: DbOrTx,
  liveCalls: LiveCalls,
  hash: string,
): Promise<ReceiptVerification> {
  const receipt = await findReceipt(db, hash);
  const { checked, brokenAt } = await verifyChain(db, liveCalls, receipt.seq);
  return { receipt, valid: brokenAt === null, checked, brokenAt };
}

/** The chain's head: how many receipts, and the newest hash. */
export async function chainHead(db: DbOrTx): Promise<{ seq: number; hash: string }> {
  const [row] = await db
    .select({ seq: receiptChain.seq, hash: receiptChain.hash })
    .from(receiptChain)
    .where(eq(receiptChain.id, 1));
  return row ?? { seq: 0, hash: GENESIS_HASH };
}

/**
 * The whole chain (the command `npm run receipts:verify`): every receipt as verifyChain checks
 * it, and the chain head naming the last receipt (so a receipt cut off the end is found too).
 */
export async function verifyWholeChain(
  db: DbOrTx,
  liveCalls: LiveCalls,
): Promise<{ checked: number; head: string; brokenAt: ReceiptBreak | null }> {
  const head = await chainHead(db);
  const { checked, brokenAt } = await verifyChain(db, liveCalls, head.seq);
  if (brokenAt) return { checked, head: head.hash, brokenAt };
  const [last] = await db.select().from(receipts).orderBy(desc(receipts.seq)).limit(1);
  if ((last?.seq ?? 0) !== head.seq || (last?.hash ?? GENESIS_HASH) !== head.hash) {
    return {
      checked,
      head: head.hash,
      brokenAt: {
        seq: head.seq,
        hash: head.hash,
        reason: 'the chain head does not name the last receipt',
      },
    };
  }
  return { checked, head: head.hash, brokenAt: null };
}
