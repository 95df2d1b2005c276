// Leagues (docs/rules/leagues.md): the leagues Pro players create and their members. The
// built-in Global league has no row: everyone with a player profile is in it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, tsNow } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';

export const leagues = pgTable(
  'leagues',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Unique: a code names exactly one league. Always 6 uppercase letters or digits.
    inviteCode: text('invite_code').notNull().unique('leagues_invite_code_unique'),
    isPrivate: boolean('is_private').notNull().default(false),
    // The owner is also a member row. Deleting the account deletes the leagues it owns.
    ownerId: userRef('owner_id'),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    check('leagues_invite_code_format', sql`${t.inviteCode} ~ '^[A-Z0-9]{6}$'`),
    // The list: newest first; the owner's leagues (the per-owner limit).
    index('leagues_created_idx').on(t.createdAt, t.id),
    index('leagues_owner_idx').on(t.ownerId),
  ],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: cascadeRef('league_id', () => leagues.id),
    userId: userRef(),
    joinedAt: tsNow('joined_at'),
  },
  (t) => [
    // (league, user): members of a league — also the league board's member filter.
    primaryKey({ columns: [t.leagueId, t.userId] }),
    // A player's leagues (the list's "is member").
    index('league_members_user_idx').on(t.userId, t.leagueId),
    // Members in joining order (the members list, the next owner).
    index('league_members_joined_idx').on(t.leagueId, t.joinedAt, t.userId),
  ],
);
