// Rivalries through the real settlements (docs/rules/rivals.md): a world of four players meets
// through joins, jumps, bets against, an NFL game and an UNMEASURABLE call, and every
// head-to-head record equals the hand count below.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HeadToHead, RivalsSummary } from '@boldcall/shared/schemas/rivals';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { playersNamed, settledCall } from '../../test/plays.ts';
import { useTestApp } from '../../test/test-app.ts';
import { settleFinishedGames } from '../nfl/nfl.settlement.ts';
import { placeBet } from '../nfl/nfl.service.ts';
import { nflGames } from '../nfl/nfl.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { betAgainstPrediction, joinPrediction } from '../predictions/predictions.service.ts';
import { MAX_PER_SIDE } from './rivals.service.ts';
import { rivalMeetings, rivalPairs } from './rivals.table.ts';

describe('rivalries', () => {
  const t = useTestApp();

  it('records every meeting of four players as counted by hand', async () => {
    const db = t.database.db;
    const [a, b, c, d] = await playersNamed(db, ['ann', 'bob', 'cat', 'dan'], 'r');

    // Every stake is 5 points.
    // 1. Ann's call, Bob joins, Dan jumps on, Cat bets against: CORRECT.
    const p1 = await settledCall(db, 'CORRECT', {
      userId: a.id,
      text: 'Call one happens this year',
      joins: [[b.id, 5]],
      jumps: [[d.id, 5]],
      against: [[c.id, 5]],
    });
    // 2. Cat's call, Dan and Ann bet against: INCORRECT.
    await settledCall(db, 'INCORRECT', {
      userId: c.id,
      text: 'Call two happens this year',
      against: [
        [d.id, 5],
        [a.id, 5],
      ],
    });
    // 3. Bob's call, Ann bets against: UNMEASURABLE counts for nobody.
    const p3 = await settledCall(db, 'UNMEASURABLE', {
      userId: b.id,
      text: 'Call three happens this year',
      against: [[a.id, 5]],
    });
    // 4. Dan's call, Ann joins, Bob bets against: INCORRECT.
    await settledCall(db, 'INCORRECT', {
      userId: d.id,
      text: 'Call four happens this year',
      joins: [[a.id, 5]],
      against: [[b.id, 5]],
    });
    // 5. An NFL game: Ann and Cat pick the home team, Bob and Dan the away team; home wins.
    const now = new Date('2026-10-01T12:00:00Z');
    await db.insert(nflGames).values({
      id: 'rivals-game-1',
      season: 2026,
      week: 4,
      kickoffAt: new Date('2026-10-04T17:00:00Z'),
      homeCode: 'BUF',
      awayCode: 'NYJ',
      source: 'demo',
    });
    for (const [player, team] of [
      [a, 'BUF'],
      [c, 'BUF'],
      [b, 'NYJ'],
      [d, 'NYJ'],
    ] as const) {
      await placeBet(db, player.id, { gameId: 'rivals-game-1', teamCode: team, wager: 5 }, now);
    }
    await db
      .update(nflGames)
      .set({ status: 'final', homeScore: 24, awayScore: 17 })
      .where(eq(nflGames.id, 'rivals-game-1'));
    expect((await settleFinishedGames(db)).settledGames).toBe(1);
    // 6. Cat's call, Bob bets against: CORRECT.
    const p5 = await settledCall(db, 'CORRECT', {
      userId: c.id,
      text: 'Call five happens this year',
      against: [[b.id, 5]],
    });

    // The hand count: [player, other, wins, losses, allied wins].
    const A = a.id;
    const B = b.id;
    const C = c.id;
    const D = d.id;
    const hand: Array<[string, string, number, number, number]> = [
      [A, B, 1, 1, 1], // nfl / p4; allies on p1
      [A, C, 2, 0, 1], // p1, p2; allies on the game
      [A, D, 1, 0, 2], // nfl; allies on p1, p2
      [B, C, 1, 2, 0], // p1 / nfl, p5
      [B, D, 1, 0, 1], // p4; allies on p1
      [C, D, 1, 2, 0], // nfl / p1, p2
    ];
    const expected = hand.flatMap(([u, o, w, l, al]) => [
      { userId: u, otherId: o, wins: w, losses: l, alliedWins: al },
      { userId: o, otherId: u, wins: l, losses: w, alliedWins: al },
    ]);
    const rows = await db
      .select({
        userId: rivalPairs.userId,
        otherId: rivalPairs.otherId,
        wins: rivalPairs.wins,
        losses: rivalPairs.losses,
        alliedWins: rivalPairs.alliedWins,
      })
      .from(rivalPairs);
    const key = (r: { userId: string; otherId: string }) => `${r.userId}>${r.otherId}`;
    const sort = <T extends { userId: string; otherId: string }>(list: T[]) =>
      [...list].sort((x, y) => key(x).localeCompare(key(y)));
    expect(sort(rows)).toEqual(sort(expected));

    // The UNMEASURABLE call left no meeting; every other meeting is listed once.
    const meetings = await db.select().from(rivalMeetings);
    expect(meetings.filter((m) => m.refId === p3)).toEqual([]);
    expect(meetings).toHaveLength(hand.reduce((n, [, , w, l]) => n + w + l, 0));

    // The API: Cat's nemesis is Dan (2 losses in 3 meetings); Ann has none (< 3 meetings with
    // anyone she lost to) and her best ally is Dan.
    const rivals = async (id: string) =>
      (await t.app.inject({ url: `/api/users/${id}/rivals` })).json<{ data: RivalsSummary }>().data;
    const cat = await rivals(C);
    expect(cat.nemesis).toMatchObject({ rival: { id: D }, wins: 1, losses: 2, meetings: 3 });
    expect(cat.top.map((r) => r.rival.id)).toEqual(expect.arrayContaining([A, B, D]));
    const ann = await rivals(A);
    expect(ann.nemesis).toBeNull();
    expect(ann.bestAlly).toMatchObject({ rival: { id: D }, alliedWins: 2 });

    const h2h = await t.app.inject({ url: `/api/users/${B}/head-to-head/${C}` });
    expect(h2h.statusCode).toBe(200);
    const record = h2h.json<{ data: HeadToHead }>().data;
    expect(record).toMatchObject({ wins: 1, losses: 2, player: { id: B }, rival: { id: C } });
    expect(record.meetings.map((m) => [m.kind, m.refId, m.winnerId])).toEqual([
      ['prediction', p5, C],
      ['nfl_game', 'rivals-game-1', C],
      ['prediction', p1, B],
    ]);
    expect(record.meetings[1]?.title).toBe('NYJ @ BUF (17–24)');

    // The last meeting told both players how the record stands.
    const notes = await db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.kind, 'rivalry'));
    expect(notes).toEqual(
      expect.arrayContaining([
        { userId: C, message: 'You beat bob_r: 2–1 head to head.' },
        { userId: B, message: 'cat_r beat you: 1–2 head to head.' },
      ]),
    );

    const missing = await t.app.inject({ url: `/api/users/${A}/head-to-head/nobody` });
    expect(missing.statusCode).toBe(404);
  });

  it(`lets at most ${MAX_PER_SIDE} players of each side meet`, async () => {
    const db = t.database.db;
    const crowd = await Promise.all(
      Array.from({ length: MAX_PER_SIDE + 3 }, (_, i) =>
        createPlayer(db, { username: `crowd_${i}` }),
      ),
    );
    const creator = await createPlayer(db, { username: 'crowd_creator' });
    const bettor = await createPlayer(db, { username: 'crowd_bettor' });
    const id = await makePrediction(db, { userId: creator.id, pointsWagered: 50 });
    for (const p of crowd) await joinPrediction(db, p.id, id, 1);
    await betAgainstPrediction(db, bettor.id, id, 5);
    await resolvePredictionNow(db, id, 'INCORRECT');
    const meetings = await db.select().from(rivalMeetings).where(eq(rivalMeetings.refId, id));
    expect(meetings).toHaveLength(MAX_PER_SIDE);
    // The largest stake always meets.
    expect(meetings.map((m) => m.loserId)).toContain(creator.id);
  });
});
