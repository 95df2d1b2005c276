// Following players and watching calls (docs/rules/follows.md).
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { predictionRef } from '../predictions/predictions.table.ts';
import { tsNow } from '../../db/columns.ts';
import { userRef } from '../../platform/identity/identity.table.ts';

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Who follows a player (the new-call notification).
    index('follows_followee_idx').on(t.followeeId),
  ],
);

export const predictionWatches = pgTable(
  'prediction_watches',
  {
    userId: userRef(),
    predictionId: predictionRef(),
    createdAt: tsNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.predictionId] }),
    // Who watches a call (its comments and result).
    index('prediction_watches_prediction_idx').on(t.predictionId),
  ],
);
