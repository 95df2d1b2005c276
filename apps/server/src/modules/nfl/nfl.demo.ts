// The demo season (docs/rules/nfl.md): with demo data on and no reachable source, a generated,
// clearly labelled season of the 32 built-in teams (source 'demo'; the web shows a "Demo
// season" banner). Deterministic: fixed pairings, kickoffs from the season's first Thursday
// after Labor Day, scores from a hash of the game id. Games past kickoff + 3½ h turn final and
// settle like real ones. Real data arriving for the season replaces it (open stakes refunded).
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { NFL_WEEKS } from '@boldcall/shared/constants';
import { NFL_TEAMS } from '@boldcall/shared/nfl-teams';
import type { Database } from '../../db/client.ts';
import { releaseStake } from '../points/stakes.ts';
import { upsertGames, type GameInput } from './nfl.games.ts';
import { settleFinishedGames } from './nfl.settlement.ts';
import { nflGames, nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GAME_LENGTH = 3.5 * HOUR;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Thursday after the first Monday of September (UTC midnight). */
function openingThursday(season: number): number {
  const sept1 = Date.UTC(season, 8, 1);
  const dow = new Date(sept1).getUTCDay();
  const laborDay = sept1 + ((8 - dow) % 7) * DAY;
  return laborDay + 3 * DAY;
}

// Offsets from the week's Thursday 00:00 UTC: TNF, 9 early and 4 late Sunday games, SNF, MNF.
const SLOTS = [
  DAY + 0.25 * HOUR,
  ...Array.from({ length: 9 }, () => 3 * DAY + 17 * HOUR),
  ...Array.from({ length: 4 }, () => 3 * DAY + 20.42 * HOUR),
  4 * DAY + 0.33 * HOUR,
  5 * DAY + 0.25 * HOUR,
];

export function demoSchedule(season: number): GameInput[] {
  const codes = NFL_TEAMS.map((t) => t.code);
  const n = codes.length;
  const games: GameInput[] = [];
  const start = openingThursday(season);
  for (let week = 1; week <= NFL_WEEKS; week += 1) {
    // Circle method: the first team stays, the others rotate one place per week.
    const rotated = [
      codes[0]!,
      ...codes.slice(1).map((_, i, rest) => rest[(i + week) % rest.length]!),
    ];
    for (let i = 0; i < n / 2; i += 1) {
      const a = rotated[i]!;
      const b = rotated[n - 1 - i]!;
      const [home, away] = (week + i) % 2 === 0 ? [a, b] : [b, a];
      const id = `demo-${season}-${String(week).padStart(2, '0')}-${away}-${home}`;
      const h = hash(id);
      const line = (h % 15) - 7 + 0.5;
      const team = NFL_TEAMS.find((t) => t.code === home)!;
      games.push({
        id,
        season,
        gameType: 'REG',
        week,
        kickoffAt: new Date(start + (week - 1) * 7 * DAY + SLOTS[i]!),
        homeCode: home,
        awayCode: away,
        homeRecord: '0-0',
        awayRecord: '0-0',
        venue: `${team.shortName} Stadium (demo)`,
        venueCity: team.location,
        neutralSite: false,
        spread: line,
        spreadDetails: `${line < 0 ? home : away} -${Math.abs(line)}`,
        overUnder: 38.5 + ((h >>> 8) % 14),
        homeScore: null,
        awayScore: null,
        status: 'scheduled',
        statusDetail: null,
        source: 'demo',
      });
    }
  }
  return games;
}

function demoScore(id: string): { home: number; away: number } {
  const h = hash(`${id}/score`);
  const home = 10 + (h % 28);
  let away = 7 + ((h >>> 8) % 28);
  if (away === home) away += 3;
  return { home, away };
}

/** Creates the demo season when the season has no games at all. */
export async function ensureDemoSeason(db: Database, season: number, now: Date): Promise<boolean> {
  const [any] = await db
    .select({ id: nflGames.id })
    .from(nflGames)
    .where(eq(nflGames.season, season))
    .limit(1);
  if (any) return false;
  await upsertGames(db, demoSchedule(season));
  await advanceDemoSeason(db, season, now);
  return true;
}

/** Demo games past their end turn final, get settled, and records are brought up to date. */
export async function advanceDemoSeason(db: Database, season: number, now: Date) {
  const due = await db
    .select({ id: nflGames.id })
    .from(nflGames)
    .where(
      and(
        eq(nflGames.season, season),
        eq(nflGames.source, 'demo'),
        eq(nflGames.status, 'scheduled'),
        lte(nflGames.kickoffAt, new Date(now.getTime() - GAME_LENGTH)),
      ),
    );
  for (const { id } of due) {
    const score = demoScore(id);
    await db
      .update(nflGames)
      .set({
        status: 'final',
        statusDetail: 'Final',
        homeScore: score.home,
        awayScore: score.away,
        updatedAt: now,
      })
      .where(eq(nflGames.id, id));
  }
  const settled = await settleFinishedGames(db, now);
  if (due.length > 0) {
    const finals = await db
      .select()
      .from(nflGames)
      .where(
        and(eq(nflGames.season, season), eq(nflGames.source, 'demo'), eq(nflGames.status, 'final')),
      );
    const tally = new Map<string, [number, number]>();
    for (const g of finals) {
      const homeWon = (g.homeScore ?? 0) > (g.awayScore ?? 0);
      for (const [code, won] of [
        [g.homeCode, homeWon],
        [g.awayCode, !homeWon],
      ] as const) {
        const t = tally.get(code) ?? [0, 0];
        t[won ? 0 : 1] += 1;
        tally.set(code, t);
      }
    }
    for (const [code, [w, l]] of tally) {
      const where = (column: typeof nflGames.homeCode | typeof nflGames.awayCode) =>
        and(eq(nflGames.season, season), eq(nflGames.source, 'demo'), eq(column, code));
      await db
        .update(nflGames)
        .set({ homeRecord: `${w}-${l}` })
        .where(where(nflGames.homeCode));
      await db
        .update(nflGames)
        .set({ awayRecord: `${w}-${l}` })
        .where(where(nflGames.awayCode));
    }
  }
  return { finished: due.length, ...settled };
}

/** Removes the demo season once real games arrive; open stakes on it are refunded. */
export async function clearDemoSeason(db: Database, season: number): Promise<void> {
  await db.transaction(async (tx) => {
    const demoIds = (
      await tx
        .select({ id: nflGames.id })
        .from(nflGames)
        .where(and(eq(nflGames.season, season), eq(nflGames.source, 'demo')))
        .for('update')
    ).map((r) => r.id);
    if (demoIds.length === 0) return;
    const open = await tx
      .select()
      .from(nflPicks)
      .where(and(inArray(nflPicks.gameId, demoIds), eq(nflPicks.status, 'open')));
    for (const p of open.sort((a, b) => a.userId.localeCompare(b.userId))) {
      await releaseStake(tx, {
        userId: p.userId,
        amount: p.wager,
        refType: 'nfl_pick',
        refId: p.id,
      });
    }
    const seasons = await tx
      .selectDistinct({ id: nflSeasonPredictions.id })
      .from(nflSeasonPredictions)
      .innerJoin(nflSeasonPicks, eq(nflSeasonPicks.predictionId, nflSeasonPredictions.id))
      .where(and(inArray(nflSeasonPicks.gameId, demoIds), isNull(nflSeasonPredictions.settledAt)));
    for (const { id } of seasons) {
      const [gone] = await tx
        .delete(nflSeasonPredictions)
        .where(eq(nflSeasonPredictions.id, id))
        .returning();
      if (gone) {
        await releaseStake(tx, {
          userId: gone.userId,
          amount: gone.totalWager,
          refType: 'nfl_season',
          refId: gone.id,
        });
      }
    }
    await tx.delete(nflGames).where(inArray(nflGames.id, demoIds));
  });
}
