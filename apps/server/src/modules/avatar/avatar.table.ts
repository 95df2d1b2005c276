// Generated avatars (docs/rules/avatar.md): one row per result, owned by the player who made
// it. Files live in the avatar storage under content-hashed names; a row names them. Rows not
// in use are deleted by the avatar clean-up job after AVATAR_RESULT_RETENTION_HOURS.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.ts';
import { ownedRowColumns } from '../../platform/identity/identity.table.ts';

export const avatarResults = pgTable(
  'avatar_results',
  {
    ...ownedRowColumns(),
    style: text('style').notNull(),
    provider: text('provider').notNull(),
    /** The uploaded photo as received (namespace `originals`). */
    originalFile: text('original_file').notNull(),
    /** AVATAR_SIZE square (namespace `results`). */
    imageFile: text('image_file').notNull(),
    /** AVATAR_THUMB_SIZE square (namespace `results`): what players.avatar points at once used. */
    thumbFile: text('thumb_file').notNull(),
    createdAt: createdAtColumn(),
    /** Set when the player chose it; the player's current avatar is never cleaned up. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('avatar_results_user_idx').on(t.userId, t.createdAt),
    index('avatar_results_created_idx').on(t.createdAt),
  ],
);
