// Sealed receipts (docs/rules/receipts.md): one append-only chain for the whole app. The
// single-row chain head is updated by every seal (at the commit, by receipt_queue's trigger, or at
// once for a call's first seal), so concurrent seals on any instance queue on its row lock and
// each one chains onto the one before.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ReceiptKind } from '@boldcall/shared/rules/receipts';
import { ts } from '../../db/columns.ts';

export const receipts = pgTable(
  'receipts',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    hash: text('hash').notNull().unique('receipts_hash_unique'),
    prevHash: text('prev_hash').notNull(),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    // No foreign key: a receipt outlives anything it is about.
    predictionId: text('prediction_id').notNull(),
    canonical: text('canonical').notNull(),
    sealedAt: ts('sealed_at').notNull(),
  },
  (t) => [index('receipts_prediction_idx').on(t.predictionId, t.seq)],
);

/** The chain's head: exactly one row (id 1), created by the migration with the genesis hash. */
export const receiptChain = pgTable(
  'receipt_chain',
  {
    id: integer('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    prevHash: text('prev_hash').notNull(),
  },
  (t) => [check('receipt_chain_single_row', sql`${t.id} = 1`)],
);

/**
 * A receipt waiting for its transaction's commit (decision 042): inserted by the write it seals; a
 * deferred trigger (migration 0030) advances the head, inserts the receipt and deletes this row at
 * COMMIT, so no committed transaction leaves a row here and the head is held only by the commit.
 * Unlogged (migration 0031, decision 043): its rows never outlive their transaction.
 */
export const receiptQueue = pgTable('receipt_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<ReceiptKind>().notNull(),
  predictionId: text('prediction_id').notNull(),
  /** The canonical string up to the previous hash, and what follows it. */
  head: text('head').notNull(),
  tail: text('tail').notNull(),
  sealedAt: ts('sealed_at').notNull(),
});
