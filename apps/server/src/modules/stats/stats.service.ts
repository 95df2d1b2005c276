// Home page statistics ("view stats", "Home stats"), computed by the server.
import { sql } from 'drizzle-orm';
import type { HomeStats } from '@boldcall/shared/schemas/predictions';
import type { DbOrTx } from '../../db/client.ts';
import { homeStatsCounters as c } from './stats.table.ts';

/**
 * totalPredictions: every prediction but MERGED and deleted ones (they live on in their merge);
 * correctPredictions: those resolved CORRECT; totalUsers: players;
 * accuracy: the mean over players with something resolved of correct ÷ (correct + incorrect)
 * across predictions they created or joined, as a rounded percent — the same rule as
 * shared rules/accuracy.ts averageAccuracyPercent.
 * One statement over the counter shards that triggers keep in every writing transaction
 * (stats.table.ts, migration 0007): the same cost at 10 k or 1 M predictions.
 */
export async function getHomeStats(db: DbOrTx): Promise<HomeStats> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${c.predictions}), 0)::int`,
      correct: sql<number>`coalesce(sum(${c.correctPredictions}), 0)::int`,
      users: sql<number>`coalesce(sum(${c.players}), 0)::int`,
      accuracy: sql<number>`round(coalesce(sum(${c.accuracySum}) / nullif(sum(${c.ratedPlayers}), 0), 0) * 100)::int`,
    })
    .from(c);
  return {
    totalPredictions: row?.total ?? 0,
    correctPredictions: row?.correct ?? 0,
    totalUsers: row?.users ?? 0,
    accuracy: Number(row?.accuracy ?? 0),
  };
}
