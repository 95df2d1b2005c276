// Canceled and postponed games (docs/rules/nfl.md "Canceled and postponed games"): a canceled
// game's picks get their wager back but are no part of the win-loss-push record; a postponed
// game's picks stay open.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { ensureDemoSeason } from './nfl.demo.ts';
import { settleFinishedGames } from './nfl.settlement.ts';
import { listWeek } from './nfl.repository.ts';
import { standings } from './nfl.season.ts';
import { placeBet } from './nfl.service.ts';
import { nflGames, nflPicks } from './nfl.table.ts';

describe('NFL canceled and postponed games', () => {
  const database = useTestDatabase();

  it('refunds a canceled game outside the record and keeps a postponed one open', async () => {
    const db = database.db;
    const now = new Date('2026-10-01T12:00:00Z');
    await ensureDemoSeason(db, 2026, now);
    const week = await db
      .select()
      .from(nflGames)
      .where(eq(nflGames.week, 6))
      .orderBy(nflGames.kickoffAt, nflGames.id);
    const [canceled, tied, won, postponed] = week;
    if (!canceled || !tied || !won || !postponed) throw new Error('week 6 has four games');
    const ann = await createPlayer(db, { username: 'cancel_ann' });
    const bob = await createPlayer(db, { username: 'cancel_bob' });
    for (const game of [canceled, tied, won, postponed]) {
      await placeBet(db, ann.id, { gameId: game.id, teamCode: game.homeCode, wager: 10 }, now);
    }
    // bob's only pick is on the game that is canceled.
    await placeBet(db, bob.id, { gameId: canceled.id, teamCode: canceled.awayCode, wager: 7 }, now);
    expect(await balancesOf(db, ann.id, bob.id)).toEqual([60, 93]);

    const set = (id: string, values: Partial<typeof nflGames.$inferInsert>) =>
      db.update(nflGames).set(values).where(eq(nflGames.id, id));
    await set(canceled.id, { status: 'canceled', homeScore: null, awayScore: null });
    await set(tied.id, { status: 'final', homeScore: 17, awayScore: 17 });
    await set(won.id, { status: 'final', homeScore: 24, awayScore: 10 });
    await set(postponed.id, { status: 'postponed', homeScore: null, awayScore: null });
    const counts = await settleFinishedGames(db, now);
    expect(counts).toMatchObject({ settledGames: 3, settledPicks: 4 });

    // The refunds stay: ann 60 + 10 (canceled) + 10 (tie) + 20 (win); bob gets his 7 back.
    expect(await balancesOf(db, ann.id, bob.id)).toEqual([100, 100]);
    const [bobNote] = await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, bob.id));
    expect(bobNote?.message).toBe(
      `${canceled.awayCode} @ ${canceled.homeCode} was canceled: your 7 points are back.`,
    );
    const [open] = await db.select().from(nflPicks).where(eq(nflPicks.gameId, postponed.id));
    expect(open).toMatchObject({ status: 'open', payout: null });

    // The record: 1 win, 0 losses, 1 push (the tie), 3 picks (the postponed one is still open);
    // the canceled game is not there, and bob, whose only pick it was, is not on the board.
    const rows = await standings(db, { season: 2026, week: 6 });
    expect(rows.map((r) => r.username)).toEqual(['cancel_ann']);
    expect(rows[0]).toMatchObject({ picks: 3, wins: 1, losses: 0, pushes: 1, net: 10 });
    const season = await standings(db, { season: 2026 });
    expect(season.find((r) => r.username === 'cancel_ann')).toMatchObject({ pushes: 1 });
    expect(season.some((r) => r.username === 'cancel_bob')).toBe(false);

    // The cards carry the game's own state; the pick on the canceled game is settled.
    const { games } = await listWeek(db, { season: 2026, week: 6 }, ann.id, now);
    const card = (id: string) => games.find((g) => g.id === id);
    expect(card(canceled.id)).toMatchObject({
      status: 'canceled',
      locked: true,
      myBet: { status: 'push', payout: 10 },
    });
    expect(card(postponed.id)).toMatchObject({ status: 'postponed', myBet: { status: 'open' } });
  });
});
