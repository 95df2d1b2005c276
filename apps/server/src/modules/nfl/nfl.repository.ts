// NFL reads (docs/rules/nfl.md): teams, a week's games with the caller's pick and the real pick
// count, a player's weekly picks; and the reads other modules make (decision 021): who plays NFL
// this season and which picks they still have to make (the reminders of modules/reminders), and
// the picks settled in a player's window (the e-mail digest). docs/rules/reminders.md says who
// gets what. The season predictor's state and the standings are in nfl.season.ts.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NFL_TEAMS, nflLogoUrl, nflTeam } from '@boldcall/shared/nfl-teams';
import { currentWeek, isGameLocked } from '@boldcall/shared/rules/nfl';
import type { NflBet, NflGame, NflTeam } from '@boldcall/shared/schemas/nfl';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf, windowsTable, type UserWindow } from '../../db/user-windows.ts';
import { nflGames, nflPicks, nflSeasonPredictions, nflTeams } from './nfl.table.ts';
import type { SettledPicks } from '../notifications/notifications.digest.ts';

type GameRow = typeof nflGames.$inferSelect;
type PickRow = typeof nflPicks.$inferSelect;

const g = nflGames;

/**
 * The regular-season weeks whose first kickoff (of the games not canceled) falls in
 * (from, to], with that kickoff.
 */
export async function weeksStartingBetween(
  db: DbOrTx,
  season: number,
  from: Date,
  to: Date,
): Promise<Array<{ week: number; firstKickoff: Date }>> {
  const result = await db.execute(sql`
    select ${g.week} as week, min(${g.kickoffAt}) as "firstKickoff"
      from ${g}
     where ${g.season} = ${season} and ${g.gameType} = 'REG' and ${g.status} <> 'canceled'
     group by ${g.week}
    having min(${g.kickoffAt}) > ${from.toISOString()}::timestamptz
       and min(${g.kickoffAt}) <= ${to.toISOString()}::timestamptz
     order by 1`);
  return rowsOf<{ week: number; firstKickoff: Date | string }>(result).map((r) => ({
    week: Number(r.week),
    firstKickoff: new Date(r.firstKickoff),
  }));
}

/** Players of the season: at least one weekly pick on its games, or its season prediction. */
const seasonPlayers = (season: number) => sql`
  select ${nflPicks.userId} as user_id from ${nflPicks}
    join ${g} on ${g.id} = ${nflPicks.gameId}
   where ${g.season} = ${season}
  union
  select ${nflSeasonPredictions.userId} from ${nflSeasonPredictions}
   where ${nflSeasonPredictions.season} = ${season}`;

/**
 * The season's players who have no pick yet on some of the week's games still open at `now`
 * (scheduled or postponed, before kickoff), with how many: one statement for everyone.
 */
export async function playersMissingPicks(
  db: DbOrTx,
  season: number,
  week: number,
  now: Date,
): Promise<Array<{ userId: string; missing: number }>> {
  const result = await db.execute(sql`
    with open_games as (
      select ${g.id} as id from ${g}
       where ${g.season} = ${season} and ${g.gameType} = 'REG' and ${g.week} = ${week}
         and ${g.status} in ('scheduled', 'postponed') and ${g.settledAt} is null
         and ${g.kickoffAt} > ${now.toISOString()}::timestamptz
    ), season_players as (${seasonPlayers(season)})
    select sp.user_id as "userId", count(*)::int as missing
      from season_players sp cross join open_games og
     where not exists (
       select 1 from ${nflPicks}
        where ${nflPicks.userId} = sp.user_id and ${nflPicks.gameId} = og.id)
     group by sp.user_id`);
  return rowsOf<{ userId: string; missing: number }>(result).map((r) => ({
    userId: r.userId,
    missing: Number(r.missing),
  }));
}

/**
 * Players of this season or the last one (the season predictor's audience: its lock comes
 * before most of this season's picks) who have no season prediction for `season`.
 */
export async function playersWithoutSeasonPrediction(
  db: DbOrTx,
  season: number,
): Promise<string[]> {
  const s = nflSeasonPredictions;
  const result = await db.execute(sql`
    select distinct user_id as "userId" from (
      ${seasonPlayers(season)}
      union
      ${seasonPlayers(season - 1)}
    ) players
     where not exists (
       select 1 from ${s} where ${s.userId} = players.user_id and ${s.season} = ${season})`);
  return rowsOf<{ userId: string }>(result).map((r) => r.userId);
}

/** Each player's weekly picks settled within their window (the e-mail digest). */
export async function picksSettledIn(
  db: DbOrTx,
  windows: readonly UserWindow[],
): Promise<SettledPicks[]> {
  if (windows.length === 0) return [];
  const p = nflPicks;
  const result = await db.execute(sql`
    select w.user_id as "userId",
           count(*) filter (where ${p.status} = 'won')::int as won,
           count(*) filter (where ${p.status} = 'lost')::int as lost,
           count(*) filter (where ${p.status} = 'push')::int as refunded,
           coalesce(sum(coalesce(${p.payout}, 0) - ${p.wager}), 0)::int as net
      from ${windowsTable(windows)}
      join ${p} on ${p.userId} = w.user_id and ${p.settledAt} >= w.since and ${p.settledAt} < w.until
     group by w.user_id`);
  return rowsOf<SettledPicks>(result).map((r) => ({
    userId: r.userId,
    won: Number(r.won),
    lost: Number(r.lost),
    refunded: Number(r.refunded),
    net: Number(r.net),
  }));
}

// ---------------------------------------------------------------------------------------------
// Teams

/** The synced teams, or the built-in list when nothing was synced. */
export async function listTeams(db: DbOrTx): Promise<NflTeam[]> {
  const rows = await db.select().from(nflTeams).orderBy(asc(nflTeams.name));
  if (rows.length === 0) {
    return NFL_TEAMS.map((t) => ({
      code: t.code,
      name: t.name,
      shortName: t.shortName,
      location: t.location,
      conference: t.conference,
      division: t.division,
      color: t.color,
      alternateColor: t.alternateColor,
      logo: nflLogoUrl(t.code),
    })).sort((a, b) => a.name.localeCompare(b.name));
  }
  return rows.map((r) => {
    const builtIn = nflTeam(r.code);
    return {
      code: r.code,
      name: r.name,
      shortName: r.shortName,
      location: r.location,
      conference: builtIn?.conference ?? (r.conference === 'AFC' ? 'AFC' : 'NFC'),
      division: builtIn?.division ?? 'North',
      color: r.color,
      alternateColor: r.alternateColor,
      logo: r.logo || nflLogoUrl(r.code),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Games

export function isLocked(game: GameRow, now: Date): boolean {
  return (
    game.settledAt !== null ||
    !(game.status === 'scheduled' || game.status === 'postponed') ||
    isGameLocked(game.kickoffAt, now)
  );
}

function toGame(
  g: GameRow,
  teams: Map<string, NflTeam>,
  now: Date,
  totalBets: number,
  myBet: PickRow | undefined,
): NflGame {
  const side = (
    code: string,
    record: string | null,
    spread: number | null,
    score: number | null,
  ) => {
    const t = teams.get(code);
    return {
      code,
      name: t?.name ?? code,
      shortName: t?.shortName ?? code,
      conference: t?.conference ?? null,
      division: t?.division ?? null,
      color: t?.color ?? '#555555',
      alternateColor: t?.alternateColor ?? '#FFFFFF',
      logo: t?.logo ?? nflLogoUrl(code),
      record,
      spread,
      score,
    };
  };
  const final = g.status === 'final' && g.homeScore !== null && g.awayScore !== null;
  const winner = final
    ? g.homeScore === g.awayScore
      ? null
      : (g.homeScore ?? 0) > (g.awayScore ?? 0)
        ? g.homeCode
        : g.awayCode
    : null;
  return {
    id: g.id,
    season: g.season,
    week: g.week,
    kickoffTime: g.kickoffAt.toISOString(),
    status: g.status,
    statusDetail: g.statusDetail,
    locked: isLocked(g, now),
    venue: g.venue,
    venueCity: g.venueCity,
    neutralSite: g.neutralSite,
    homeTeam: side(g.homeCode, g.homeRecord, g.spread, g.homeScore),
    awayTeam: side(
      g.awayCode,
      g.awayRecord,
      g.spread === null ? null : -g.spread || 0,
      g.awayScore,
    ),
    spreadDetails: g.spreadDetails,
    stats: { overUnder: g.overUnder, totalBets },
    winner,
    source: g.source,
    myBet: myBet
      ? {
          teamCode: myBet.teamCode,
          wager: myBet.wager,
          status: myBet.status,
          payout: myBet.payout,
          placedAt: myBet.placedAt.toISOString(),
        }
      : null,
  };
}

async function teamMap(db: DbOrTx): Promise<Map<string, NflTeam>> {
  return new Map((await listTeams(db)).map((t) => [t.code, t]));
}

/** Games with their pick counts and the viewer's picks. */
async function hydrate(
  db: DbOrTx,
  rows: GameRow[],
  viewerId: string | null,
  now: Date,
): Promise<NflGame[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ gameId: nflPicks.gameId, n: count() })
    .from(nflPicks)
    .where(inArray(nflPicks.gameId, ids))
    .groupBy(nflPicks.gameId);
  const mine = viewerId
    ? await db
        .select()
        .from(nflPicks)
        .where(and(eq(nflPicks.userId, viewerId), inArray(nflPicks.gameId, ids)))
    : [];
  const teams = await teamMap(db);
  const countOf = new Map(counts.map((c) => [c.gameId, Number(c.n)]));
  const myPick = new Map(mine.map((p) => [p.gameId, p]));
  return rows.map((g) => toGame(g, teams, now, countOf.get(g.id) ?? 0, myPick.get(g.id)));
}

export const regularSeason = (season: number) =>
  and(eq(nflGames.season, season), eq(nflGames.gameType, 'REG'));

export async function seasonOverview(db: DbOrTx, season: number, now: Date) {
  const rows = await db
    .select({
      week: nflGames.week,
      kickoff: nflGames.kickoffAt,
      status: nflGames.status,
      source: nflGames.source,
    })
    .from(nflGames)
    .where(regularSeason(season));
  return {
    currentWeek: currentWeek(
      rows.map((r) => ({ week: r.week, kickoff: r.kickoff, final: r.status === 'final' })),
      now,
    ),
    demo: rows.length > 0 && rows.every((r) => r.source === 'demo'),
    lockAt: rows.reduce<Date | null>((min, r) => (!min || r.kickoff < min ? r.kickoff : min), null),
    total: rows.length,
  };
}

export async function listWeek(
  db: DbOrTx,
  query: { season: number; week?: number | undefined },
  viewerId: string | null,
  now: Date,
) {
  const overview = await seasonOverview(db, query.season, now);
  const week = query.week ?? overview.currentWeek;
  const rows = await db
    .select()
    .from(nflGames)
    .where(and(regularSeason(query.season), eq(nflGames.week, week)))
    .orderBy(asc(nflGames.kickoffAt), asc(nflGames.id));
  return {
    season: query.season,
    week,
    currentWeek: overview.currentWeek,
    demo: overview.demo,
    games: await hydrate(db, rows, viewerId, now),
  };
}

export async function listSeasonGames(
  db: DbOrTx,
  season: number,
  viewerId: string | null,
  now: Date,
) {
  const rows = await db
    .select()
    .from(nflGames)
    .where(regularSeason(season))
    .orderBy(asc(nflGames.week), asc(nflGames.kickoffAt), asc(nflGames.id));
  return {
    season,
    demo: rows.length > 0 && rows.every((r) => r.source === 'demo'),
    games: await hydrate(db, rows, viewerId, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Weekly picks

export function toBet(p: PickRow, g: { season: number; week: number }): NflBet {
  return {
    gameId: p.gameId,
    season: g.season,
    week: g.week,
    teamCode: p.teamCode,
    wager: p.wager,
    status: p.status,
    payout: p.payout,
    placedAt: p.placedAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

export async function listBets(
  db: DbOrTx,
  userId: string,
  query: { season?: number | undefined; week?: number | undefined },
): Promise<NflBet[]> {
  const where: SQL[] = [eq(nflPicks.userId, userId)];
  if (query.season !== undefined) where.push(eq(nflGames.season, query.season));
  if (query.week !== undefined) where.push(eq(nflGames.week, query.week));
  const rows = await db
    .select({ pick: nflPicks, season: nflGames.season, week: nflGames.week })
    .from(nflPicks)
    .innerJoin(nflGames, eq(nflGames.id, nflPicks.gameId))
    .where(and(...where))
    .orderBy(asc(nflGames.kickoffAt), asc(nflGames.id));
  return rows.map((r) => toBet(r.pick, r));
}
