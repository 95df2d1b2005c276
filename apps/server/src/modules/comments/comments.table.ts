// Comments on calls, reports of them and bans from commenting (docs/rules/comments.md). One
// level of replies: a reply's parent is a top-level comment. The speaker's side and stake are
// copied at writing time, so the badge shows the position they held when they spoke.
import { sql } from 'drizzle-orm';
import type { CommentSide } from '@boldcall/shared/rules/comments';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user, userRef } from '../../platform/identity/identity.table.ts';
import { predictionRef } from '../predictions/predictions.table.ts';
import { cascadeRef, ts, tsNow } from '../../db/columns.ts';

export interface StoredMention {
  userId: string;
  username: string;
}

export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    predictionId: predictionRef(),
    userId: userRef(),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    side: text('side').$type<CommentSide>().notNull(),
    stake: integer('stake').notNull().default(0),
    mentions: jsonb('mentions').$type<StoredMention[]>().notNull().default([]),
    createdAt: tsNow('created_at'),
    // A top-level comment's newest activity: its own time or its latest reply's (the
    // "newest activity first" order). Replies keep their own time here.
    activityAt: tsNow('activity_at'),
    editedAt: ts('edited_at'),
    deletedAt: ts('deleted_at'),
    hiddenAt: ts('hidden_at'),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The two orders of a thread's top-level comments, keyset-paged on (time, id).
    index('comments_thread_activity_idx')
      .on(t.predictionId, t.activityAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_thread_created_idx')
      .on(t.predictionId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    // commentCount of every feed card: an index-only count of the visible ones.
    index('comments_visible_idx')
      .on(t.predictionId)
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('comments_user_idx').on(t.userId, t.createdAt),
    check(
      'comments_side_check',
      sql`${t.side} in ('creator', 'joined', 'jumped_on', 'bet_against', 'none')`,
    ),
    check('comments_stake_non_negative', sql`${t.stake} >= 0`),
  ],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    id: text('id').primaryKey(),
    commentId: cascadeRef('comment_id', () => comments.id),
    reporterId: userRef('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: tsNow('created_at'),
    // Set when an admin acts on the comment (hide, restore or dismiss): it leaves the queue.
    resolvedAt: ts('resolved_at'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolution: text('resolution').$type<'hide' | 'restore' | 'dismiss'>(),
  },
  (t) => [
    uniqueIndex('comment_reports_once_idx').on(t.commentId, t.reporterId),
    index('comment_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Players an admin has stopped from commenting. */
export const commentBans = pgTable('comment_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => user.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: tsNow('created_at'),
});
