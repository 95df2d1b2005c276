// Predictions and the stakes and votes on them ("Prediction", docs/rules/game.md).
// Counters on `predictions` are kept in the same transaction as the rows they count, so a list
// page needs no aggregation. Points held in escrow are the stakes' wagers; they leave escrow
// exactly once, when `settled_at` is set by the settlement service.
import { sql } from 'drizzle-orm';
import type { Category, PredictionStatus } from '@boldcall/shared/constants';
import type { ModerationStatus, VoteType } from '@boldcall/shared/rules/predictions';
import type { Sport } from '@boldcall/shared/rules/sports';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { ownedRowColumns, user, userRef } from '../../platform/identity/identity.table.ts';
import { cascadeRef, ts, tsNow } from '../../db/columns.ts';

// Millisecond precision (3) so a JavaScript Date round-trips exactly: the list cursor is
// (created_at, id) and must compare equal to what the previous page returned.

export const predictions = pgTable(
  'predictions',
  {
    ...ownedRowColumns(),
    text: text('text').notNull(),
    category: text('category').$type<Category>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    pointsWagered: integer('points_wagered').notNull(),
    // The creator's confidence, 1–99, or null (docs/rules/track-record.md); written once.
    confidence: integer('confidence'),
    status: text('status').$type<PredictionStatus>().notNull().default('PENDING'),
    isCustom: boolean('is_custom').notNull().default(true),
    createdAt: tsNow('created_at'),
    resolvedAt: ts('resolved_at'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    adminNote: text('admin_note'),
    moderationStatus: text('moderation_status').$type<ModerationStatus>(),
    adminComment: text('admin_comment'),
    userResponse: text('user_response'),
    userResponseAt: ts('user_response_at'),
    flaggedAt: ts('flagged_at'),
    mergedIntoId: text('merged_into_id').references((): AnyPgColumn => predictions.id, {
      onDelete: 'set null',
    }),
    // Set once, in the transaction that pays the outcome (or refunds): the exactly-once guard.
    settledAt: ts('settled_at'),
    // Soft delete by an admin (docs/rules/game.md "Moderation"): the row stays so ledger references remain valid; a
    // deleted prediction is left out of every list and answers 404.
    deletedAt: ts('deleted_at'),
    // Denormalized counters, updated with their rows.
    joinedCount: integer('joined_count').notNull().default(0),
    totalJoinedPoints: integer('total_joined_points').notNull().default(0),
    votesUp: integer('votes_up').notNull().default(0),
    votesDown: integer('votes_down').notNull().default(0),
    jumpedOnCount: integer('jumped_on_count').notNull().default(0),
    betAgainstCount: integer('bet_against_count').notNull().default(0),
    // Jump-on bonus held for the creator (+1 per jump) until the prediction resolves: released
    // on CORRECT / INCORRECT, cancelled by a refund or merge (docs/rules/game.md "Wagers").
    // Rows from before the hold (migration 0013) have 0: their bonus was paid at once and is final.
    heldBonus: integer('held_bonus').notNull().default(0),
    // The hash of the call's first receipt ("created"), for its card: "sealed … · #hash".
    // Written by the transaction that makes the call (docs/rules/receipts.md).
    sealHash: text('seal_hash'),
    // Search: lower(text || ' ' || category), written at create/edit. A LIKE '%q%' over this
    // column needs no lower() per row; the author's username is matched through the (small)
    // user table instead of being copied here, so a renamed user is still found.
    searchText: text('search_text').notNull(),
    // Sports the text names (shared rules/sports.ts detectSports), written at create/edit, so
    // the sport filter is `sports @> ARRAY[$sport]` (GIN-indexed) rather than keyword matching
    // per row. If the keyword lists change, recomputeSports() in the service refreshes old rows.
    sports: text('sports')
      .array()
      .$type<Sport[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // The list: newest first, keyset cursor (created_at, id); one variant per common filter so
    // the first page is an index walk that stops after `limit` rows. Ascending on purpose: read
    // backwards they give exactly `ORDER BY created_at DESC, id DESC` (nulls first, the default).
    index('predictions_created_idx').on(t.createdAt, t.id),
    index('predictions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('predictions_category_created_idx').on(t.category, t.createdAt, t.id),
    index('predictions_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Open calls by expiry: the "expires tomorrow" reminder and the admins' count of calls
    // waiting for resolution (docs/rules/reminders.md).
    index('predictions_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING' and ${t.deletedAt} is null`),
    index('predictions_sports_idx').using('gin', t.sports),
    // `q` search: LIKE '%q%' on search_text through trigrams (db/search.ts), with status and
    // category in the same GIN (btree_gin) so a word rare among the filtered rows reads only
    // those rows, not every row holding it (decision 023).
    index('predictions_search_trgm_idx').using(
      'gin',
      t.status,
      t.category,
      sql`${t.searchText} gin_trgm_ops`,
    ),
    // The same for open calls only, the status a search carries most: a word common elsewhere
    // but absent from the filtered open calls is then settled against the open calls' postings
    // alone, not every row holding it, nor the large PENDING posting tree.
    index('predictions_pending_search_trgm_idx')
      .using('gin', t.category, sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.status} = 'PENDING'`),
    check(
      'predictions_status_check',
      sql`${t.status} in ('PENDING', 'CORRECT', 'INCORRECT', 'UNMEASURABLE', 'MERGED')`,
    ),
    check(
      'predictions_moderation_check',
      sql`${t.moderationStatus} is null or ${t.moderationStatus} in ('flagged', 'denied', 'approved')`,
    ),
    check('predictions_wager_positive', sql`${t.pointsWagered} >= 1`),
    confidenceCheck('predictions', t.confidence),
    check('predictions_held_bonus_non_negative', sql`${t.heldBonus} >= 0`),
    check(
      'predictions_counters_non_negative',
      sql`${t.joinedCount} >= 0 and ${t.totalJoinedPoints} >= 0 and ${t.votesUp} >= 0 and ${t.votesDown} >= 0 and ${t.jumpedOnCount} >= 0 and ${t.betAgainstCount} >= 0`,
    ),
  ],
);

/** `prediction_id`: the prediction a row belongs to, deleted with it. */
export const predictionRef = () => cascadeRef('prediction_id', () => predictions.id);

/** A stored confidence is null or a whole percent from 1 to 99 (docs/rules/track-record.md). */
const confidenceCheck = (name: string, column: ExtraConfigColumn) =>
  check(`${name}_confidence_range`, sql`${column} is null or ${column} between 1 and 99`);

/** What every per-player table starts with: one row per (prediction, player). */
const perPlayerColumns = () => ({ predictionId: predictionRef(), userId: userRef() });

/** Their key, and the index that finds a player's rows (positions, profile history). */
const perPlayerKeys = (
  name: string,
  t: { predictionId: ExtraConfigColumn; userId: ExtraConfigColumn },
) => [primaryKey({ columns: [t.predictionId, t.userId] }), index(`${name}_user_idx`).on(t.userId)];

/** Jump-on and bet-against rows have one shape: the player's wager, held until settlement. */
const wagerTable = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      ...perPlayerColumns(),
      wager: integer('wager').notNull(),
      confidence: integer('confidence'),
      createdAt: tsNow('created_at'),
    },
    (t) => [
      ...perPlayerKeys(name, t),
      check(`${name}_wager_positive`, sql`${t.wager} >= 1`),
      confidenceCheck(name, t.confidence),
    ],
  );

/** A joiner sides with the creator and shares the outcome. One per user and prediction. */
export const predictionJoins = pgTable(
  'prediction_joins',
  {
    ...perPlayerColumns(),
    pointsWagered: integer('points_wagered').notNull(),
    confidence: integer('confidence'),
    joinedAt: tsNow('joined_at'),
  },
  (t) => [
    ...perPlayerKeys('prediction_joins', t),
    check('prediction_joins_wager_positive', sql`${t.pointsWagered} >= 1`),
    confidenceCheck('prediction_joins', t.confidence),
  ],
);

/** Free up/down votes, one per user and prediction. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    ...perPlayerColumns(),
    voteType: text('vote_type').$type<VoteType>().notNull(),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    ...perPlayerKeys('prediction_votes', t),
    check('prediction_votes_type_check', sql`${t.voteType} in ('up', 'down')`),
  ],
);

/** Jump on: back the prediction with a penalised upside. One per user and prediction. */
export const predictionJumps = wagerTable('prediction_jumps');

/** Bet against: wins 2× when the prediction fails. One per user and prediction. */
export const predictionBetsAgainst = wagerTable('prediction_bets_against');

/** The per-player tables by the kind of row each holds (a player's standing reads all four). */
export const perPlayerTables = {
  join: predictionJoins,
  vote: predictionVotes,
  jump: predictionJumps,
  bet: predictionBetsAgainst,
} as const;

/** The wager column of each kind of stake (a join's is `points_wagered`). */
export const stakeWagers = {
  join: predictionJoins.pointsWagered,
  jump: predictionJumps.wager,
  bet: predictionBetsAgainst.wager,
} as const;
