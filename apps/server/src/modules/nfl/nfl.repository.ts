// NFL reads other modules make (decision 021): who plays NFL this season and which picks they
// still have to make (the reminders of modules/reminders), and the picks settled in a player's
// window (the e-mail digest). docs/rules/reminders.md says who gets what.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf, windowsTable, type UserWindow } from '../../db/user-windows.ts';
import { nflGames, nflPicks, nflSeasonPredictions } from './nfl.table.ts';

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

export interface SettledPicks {
  userId: string;
  won: number;
  lost: number;
  /** Ties and canceled games: the wager came back. */
  refunded: number;
  /** Payouts minus wagers of those picks. */
  net: number;
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
