// Keeping the season current (docs/rules/nfl.md "Data sources"): teams and the 18 regular-season
// weeks from the ESPN-compatible source, upserted, then results settled. Runs as a job on the
// job runner (every 3 hours, every 10 minutes on game days) and on demand from the admin.
// Without a reachable source and with demo data on, the labelled demo season stands in.
import { and, eq, gte, lt } from 'drizzle-orm';
import { NFL_WEEKS } from '@boldcall/shared/constants';
import type { NflSyncResult } from '@boldcall/shared/schemas/nfl';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import { advanceDemoSeason, clearDemoSeason, ensureDemoSeason } from './nfl.demo.ts';
import { fetchTeams, fetchWeek, SportsDataError, type Fetcher } from './nfl.espn.ts';
import { hasRealGames, upsertGames, upsertTeams, type GameInput } from './nfl.games.ts';
import { regularSeason } from './nfl.repository.ts';
import { settleFinishedGames } from './nfl.settlement.ts';
import { nflGames } from './nfl.table.ts';

export interface SyncOptions {
  db: Database;
  /** SPORTS_DATA_URL; null when sync is off. */
  baseUrl: string | null;
  season: number;
  now?: Date;
  /** Weeks to fetch (default all 18). */
  weeks?: readonly number[];
  fetcher?: Fetcher;
}

/** Fetches, upserts and settles; throws SportsDataError when no week could be read. */
export async function syncFromSource(opts: SyncOptions): Promise<NflSyncResult> {
  const { db, season } = opts;
  const now = opts.now ?? new Date();
  if (!opts.baseUrl) throw new SportsDataError('sports data sync is off (SPORTS_DATA_URL=off)');
  let teams = 0;
  try {
    teams = await upsertTeams(db, await fetchTeams(opts.baseUrl, opts.fetcher));
  } catch (error) {
    // The built-in teams stand in; games can still be read.
    if (!(error instanceof SportsDataError)) throw error;
  }
  const weeks = opts.weeks ?? Array.from({ length: NFL_WEEKS }, (_, i) => i + 1);
  const games: GameInput[] = [];
  let failures = 0;
  let lastError: unknown = null;
  for (const week of weeks) {
    try {
      games.push(...(await fetchWeek(opts.baseUrl, season, week, opts.fetcher)));
    } catch (error) {
      if (!(error instanceof SportsDataError)) throw error;
      failures += 1;
      lastError = error;
      // Unreachable from the start: do not wait out a time-out for every week.
      if (games.length === 0 && failures >= 2) throw error;
    }
  }
  if (failures === weeks.length) throw lastError ?? new SportsDataError('no week could be read');
  if (games.length > 0) await clearDemoSeason(db, season);
  await upsertGames(db, games);
  const settled = await settleFinishedGames(db, now);
  return { season, teams, games: games.length, ...settled };
}

/** UTC days (YYYY-MM-DD) with a kickoff, and the day after (evening games end past midnight). */
async function gameDays(db: Database, season: number): Promise<Set<string>> {
  const rows = await db
    .select({ kickoff: nflGames.kickoffAt })
    .from(nflGames)
    .where(eq(nflGames.season, season));
  const days = new Set<string>();
  for (const { kickoff } of rows) {
    days.add(kickoff.toISOString().slice(0, 10));
    days.add(new Date(kickoff.getTime() + 86_400_000).toISOString().slice(0, 10));
  }
  return days;
}

/** Weeks with a game within a day of `now`: what a game-day run refreshes. */
async function weeksAround(db: Database, season: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ week: nflGames.week })
    .from(nflGames)
    .where(
      and(
        regularSeason(season),
        gte(nflGames.kickoffAt, new Date(now.getTime() - 36 * 3_600_000)),
        lt(nflGames.kickoffAt, new Date(now.getTime() + 36 * 3_600_000)),
      ),
    );
  return rows.map((r) => r.week).sort((a, b) => a - b);
}

export interface NflJobOptions {
  db: Database;
  baseUrl: string | null;
  season: number;
  demoData: boolean;
  log: { warn(obj: object, msg: string): void };
  fetcher?: Fetcher;
}

/**
 * The sync job: a 10-minute period on game days, 3 hours otherwise. A game-day run refreshes
 * the weeks being played; the others read the whole season.
 */
export function nflSyncJob(opts: NflJobOptions): JobDefinition {
  let days = new Set<string>();
  const isGameDay = (now: Date) => days.has(now.toISOString().slice(0, 10));
  return {
    name: 'nfl-sync',
    period(now) {
      const day = now.toISOString().slice(0, 10);
      if (isGameDay(now)) {
        const slot = Math.floor((now.getUTCHours() * 60 + now.getUTCMinutes()) / 10);
        return `${day}/m${slot}`;
      }
      return `${day}/h${Math.floor(now.getUTCHours() / 3)}`;
    },
    async run(now) {
      let result: NflSyncResult | { demo: object } | { error: string };
      try {
        const weeks = isGameDay(now) ? await weeksAround(opts.db, opts.season, now) : undefined;
        result = await syncFromSource({
          db: opts.db,
          baseUrl: opts.baseUrl,
          season: opts.season,
          now,
          weeks: weeks && weeks.length > 0 ? weeks : undefined,
          fetcher: opts.fetcher,
        });
      } catch (error) {
        if (!(error instanceof SportsDataError)) throw error;
        if (!opts.demoData || (await hasRealGames(opts.db, opts.season))) {
          // Real games stay as they are; a source that is down is retried next period.
          if (opts.baseUrl) throw error;
          result = { error: error.message };
        } else {
          opts.log.warn({ err: error.message }, 'NFL data source unavailable: demo season shown');
          await ensureDemoSeason(opts.db, opts.season, now);
          result = { demo: await advanceDemoSeason(opts.db, opts.season, now) };
        }
      }
      days = await gameDays(opts.db, opts.season);
      return result;
    },
  };
}
