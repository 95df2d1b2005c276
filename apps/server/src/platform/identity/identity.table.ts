// The identity tables every module reads (decision 021): the account (`user`, Better Auth's core
// table, written by the auth module) and the player profile (`players`, the game state of an
// account: one row per verified account, written by the users module, its balance by points and
// its aggregates by leaderboard). On the ground floor so that the tables of every module can
// reference the account and any module can read both (decision 037).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { RANKED_MIN_RESOLVED } from '@boldcall/shared/constants';
import { cascadeRef, createdAndUpdatedColumns, createdAtColumn } from '../../db/columns.ts';

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...createdAndUpdatedColumns(),
    // username plugin
    username: text('username').unique(),
    displayUsername: text('display_username'),
    // two-factor plugin
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    // admin plugin
    role: text('role'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // ours: an admin can force a new password at next sign-in (spec "Set New Password")
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // ours: the invite code given at sign-up, redeemed once the e-mail is verified
    inviteCode: text('invite_code'),
    // ours: the address as its mailbox sees it (case, +tags, Gmail's dots), set by a trigger
    // (boldcall_canonical_email, migration hash-session-tokens' sibling "canonical-email"):
    // one account per mailbox (docs/security.md, "Farming").
    canonicalEmail: text('canonical_email').unique(),
  },
  (t) => [
    // Substring search by name and e-mail (userSearchName, userSearchEmail in identity.read.ts):
    // trigram indexes on the very expressions the queries use.
    index('user_search_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.displayUsername}, ${t.username}, '')) gin_trgm_ops`,
    ),
    index('user_search_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** `user_id` (or another name): the owning account, deleted with it. */
export const userRef = (name = 'user_id') => cascadeRef(name, () => user.id);

/** What a table of rows a player owns starts with: the row's `id` and its owner's `user_id`. */
export const ownedRowColumns = () => ({ id: text('id').primaryKey(), userId: userRef() });

// The leaderboard module keeps these columns (here and on its `player_period_stats`).
const resolved = `(correct_count + incorrect_count)`;

/**
 * Counters and the sort key derived from them (shared rules/ranking.ts rankingKey), as stored
 * generated columns so they can never disagree with the counts. Unranked rows get accuracy and
 * correct 0 in the key, so that only points order them. RANKED_MIN_RESOLVED is written into the
 * expressions: changing it needs a new migration (drizzle-kit picks the change up).
 */
export const statsColumns = () => ({
  /** Predictions created or joined. */
  totalPredictions: integer('total_predictions').notNull().default(0),
  /** Created or joined predictions resolved CORRECT / INCORRECT. */
  correctCount: integer('correct_count').notNull().default(0),
  incorrectCount: integer('incorrect_count').notNull().default(0),
  ranked: boolean('ranked')
    .notNull()
    .generatedAlwaysAs(sql.raw(`${resolved} >= ${RANKED_MIN_RESOLVED}`)),
  rankAccuracy: doublePrecision('rank_accuracy')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `case when ${resolved} >= ${RANKED_MIN_RESOLVED} then correct_count::double precision / ${resolved} else 0 end`,
      ),
    ),
  rankCorrect: integer('rank_correct')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(`case when ${resolved} >= ${RANKED_MIN_RESOLVED} then correct_count else 0 end`),
    ),
});

export const players = pgTable(
  'players',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Balance cache of the ledger; kept equal to SUM(points_ledger.amount) by the points service.
    points: integer('points').notNull().default(0),
    // Jump-on bonuses held until their predictions resolve: not spendable, not in `points`;
    // kept equal to SUM(points_ledger.held_amount) by the points service.
    heldBonus: integer('held_bonus').notNull().default(0),
    isPro: boolean('is_pro').notNull().default(false),
    proUpgradedAt: timestamp('pro_upgraded_at', { withTimezone: true }),
    avatar: text('avatar'),
    createdAt: createdAtColumn(),
    // All-time leaderboard aggregates (modules/leaderboard/leaderboard.stats.ts keeps them).
    ...statsColumns(),
    /** Consecutive CORRECT at the end of the resolved predictions (badge "streak"). */
    currentStreak: integer('current_streak').notNull().default(0),
  },
  (t) => [
    check('players_points_non_negative', sql`${t.points} >= 0`),
    check('players_held_bonus_non_negative', sql`${t.heldBonus} >= 0`),
    // The all-time board, read backwards: ORDER BY ranked, rank_accuracy, rank_correct, points,
    // user_id, all DESC — one index walk per page, a row-value comparison for the cursor.
    index('players_leaderboard_idx').on(
      t.ranked,
      t.rankAccuracy,
      t.rankCorrect,
      t.points,
      t.userId,
    ),
    // Pro count and the monthly refresh.
    index('players_pro_idx')
      .on(t.proUpgradedAt)
      .where(sql`${t.isPro}`),
  ],
);
