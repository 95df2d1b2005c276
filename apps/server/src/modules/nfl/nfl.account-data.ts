// NFL picks and season predictions in a data export, and their removal with a deleted account
// (docs/rules/account.md).
import { inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deleteOwnedRows, ownedRows } from '../../db/owned-rows.ts';
import { nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

export async function exportNflPicks(db: DbOrTx, userId: string) {
  return ownedRows(db, nflPicks, userId, nflPicks.placedAt, nflPicks.id);
}

export async function exportNflSeasonPredictions(db: DbOrTx, userId: string) {
  const seasons = await ownedRows(db, nflSeasonPredictions, userId, nflSeasonPredictions.season);
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
  return seasons.map((s) => ({
    ...s,
    picks: picks
      .filter((p) => p.predictionId === s.id)
      .map((p) => `${p.gameId}:${p.teamCode}`)
      .join(' '),
  }));
}

export async function forgetNflPicks(tx: Tx, userId: string): Promise<void> {
  await deleteOwnedRows(tx, userId, nflPicks, nflSeasonPredictions);
}
