// Append-only points ledger (docs/rules/game.md): every change of a balance is one row here, written in
// the same transaction as the action that caused it.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    // Change of the player's held jump-on bonus (players.held_bonus), 0 for most rows: +1 when
    // a jump is held, −n when it is released to the balance or cancelled by a refund.
    heldAmount: integer('held_amount').notNull().default(0),
    reason: text('reason').notNull(),
    // What caused it: a prediction, a bet … (type:id), for the history view and idempotency.
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    // History pages walk one player's rows by id (the order balances changed in).
    index('points_ledger_user_id_idx').on(t.userId, t.id),
    index('points_ledger_ref_idx').on(t.refType, t.refId),
    check('points_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
