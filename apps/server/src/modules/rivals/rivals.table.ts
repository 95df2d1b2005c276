// Rivalries (docs/rules/rivals.md): head-to-head records kept by the settlement transactions,
// never recounted on read. One row per ordered pair (both directions are written), so a
// player's rivals are one index range; and one row per meeting for the head-to-head page.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MEETING_KINDS } from '@boldcall/shared/schemas/rivals';
import { ts } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';

export const rivalPairs = pgTable(
  'rival_pairs',
  {
    userId: userRef(),
    otherId: userRef('other_id'),
    /** Meetings `user` won against `other`. */
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    /** Calls and games both were right on the same side. */
    alliedWins: integer('allied_wins').notNull().default(0),
    lastMetAt: ts('last_met_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId] }),
    check(
      'rival_pairs_counts_non_negative',
      sql`${t.wins} >= 0 and ${t.losses} >= 0 and ${t.alliedWins} >= 0`,
    ),
    check('rival_pairs_distinct', sql`${t.userId} <> ${t.otherId}`),
  ],
);

export const rivalMeetings = pgTable(
  'rival_meetings',
  {
    kind: text('kind').$type<(typeof MEETING_KINDS)[number]>().notNull(),
    refId: text('ref_id').notNull(),
    winnerId: userRef('winner_id'),
    loserId: userRef('loser_id'),
    /** The call's text or the game, as it was when settled. */
    title: text('title').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId, t.winnerId, t.loserId] }),
    // The head-to-head page: both directions of one pair, newest first.
    index('rival_meetings_pair_idx').on(t.winnerId, t.loserId, t.at),
  ],
);
