// The labelled demo season: generated once, games past their end turn final and settle, and
// real games for the season replace it with open stakes refunded.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { advanceDemoSeason, ensureDemoSeason } from './nfl.demo.ts';
import { importGamesCsv } from './nfl.import.ts';
import { deleteBet, placeBet } from './nfl.service.ts';
import { nflGames, nflPicks } from './nfl.table.ts';

describe('NFL demo season', () => {
  const database = useTestDatabase();

  const count = async (where = sql`true`) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(nflGames)
      .where(where);
    return row?.n ?? 0;
  };

  it('is generated once, plays out, settles, and gives way to real games', async () => {
    const db = database.db;
    const now = new Date('2026-10-01T12:00:00Z');
    expect(await ensureDemoSeason(db, 2026, now)).toBe(true);
    expect(await ensureDemoSeason(db, 2026, now)).toBe(false);
    expect(await count(eq(nflGames.source, 'demo'))).toBe(18 * 16);
    // Weeks 1-3 (from 2026-09-10) are over by October 1st; they are final and settled.
    const finals = await count(eq(nflGames.status, 'final'));
    expect(finals).toBeGreaterThanOrEqual(3 * 16);
    expect(await count(sql`${nflGames.status} = 'final' and ${nflGames.settledAt} is null`)).toBe(
      0,
    );

    /** A demo game of `week`. */
    const demoGameOfWeek = async (week: number) => {
      const [game] = await db
        .select()
        .from(nflGames)
        .where(and(eq(nflGames.source, 'demo'), eq(nflGames.week, week)))
        .limit(1);
      if (!game) throw new Error(`no week ${week}`);
      return game;
    };
    // A pick on a later demo game settles when that game has been played.
    const player = await createPlayer(db, { username: 'demo_picker' });
    const game = await demoGameOfWeek(6);
    await placeBet(db, player.id, { gameId: game.id, teamCode: game.homeCode, wager: 20 }, now);
    const other = await demoGameOfWeek(10);
    await placeBet(db, player.id, { gameId: other.id, teamCode: other.awayCode, wager: 30 }, now);
    expect(await balancesOf(db, player.id)).toEqual([50]);
    // Concurrent first picks on one game by one player: one row, only its wager held.
    const third = await demoGameOfWeek(11);
    await Promise.all(
      [5, 15, 25, 30, 6, 16, 26, 7].map((wager) =>
        placeBet(db, player.id, { gameId: third.id, teamCode: third.homeCode, wager }, now),
      ),
    );
    const rows = await db.select().from(nflPicks).where(eq(nflPicks.gameId, third.id));
    expect(rows).toHaveLength(1);
    expect(await balancesOf(db, player.id)).toEqual([50 - (rows[0]?.wager ?? 0)]);
    await deleteBet(db, player.id, third.id, now);
    expect(await balancesOf(db, player.id)).toEqual([50]);
    const later = new Date(game.kickoffAt.getTime() + 4 * 3_600_000);
    await advanceDemoSeason(db, 2026, later);
    const [settled] = await db.select().from(nflPicks).where(eq(nflPicks.gameId, game.id));
    expect(settled?.status).not.toBe('open');
    const won = settled?.status === 'won';
    expect(await balancesOf(db, player.id)).toEqual([50 + (won ? 40 : 0)]);

    // Real games for 2026 arrive: the demo season goes, the open pick (week 10) is refunded.
    const csv = [
      'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,espn,stadium',
      '2026_01_NE_SEA,2026,REG,1,2026-09-09,Wednesday,20:20,NE,10,SEA,13,Home,401872656,Lumen Field',
    ].join('\n');
    await importGamesCsv(db, csv, later);
    expect(await count(eq(nflGames.source, 'demo'))).toBe(0);
    expect(await count()).toBe(1);
    expect(await balancesOf(db, player.id)).toEqual([80 + (won ? 40 : 0)]);
  });
});
