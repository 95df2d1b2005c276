// The NFL season's reads (docs/rules/nfl.md): the season predictor's state with the caller's
// prediction and its progress, and the standings of our players. Submitting a prediction is
// nfl.service.ts.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { isGameLocked, seasonPayout } from '@boldcall/shared/rules/nfl';
import type {
  NflStanding,
  SeasonPrediction,
  SeasonPredictionState,
} from '@boldcall/shared/schemas/nfl';
import type { DbOrTx } from '../../db/client.ts';
import { displayName, selectPlayers } from '../../platform/identity/identity.read.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { seasonOverview } from './nfl.repository.ts';
import { scoreSeasonPicks } from './nfl.settlement.ts';
import { nflGames, nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

// ---------------------------------------------------------------------------------------------
// Season predictor

async function loadSeasonPrediction(
  db: DbOrTx,
  userId: string,
  season: number,
): Promise<SeasonPrediction | null> {
  const [row] = await db
    .select()
    .from(nflSeasonPredictions)
    .where(and(eq(nflSeasonPredictions.userId, userId), eq(nflSeasonPredictions.season, season)));
  if (!row) return null;
  const picks = await db
    .select({ gameId: nflSeasonPicks.gameId, teamCode: nflSeasonPicks.teamCode })
    .from(nflSeasonPicks)
    .where(eq(nflSeasonPicks.predictionId, row.id));
  const score = await scoreSeasonPicks(db, row.id);
  return {
    season: row.season,
    predictions: Object.fromEntries(picks.map((p) => [p.gameId, p.teamCode])),
    totalWager: row.totalWager,
    submittedAt: row.submittedAt.toISOString(),
    status: row.settledAt ? 'settled' : 'open',
    progress: {
      total: score.total,
      correct: score.correct,
      decided: score.decided,
      pending: score.pending,
      projectedPayout: seasonPayout(row.totalWager, score.correct, score.decided),
    },
    payout: row.payout,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function getSeasonPredictionState(
  db: DbOrTx,
  season: number,
  viewerId: string | null,
  now: Date,
): Promise<SeasonPredictionState> {
  const overview = await seasonOverview(db, season, now);
  return {
    season,
    lockAt: overview.lockAt?.toISOString() ?? null,
    locked: overview.lockAt !== null && isGameLocked(overview.lockAt, now),
    totalGames: overview.total,
    demo: overview.demo,
    prediction: viewerId ? await loadSeasonPrediction(db, viewerId, season) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Standings

export async function standings(
  db: DbOrTx,
  query: { season: number; week?: number | undefined },
): Promise<NflStanding[]> {
  const where: SQL[] = [eq(nflGames.season, query.season), eq(nflGames.gameType, 'REG')];
  if (query.week !== undefined) where.push(eq(nflGames.week, query.week));
  const settled = sql`${nflPicks.settledAt} is not null`;
  // A pick on a canceled game is refunded like a tie but is no part of the record: not a pick,
  // not a push (docs/rules/nfl.md "Canceled and postponed games"). Its net is 0 either way.
  const played = sql`${nflGames.status} <> 'canceled'`;
  const picks = await db
    .select({
      userId: nflPicks.userId,
      picks: sql<number>`count(*) filter (where ${played})::int`,
      wins: sql<number>`count(*) filter (where ${nflPicks.status} = 'won')::int`,
      losses: sql<number>`count(*) filter (where ${nflPicks.status} = 'lost')::int`,
      pushes: sql<number>`count(*) filter (where ${nflPicks.status} = 'push' and ${played})::int`,
      net: sql<number>`coalesce(sum(${nflPicks.payout} - ${nflPicks.wager}) filter (where ${settled}), 0)::int`,
    })
    .from(nflPicks)
    .innerJoin(nflGames, eq(nflGames.id, nflPicks.gameId))
    .where(and(...where))
    .groupBy(nflPicks.userId);
  const rows = new Map(picks.filter((p) => p.picks > 0).map((p) => [p.userId, { ...p }]));
  if (query.week === undefined) {
    const season = await db
      .select({
        userId: nflSeasonPredictions.userId,
        net: sql<number>`(${nflSeasonPredictions.payout} - ${nflSeasonPredictions.totalWager})::int`,
      })
      .from(nflSeasonPredictions)
      .where(
        and(
          eq(nflSeasonPredictions.season, query.season),
          isNotNull(nflSeasonPredictions.settledAt),
        ),
      );
    for (const s of season) {
      const row = rows.get(s.userId) ?? {
        userId: s.userId,
        picks: 0,
        wins: 0,
        losses: 0,
        pushes: 0,
        net: 0,
      };
      row.net += Number(s.net);
      rows.set(s.userId, row);
    }
  }
  if (rows.size === 0) return [];
  const people = await selectPlayers(db, {
    userId: players.userId,
    username: displayName(),
    isPro: players.isPro,
  }).where(inArray(players.userId, [...rows.keys()]));
  const who = new Map(people.map((p) => [p.userId, p]));
  return [...rows.values()]
    .filter((r) => who.has(r.userId))
    .map((r) => ({ ...r, username: who.get(r.userId)!.username, isPro: who.get(r.userId)!.isPro }))
    .sort(
      (a, b) =>
        b.wins - a.wins ||
        b.net - a.net ||
        a.losses - b.losses ||
        a.username.localeCompare(b.username),
    )
    .slice(0, 100)
    .map((r, i) => ({ rank: i + 1, ...r }));
}
