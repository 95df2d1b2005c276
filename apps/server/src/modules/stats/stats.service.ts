// Home page statistics (product-spec §2 "view stats", §3 "Home stats"), computed by the server.
import { isNull, sql } from 'drizzle-orm';
import type { HomeStats } from '@boldcall/shared/schemas/predictions';
import type { DbOrTx } from '../../db/client.ts';
import { predictionJoins, predictions } from '../predictions/predictions.table.ts';
import { players } from '../users/users.table.ts';

/**
 * totalPredictions: every prediction but MERGED ones (they live on in their merge);
 * correctPredictions: those resolved CORRECT; totalUsers: players;
 * accuracy: the mean over players with something resolved of correct ÷ (correct + incorrect)
 * across predictions they created or joined, as a rounded percent — the same rule as
 * shared rules/accuracy.ts averageAccuracyPercent, done in SQL so it scales with players.
 */
export async function getHomeStats(db: DbOrTx): Promise<HomeStats> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${predictions.status} <> 'MERGED')::int`,
      correct: sql<number>`count(*) filter (where ${predictions.status} = 'CORRECT')::int`,
    })
    .from(predictions)
    .where(isNull(predictions.deletedAt));
  const [users] = await db.select({ n: sql<number>`count(*)::int` }).from(players);
  const involvement = sql`(
      select ${predictions.userId} as user_id, ${predictions.status} as status
        from ${predictions}
        where ${predictions.status} in ('CORRECT', 'INCORRECT')
      union all
      select ${predictionJoins.userId}, p.status
        from ${predictionJoins}
        join ${predictions} p on p.id = ${predictionJoins.predictionId}
        where p.status in ('CORRECT', 'INCORRECT')
    )`;
  const [avg] = await db
    .select({ accuracy: sql<number>`round(coalesce(avg(per_player.accuracy), 0) * 100)::int` })
    .from(
      sql`(select user_id, avg(case when status = 'CORRECT' then 1.0 else 0.0 end) as accuracy
             from ${involvement} as involvement group by user_id) as per_player`,
    );
  return {
    totalPredictions: counts?.total ?? 0,
    correctPredictions: counts?.correct ?? 0,
    totalUsers: users?.n ?? 0,
    accuracy: Number(avg?.accuracy ?? 0),
  };
}
