// Writing teams and games, whichever source they come from (ESPN sync, file import, demo). A
// later write fills in what it knows and keeps what it does not (a final with no odds keeps
// the line it had). Settlement of results is nfl.settlement.ts.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { NflGameStatus } from '@boldcall/shared/schemas/nfl';
import type { DbOrTx } from '../../db/client.ts';
import { takeIncoming } from '../../db/upsert.ts';
import { nflGames, nflTeams } from './nfl.table.ts';

export interface TeamInput {
  code: string;
  espnId: string | null;
  name: string;
  shortName: string;
  location: string;
  conference: string;
  division: string;
  color: string;
  alternateColor: string;
  logo: string | null;
}

export interface GameInput {
  id: string;
  season: number;
  gameType: string;
  week: number;
  kickoffAt: Date;
  homeCode: string;
  awayCode: string;
  homeRecord: string | null;
  awayRecord: string | null;
  venue: string | null;
  venueCity: string | null;
  neutralSite: boolean;
  spread: number | null;
  spreadDetails: string | null;
  overUnder: number | null;
  homeScore: number | null;
  awayScore: number | null;
  status: NflGameStatus;
  statusDetail: string | null;
  source: 'espn' | 'import' | 'demo';
}

export async function upsertTeams(db: DbOrTx, teams: readonly TeamInput[]): Promise<number> {
  if (teams.length === 0) return 0;
  await db
    .insert(nflTeams)
    .values(teams.map((t) => ({ ...t, logo: t.logo ?? '' })))
    .onConflictDoUpdate({
      target: nflTeams.code,
      set: {
        ...takeIncoming(nflTeams, [
          'espnId',
          'name',
          'shortName',
          'location',
          'color',
          'alternateColor',
        ]),
        logo: sql`coalesce(nullif(excluded.logo, ''), ${nflTeams.logo})`,
        updatedAt: sql`now()`,
      },
    });
  return teams.length;
}

const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, nfl_games.${column})`);

/** Inserts or updates games by id; returns how many were written. */
export async function upsertGames(db: DbOrTx, games: readonly GameInput[]): Promise<number> {
  const CHUNK = 200;
  for (let i = 0; i < games.length; i += CHUNK) {
    await db
      .insert(nflGames)
      .values(games.slice(i, i + CHUNK).map((g) => ({ ...g })))
      .onConflictDoUpdate({
        target: nflGames.id,
        set: {
          ...takeIncoming(nflGames, [
            'season',
            'gameType',
            'week',
            'kickoffAt',
            'homeCode',
            'awayCode',
            'neutralSite',
            'homeScore',
            'awayScore',
            'status',
            'statusDetail',
            'source',
          ]),
          homeRecord: keep('home_record'),
          awayRecord: keep('away_record'),
          venue: keep('venue'),
          venueCity: keep('venue_city'),
          spread: keep('spread'),
          spreadDetails: keep('spread_details'),
          overUnder: keep('over_under'),
          updatedAt: sql`now()`,
        },
        // A settled game keeps its result: it was paid on it.
        setWhere: sql`nfl_games.settled_at is null`,
      });
  }
  return games.length;
}

/** Whether a season has games from a real source (sync or import). */
export async function hasRealGames(db: DbOrTx, season: number): Promise<boolean> {
  const [row] = await db
    .select({ id: nflGames.id })
    .from(nflGames)
    .where(and(eq(nflGames.season, season), ne(nflGames.source, 'demo')))
    .limit(1);
  return !!row;
}
