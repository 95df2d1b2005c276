// NFL picks and season predictions in a data export, and their removal with a deleted account
// (docs/rules/account.md).
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

export async function exportNflPicks(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(nflPicks)
    .where(eq(nflPicks.userId, userId))
    .orderBy(asc(nflPicks.placedAt), asc(nflPicks.id));
  return rows.map(({ userId: _owner, ...row }) => row);
}

export async function exportNflSeasonPredictions(db: DbOrTx, userId: string) {
  const seasons = await db
    .select()
    .from(nflSeasonPredictions)
    .where(eq(nflSeasonPredictions.userId, userId))
    .orderBy(asc(nflSeasonPredictions.season));
  if (seasons.length === 0) return [];
  const picks = await db
    .select()
    .from(nflSeasonPicks)
    .where(
      inArray(
        nflSeasonPicks.predictionId,
        seasons.map((s) => s.id),
      ),
    );
  return seasons.map(({ userId: _owner, ...s }) => ({
    ...s,
    picks: picks
      .filter((p) => p.predictionId === s.id)
      .map((p) => `${p.gameId}:${p.teamCode}`)
      .join(' '),
  }));
}

export async function forgetNflPicks(tx: Tx, userId: string): Promise<void> {
  await tx.delete(nflPicks).where(eq(nflPicks.userId, userId));
  await tx.delete(nflSeasonPredictions).where(eq(nflSeasonPredictions.userId, userId));
}
