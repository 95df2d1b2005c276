// Saving the week's picks at once (docs/rules/nfl.md "Saving the week"): every pick follows the
// single pick's rules, all of them are saved with their ledger rows in one transaction or none
// is, a refusal names its game, and the save is capped.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_MAX_BATCH_PICKS } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import { NFL_MSG } from '@boldcall/shared/rules/nfl';
import { createPlayer } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { pointsLedger } from '../points/points.table.ts';
import { nflGames, nflPicks } from './nfl.table.ts';

const SEASON = 2026;
const NOW = new Date('2026-09-05T12:00:00Z');
const DAY = 86_400_000;

describe('NFL: saving the week in one request', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ NFL_SEASON: String(SEASON) }, { clock: () => NOW });
  });
  afterAll(() => t.close());

  /** A game `inDays` from now (negative: kicked off already), BUF @ KC unless told. */
  const makeGame = async (inDays = 3, away = 'BUF', home = 'KC') => {
    const id = `batch-${++n}`;
    await t.database.db.insert(nflGames).values({
      id,
      season: SEASON,
      week: 1,
      kickoffAt: new Date(NOW.getTime() + inDays * DAY),
      homeCode: home,
      awayCode: away,
      source: 'import',
    });
    return id;
  };
  /** A new player with 100 points, signed in. */
  const makePlayer = async () => {
    const username = `batch_${++n}`;
    const { id } = await createPlayer(t.database.db, { username });
    return { id, cookie: await signIn(t, username) };
  };
  const save = (cookie: string | null, picks: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/nfl/bets/batch',
      headers: cookie ? { cookie } : {},
      payload: { picks },
    });
  const single = (cookie: string, gameId: string, teamCode: string, wager: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/nfl/bets',
      headers: { cookie },
      payload: { gameId, teamCode, wager },
    });
  const ledger = (userId: string) =>
    t.database.db
      .select({ amount: pointsLedger.amount, reason: pointsLedger.reason })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(asc(pointsLedger.id));
  const picksOf = (userId: string) =>
    t.database.db
      .select({ gameId: nflPicks.gameId, teamCode: nflPicks.teamCode, wager: nflPicks.wager })
      .from(nflPicks)
      .where(eq(nflPicks.userId, userId))
      .orderBy(asc(nflPicks.gameId));
  const balance = async (userId: string) => (await balancesOf(t.database.db, userId))[0];

  it('refuses a visitor', async () => {
    const game = await makeGame();
    const res = await save(null, [{ gameId: game, teamCode: 'KC', wager: 10 }]);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.authRequired);
  });

  it('saves new and changed picks together; a change moves only the difference', async () => {
    const me = await makePlayer();
    const [g1, g2, g3] = [await makeGame(), await makeGame(4, 'NE', 'SEA'), await makeGame(5)];
    expect((await single(me.cookie, g1, 'KC', 30)).statusCode).toBe(200);
    expect(await balance(me.id)).toBe(70);
    const before = (await ledger(me.id)).length;

    // g1: KC 30 → BUF 10 (20 back); g2: new SEA 25; g3: new BUF 40. 70 + 20 - 25 - 40 = 25.
    const res = await save(me.cookie, [
      { gameId: g1, teamCode: 'BUF', wager: 10 },
      { gameId: g2, teamCode: 'sea', wager: 25 },
      { gameId: g3, teamCode: 'BUF', wager: 40 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([
      { gameId: g1, teamCode: 'BUF', wager: 10, status: 'open' },
      { gameId: g2, teamCode: 'SEA', wager: 25, status: 'open' },
      { gameId: g3, teamCode: 'BUF', wager: 40, status: 'open' },
    ]);
    expect(await balance(me.id)).toBe(25);
    expect((await ledger(me.id)).slice(before)).toEqual([
      { amount: 20, reason: 'refund' },
      { amount: -25, reason: 'nfl_pick_wager' },
      { amount: -40, reason: 'nfl_pick_wager' },
    ]);
    expect(await picksOf(me.id)).toEqual(
      [
        { gameId: g1, teamCode: 'BUF', wager: 10 },
        { gameId: g2, teamCode: 'SEA', wager: 25 },
        { gameId: g3, teamCode: 'BUF', wager: 40 },
      ].sort((a, b) => a.gameId.localeCompare(b.gameId)),
    );

    // Raising one pick moves only the difference: 10 → 30 takes 20.
    const raise = await save(me.cookie, [{ gameId: g1, teamCode: 'BUF', wager: 30 }]);
    expect(raise.statusCode, raise.body).toBe(200);
    expect(await balance(me.id)).toBe(5);
    expect((await ledger(me.id)).at(-1)).toEqual({ amount: -20, reason: 'nfl_pick_wager' });
  });

  it('counts the points a lowered pick frees before the picks that take more', async () => {
    const me = await makePlayer();
    const [g1, g2] = [await makeGame(), await makeGame()];
    expect((await single(me.cookie, g1, 'KC', 90)).statusCode).toBe(200);
    // 10 left; lowering g1 to 20 frees 70, so a new 60 fits although it is sent first.
    const res = await save(me.cookie, [
      { gameId: g2, teamCode: 'KC', wager: 60 },
      { gameId: g1, teamCode: 'KC', wager: 20 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(me.id)).toBe(20);
  });

  it('saves nothing when one game has kicked off, and names that game', async () => {
    const me = await makePlayer();
    const open = await makeGame();
    const started = await makeGame(-0.1, 'NYJ', 'MIA');
    expect((await single(me.cookie, open, 'KC', 10)).statusCode).toBe(200);
    const before = await ledger(me.id);

    const res = await save(me.cookie, [
      { gameId: open, teamCode: 'BUF', wager: 50 },
      { gameId: await makeGame(), teamCode: 'KC', wager: 20 },
      { gameId: started, teamCode: 'MIA', wager: 10 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'GAME_LOCKED',
      message: NFL_MSG.batchRefusal('NYJ @ MIA', NFL_MSG.gameLocked),
    });
    expect(res.json().message).toBe('NYJ @ MIA: This game has started. Picks are locked.');
    expect(await balance(me.id)).toBe(90);
    expect(await ledger(me.id)).toEqual(before);
    expect(await picksOf(me.id)).toEqual([{ gameId: open, teamCode: 'KC', wager: 10 }]);
  });

  it('saves nothing when the picks together need more than the balance, and names the game', async () => {
    const me = await makePlayer();
    const [g1, g2] = [await makeGame(3, 'DAL', 'PHI'), await makeGame(4, 'GB', 'CHI')];
    const before = await ledger(me.id);
    const res = await save(me.cookie, [
      { gameId: g1, teamCode: 'PHI', wager: 60 },
      { gameId: g2, teamCode: 'GB', wager: 50 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`GB @ CHI: ${NFL_MSG.notEnoughPoints(40)}`);
    expect(await balance(me.id)).toBe(100);
    expect(await ledger(me.id)).toEqual(before);
    expect(await picksOf(me.id)).toEqual([]);

    const wrongTeam = await save(me.cookie, [{ gameId: g1, teamCode: 'KC', wager: 5 }]);
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().message).toBe(`DAL @ PHI: ${NFL_MSG.teamNotInGame}`);
    const unknown = await save(me.cookie, [{ gameId: 'nope', teamCode: 'KC', wager: 5 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`Game nope: ${NFL_MSG.gameNotFound}`);
  });

  it('refuses an empty save, a game twice and more than the cap with a 400', async () => {
    const me = await makePlayer();
    const game = await makeGame();
    const tooMany = Array.from({ length: NFL_MAX_BATCH_PICKS + 1 }, (_, i) => ({
      gameId: `g-${i}`,
      teamCode: 'KC',
      wager: 1,
    }));
    const big = await save(me.cookie, tooMany);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(NFL_MSG.batchTooMany);
    const empty = await save(me.cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NFL_MSG.batchEmpty);
    const twice = await save(me.cookie, [
      { gameId: game, teamCode: 'KC', wager: 1 },
      { gameId: game, teamCode: 'BUF', wager: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(NFL_MSG.batchTwice);
    const zero = await save(me.cookie, [{ gameId: game, teamCode: 'KC', wager: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(NFL_MSG.wagerMin);
    expect(await balance(me.id)).toBe(100);
  });
});
