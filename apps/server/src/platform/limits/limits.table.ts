// Rate-limit counters shared by every server instance on one database (docs/security.md).
// One row per key; a window starts at its first hit and ends at expires_at. Unlogged (migration
// 0031, decision 043): a crash empties it, and every window starts again.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
