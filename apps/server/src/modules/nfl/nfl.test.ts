// NFL against a fake ESPN server speaking the real response shapes (teams, scoreboard): sync
// maps every field, picks lock at kickoff, results settle win 2×, loss 0, tie refund exactly
// once, a season prediction pays round(2 × wager × correct ÷ decided), and nflverse's games.csv
// imports.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import { NFL_TEAMS } from '@boldcall/shared/nfl-teams';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { createPlayer } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { createTestApp, signIn, type TestApp, useTestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { pointsLedger } from '../points/points.table.ts';
import { importGamesCsv } from './nfl.import.ts';
import { nflGames, nflPicks } from './nfl.table.ts';

// ---------------------------------------------------------------------------------------------
// The fake ESPN server: responses built from the documented shapes.

interface FakeSide {
  abbr: string;
  score?: number;
  record?: string;
}
interface FakeGame {
  id: string;
  week: number;
  date: string; // ESPN style: YYYY-MM-DDTHH:MMZ
  home: FakeSide;
  away: FakeSide;
  state: 'pre' | 'in' | 'post';
  venue?: { name: string; city: string; state: string };
  neutral?: boolean;
  odds?: { details: string; spread: number; overUnder: number } | null;
}

const SEASON = 2026;

function team(abbr: string) {
  const t = NFL_TEAMS.find((x) => x.code === abbr);
  if (!t) throw new Error(abbr);
  return {
    id: t.espnId,
    uid: `s:20~l:28~t:${t.espnId}`,
    location: t.location,
    name: t.shortName,
    abbreviation: abbr,
    displayName: t.name,
    shortDisplayName: t.shortName,
    color: '002a5c',
    alternateColor: '69be28',
    isActive: true,
    logo: `https://a.espncdn.com/i/teamlogos/nfl/500/scoreboard/${abbr.toLowerCase()}.png`,
  };
}

/** ESPN's status of a game: scheduled, in the 2nd quarter at 8:32, or final. */
function status(state: FakeGame['state']) {
  const [id, name, description, detail, shortDetail] = {
    pre: [
      '1',
      'STATUS_SCHEDULED',
      'Scheduled',
      'Wed, September 9th at 8:20 PM EDT',
      '9/9 - 8:20 PM EDT',
    ],
    in: ['2', 'STATUS_IN_PROGRESS', 'In Progress', '8:32 - 2nd Quarter', '8:32 - 2nd'],
    post: ['3', 'STATUS_FINAL', 'Final', 'Final', 'Final'],
  }[state];
  const live = state === 'in';
  return {
    clock: live ? 512 : 0,
    displayClock: live ? '8:32' : '0:00',
    period: { pre: 0, in: 2, post: 4 }[state],
    type: { id, name, state, completed: state === 'post', description, detail, shortDetail },
  };
}

function event(g: FakeGame) {
  const final = g.state === 'post';
  const side = (s: FakeSide, homeAway: 'home' | 'away', other: FakeSide) => ({
    id: team(s.abbr).id,
    type: 'team',
    order: homeAway === 'home' ? 0 : 1,
    homeAway,
    team: team(s.abbr),
    score: String(s.score ?? 0),
    ...(final ? { winner: (s.score ?? 0) > (other.score ?? 0) } : { winner: null }),
    statistics: [],
    records: s.record
      ? [
          { name: 'overall', abbreviation: 'Any', type: 'total', summary: s.record },
          { name: 'Home', type: 'home', summary: '0-0' },
        ]
      : undefined,
  });
  return {
    id: g.id,
    uid: `s:20~l:28~e:${g.id}`,
    date: g.date,
    name: `${team(g.away.abbr).displayName} at ${team(g.home.abbr).displayName}`,
    shortName: `${g.away.abbr} ${g.neutral ? 'VS' : '@'} ${g.home.abbr}`,
    season: { year: SEASON, type: 2, slug: 'regular-season' },
    week: { number: g.week },
    competitions: [
      {
        id: g.id,
        date: g.date,
        neutralSite: g.neutral ?? false,
        ...(g.venue
          ? {
              venue: {
                id: '3673',
                fullName: g.venue.name,
                address: { city: g.venue.city, state: g.venue.state, country: 'USA' },
                indoor: false,
              },
            }
          : {}),
        competitors: [side(g.home, 'home', g.away), side(g.away, 'away', g.home)],
        notes: [],
        status: { ...status(g.state), isTBDFlex: false },
        broadcast: 'NBC',
        odds:
          g.odds === null
            ? null
            : g.odds
              ? [
                  {
                    provider: { id: '100', name: 'DraftKings', priority: 1 },
                    details: g.odds.details,
                    overUnder: g.odds.overUnder,
                    spread: g.odds.spread,
                    awayTeamOdds: { favorite: g.odds.spread > 0, underdog: g.odds.spread < 0 },
                    homeTeamOdds: { favorite: g.odds.spread < 0, underdog: g.odds.spread > 0 },
                  },
                ]
              : undefined,
      },
    ],
    status: status(g.state),
  };
}

function startFakeEspn(games: Map<string, FakeGame>) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    res.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/teams')) {
      res.end(
        JSON.stringify({
          sports: [
            {
              id: '20',
              name: 'Football',
              leagues: [
                {
                  id: '28',
                  abbreviation: 'NFL',
                  teams: NFL_TEAMS.map((t) => ({
                    team: {
                      ...team(t.code),
                      slug: t.name.toLowerCase().replaceAll(' ', '-'),
                      nickname: t.shortName,
                      color: t.code === 'ARI' ? 'a4113e' : t.color.slice(1).toLowerCase(),
                      alternateColor: 'ffffff',
                      logos: [
                        {
                          href: `https://a.espncdn.com/i/teamlogos/nfl/500/${t.code.toLowerCase()}.png`,
                          rel: ['full', 'default'],
                        },
                      ],
                    },
                  })),
                },
              ],
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname.endsWith('/scoreboard')) {
      const week = Number(url.searchParams.get('week'));
      const ok =
        url.searchParams.get('dates') === String(SEASON) &&
        url.searchParams.get('seasontype') === '2';
      res.end(
        JSON.stringify({
          leagues: [{ id: '28', abbreviation: 'NFL', season: { year: SEASON } }],
          season: { type: 2, year: SEASON },
          week: { number: week },
          events: ok ? [...games.values()].filter((g) => g.week === week).map(event) : [],
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise<{ server: Server; base: string; requests: string[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        base: `http://127.0.0.1:${port}/apis/site/v2/sports/football/nfl`,
        requests,
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

describe('NFL against a fake ESPN server', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeEspn>>;
  let now = new Date('2026-09-01T12:00:00Z');
  const games = new Map<string, FakeGame>();
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const put = (g: FakeGame) => games.set(g.id, g);
  /** A week-1 game of `away` at `home`, not played yet, both teams 0-0. */
  const scheduled = (
    id: string,
    date: string,
    away: string,
    home: string,
    more: Partial<FakeGame>,
  ) =>
    put({
      id,
      week: 1,
      date,
      home: { abbr: home, record: '0-0' },
      away: { abbr: away, record: '0-0' },
      state: 'pre',
      ...more,
    });
  scheduled('401872656', '2026-09-10T00:20Z', 'NE', 'SEA', {
    venue: { name: 'Lumen Field', city: 'Seattle', state: 'WA' },
    odds: { details: 'SEA -3.5', spread: -3.5, overUnder: 44.5 },
  });
  scheduled('401872657', '2026-09-11T00:35Z', 'SF', 'LAR', {
    neutral: true,
    venue: { name: 'Melbourne Cricket Ground', city: 'Melbourne', state: 'VIC' },
    odds: { details: 'LAR -3.5', spread: -3.5, overUnder: 48.5 },
  });
  scheduled('401872658', '2026-09-13T17:00Z', 'PHI', 'WSH', {
    venue: { name: 'Northwest Stadium', city: 'Landover', state: 'MD' },
    odds: { details: 'PHI -2.5', spread: 2.5, overUnder: 47 },
  });
  /** The stored game `id` in `state` with these scores (and any other `changes`). */
  const score = (
    id: string,
    state: FakeGame['state'],
    home: number,
    away: number,
    changes: Partial<FakeGame> = {},
  ) => {
    const g = games.get(id)!;
    put({
      ...g,
      state,
      home: { ...g.home, score: home },
      away: { ...g.away, score: away },
      ...changes,
    });
  };

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? { cookie: cookies[who] ?? '' } : {},
      ...(payload ? { payload } : {}),
    });
  /** Places (or changes) `who`'s pick on a game. */
  const pick = (who: string | undefined, gameId: string, teamCode: string, wager: number) =>
    api('POST', '/api/nfl/bets', who, { gameId, teamCode, wager });

  const week1 = async (who?: string): Promise<NflGame[]> => {
    const res = await api('GET', `/api/nfl/games?season=${SEASON}&week=1`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.games as NflGame[];
  };

  beforeAll(async () => {
    fake = await startFakeEspn(games);
    t = await createTestApp(
      { SPORTS_DATA_URL: fake.base, NFL_SEASON: String(SEASON) },
      { clock: () => now },
    );
    const db = t.database.db;
    for (const name of ['admin', 'ann', 'bob', 'cat', 'dan']) {
      const p = await createPlayer(db, {
        username: `nfl_${name}`,
        role: name === 'admin' ? 'admin' : 'user',
      });
      ids[name] = p.id;
      cookies[name] = await signIn(t, `nfl_${name}`);
    }
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const sync = async () => {
    const res = await api('POST', '/api/admin/nfl/sync', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { games: number; settledGames: number; settledPicks: number };
  };

  it('lets only an admin sync', async () => {
    expect((await api('POST', '/api/admin/nfl/sync')).statusCode).toBe(401);
    expect((await api('POST', '/api/admin/nfl/sync', 'ann')).statusCode).toBe(403);
  });

  it('maps every field of teams and scoreboard events', async () => {
    const result = await sync();
    expect(result.games).toBe(3);
    expect(fake.requests).toContain(
      '/apis/site/v2/sports/football/nfl/scoreboard?dates=2026&seasontype=2&week=1',
    );
    expect(fake.requests.filter((r) => r.includes('/scoreboard')).length).toBe(18);

    const teams = (await api('GET', '/api/nfl/teams')).json().data as Array<Record<string, string>>;
    expect(teams).toHaveLength(32);
    expect(teams.find((x) => x.code === 'ARI')).toMatchObject({
      name: 'Arizona Cardinals',
      shortName: 'Cardinals',
      conference: 'NFC',
      division: 'West',
      color: '#A4113E',
      logo: 'https://a.espncdn.com/i/teamlogos/nfl/500/ari.png',
    });

    const [opener, melbourne, sunday] = await week1();
    expect(opener).toMatchObject({
      id: '401872656',
      season: 2026,
      week: 1,
      kickoffTime: '2026-09-10T00:20:00.000Z',
      status: 'scheduled',
      statusDetail: 'Wed, September 9th at 8:20 PM EDT',
      locked: false,
      venue: 'Lumen Field',
      venueCity: 'Seattle, WA',
      neutralSite: false,
      spreadDetails: 'SEA -3.5',
      stats: { overUnder: 44.5, totalBets: 0 },
      winner: null,
      source: 'espn',
      myBet: null,
      homeTeam: { code: 'SEA', name: 'Seattle Seahawks', record: '0-0', spread: -3.5, score: null },
      awayTeam: {
        code: 'NE',
        name: 'New England Patriots',
        record: '0-0',
        spread: 3.5,
        score: null,
      },
    });
    expect(melbourne).toMatchObject({
      neutralSite: true,
      venue: 'Melbourne Cricket Ground',
      homeTeam: { code: 'LAR', conference: 'NFC', division: 'West' },
      awayTeam: { code: 'SF' },
    });
    expect(sunday).toMatchObject({
      homeTeam: { code: 'WSH', spread: 2.5 },
      awayTeam: { code: 'PHI', spread: -2.5 },
      stats: { overUnder: 47 },
    });
  });

  it('keeps the line when a later response has none, and maps live scores', async () => {
    const g = games.get('401872656')!;
    score(g.id, 'in', 7, 3, { odds: null });
    now = new Date('2026-09-10T01:00:00Z');
    await sync();
    const [opener] = await week1();
    expect(opener).toMatchObject({
      status: 'in_progress',
      statusDetail: '8:32 - 2nd Quarter',
      locked: true,
      spreadDetails: 'SEA -3.5',
      stats: { overUnder: 44.5 },
      homeTeam: { score: 7, spread: -3.5 },
      awayTeam: { score: 3 },
    });
    put(g);
    now = new Date('2026-09-01T12:00:00Z');
    await sync();
  });

  it('accepts a pick a second before kickoff and refuses it at kickoff', async () => {
    const kickoff = new Date('2026-09-13T17:00:00Z');
    now = new Date(kickoff.getTime() - 1000);
    const ok = await pick('ann', '401872658', 'PHI', 10);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ teamCode: 'PHI', wager: 10, status: 'open' });

    now = kickoff;
    const late = await pick('bob', '401872658', 'WSH', 10);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This game has started. Picks are locked.');
    const change = await pick('ann', '401872658', 'WSH', 10);
    expect(change.statusCode).toBe(409);
    expect((await api('DELETE', '/api/nfl/bets/401872658', 'ann')).statusCode).toBe(409);
    const [, , sunday] = await week1('ann');
    expect(sunday).toMatchObject({ locked: true, stats: { totalBets: 1 } });
    expect(sunday?.myBet).toMatchObject({ teamCode: 'PHI', wager: 10 });
  });

  it('refuses visitors, bad input and wagers above the balance with the catalogue messages', async () => {
    now = new Date('2026-09-05T12:00:00Z');
    const visitor = await pick(undefined, '401872656', 'SEA', 10);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MSG.authRequired);
    const tooMuch = await pick('bob', '401872656', 'SEA', 101);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("You don't have enough points. Available: 100");
    const zero = await pick('bob', '401872656', 'SEA', 0);
    expect(zero.statusCode).toBe(400);
    const noTeam = await api('POST', '/api/nfl/bets', 'bob', { gameId: '401872656', wager: 5 });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().message).toBe('Please select a team');
    const wrongTeam = await pick('bob', '401872656', 'KC', 5);
    expect(wrongTeam.statusCode).toBe(400);
    const unknown = await pick('bob', 'nope', 'KC', 5);
    expect(unknown.statusCode).toBe(404);
    expect((await api('GET', '/api/nfl/bets')).statusCode).toBe(401);
  });

  it('changes a pick by moving only the difference, and refunds a withdrawn one', async () => {
    const place = (teamCode: string, wager: number) => pick('dan', '401872657', teamCode, wager);
    expect((await place('SF', 30)).statusCode).toBe(200);
    expect(await balancesOf(t.database.db, ids.dan!)).toEqual([70]);
    expect((await place('LAR', 50)).statusCode).toBe(200);
    expect(await balancesOf(t.database.db, ids.dan!)).toEqual([50]);
    const over = await place('LAR', 101);
    expect(over.json().message).toBe("You don't have enough points. Available: 100");
    expect((await place('SF', 20)).statusCode).toBe(200);
    expect(await balancesOf(t.database.db, ids.dan!)).toEqual([80]);
    const removed = await api('DELETE', '/api/nfl/bets/401872657', 'dan');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ gameId: '401872657', refunded: 20 });
    expect(await balancesOf(t.database.db, ids.dan!)).toEqual([100]);
    expect((await api('DELETE', '/api/nfl/bets/401872657', 'dan')).statusCode).toBe(404);
  });

  it('settles a season prediction by round(2 x wager x correct / decided)', async () => {
    now = new Date('2026-09-05T12:00:00Z');
    const submit = (who: string, body: object) =>
      api('POST', '/api/nfl/season-prediction', who, body);
    const empty = await submit('cat', { predictions: {}, totalWager: 100 });
    expect(empty.statusCode).toBe(400);
    const res = await submit('cat', {
      predictions: { '401872656': 'SEA', '401872657': 'SF', '401872658': 'PHI' },
      totalWager: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.prediction).toMatchObject({ totalWager: 60, status: 'open' });
    expect(await balancesOf(t.database.db, ids.cat!)).toEqual([40]);
    const again = await submit('cat', { predictions: { '401872656': 'NE' }, totalWager: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already submitted your season predictions.');
    // A second submit that also breaks later rules (more than the balance, an unknown game)
    // names the first one a player would: it is already submitted (docs/rules/nfl.md).
    const againTooMuch = await submit('cat', { predictions: { nope: 'NE' }, totalWager: 500 });
    expect(againTooMuch.statusCode).toBe(409);
    expect(againTooMuch.json()).toMatchObject({
      code: 'ALREADY_SUBMITTED',
      message: 'You have already submitted your season predictions.',
    });
    expect(await balancesOf(t.database.db, ids.cat!)).toEqual([40]);
    now = new Date('2026-09-10T00:20:00Z');
    const locked = await submit('bob', { predictions: { '401872656': 'NE' }, totalWager: 10 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Season predictions are locked: the season has kicked off.');
    const state = (await api('GET', '/api/nfl/season-prediction', 'cat')).json().data;
    expect(state).toMatchObject({
      locked: true,
      totalGames: 3,
      lockAt: '2026-09-10T00:20:00.000Z',
    });
  });

  it('settles finals once: win 2x, loss 0, tie refund, even when synced twice', async () => {
    now = new Date('2026-09-05T12:00:00Z');
    // ann already holds PHI 10 on 401872658. bob takes WSH 20; ann SEA 25, bob NE 15.
    for (const [who, gameId, teamCode, wager] of [
      ['bob', '401872658', 'WSH', 20],
      ['ann', '401872656', 'SEA', 25],
      ['bob', '401872656', 'NE', 15],
    ] as const) {
      const res = await pick(who, gameId, teamCode, wager);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await balancesOf(t.database.db, ids.ann!, ids.bob!)).toEqual([65, 65]);

    // SEA beats NE 13-10; PHI and WSH tie 20-20; SF beats LAR 27-24.
    const fin = (id: string, home: number, away: number) =>
      score(id, 'post', home, away, { odds: null });
    fin('401872656', 13, 10);
    fin('401872658', 20, 20);
    now = new Date('2026-09-14T12:00:00Z');
    const first = await sync();
    expect(first).toMatchObject({ settledGames: 2, settledPicks: 4 });
    // ann: 65 + 50 (SEA win) + 10 (tie refund); bob: 65 + 0 (NE loss) + 20 (tie refund)
    expect(await balancesOf(t.database.db, ids.ann!, ids.bob!)).toEqual([125, 85]);
    const second = await sync();
    expect(second).toMatchObject({ settledGames: 0, settledPicks: 0 });
    expect(await balancesOf(t.database.db, ids.ann!, ids.bob!)).toEqual([125, 85]);

    const picks = await t.database.db
      .select({
        userId: nflPicks.userId,
        gameId: nflPicks.gameId,
        status: nflPicks.status,
        payout: nflPicks.payout,
      })
      .from(nflPicks)
      .where(inArray(nflPicks.gameId, ['401872656', '401872658']));
    expect(picks).toEqual(
      expect.arrayContaining([
        { userId: ids.ann, gameId: '401872656', status: 'won', payout: 50 },
        { userId: ids.bob, gameId: '401872656', status: 'lost', payout: 0 },
        { userId: ids.ann, gameId: '401872658', status: 'push', payout: 10 },
        { userId: ids.bob, gameId: '401872658', status: 'push', payout: 20 },
      ]),
    );
    const payouts = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.refType, 'nfl_pick'),
          inArray(pointsLedger.userId, [ids.ann!, ids.bob!]),
          inArray(pointsLedger.reason, ['nfl_pick_payout', 'refund']),
        ),
      );
    expect(payouts[0]?.n).toBe(3);
    const notes = await t.database.db
      .select({
        userId: notifications.userId,
        kind: notifications.kind,
        message: notifications.message,
      })
      .from(notifications)
      .where(eq(notifications.kind, 'nfl_settled'));
    expect(notes.filter((n) => n.userId === ids.ann)).toHaveLength(2);
    expect(notes.map((n) => n.message)).toContain(
      'Your SEA pick on NE @ SEA (10–13) won: +50 points.',
    );

    // cat's season prediction waits for SF @ LAR.
    let state = (await api('GET', '/api/nfl/season-prediction', 'cat')).json().data;
    expect(state.prediction).toMatchObject({
      status: 'open',
      progress: { total: 3, correct: 1, decided: 1, pending: 1, projectedPayout: 120 },
    });
    fin('401872657', 24, 27);
    const third = await sync();
    expect(third).toMatchObject({ settledGames: 1, settledSeasonPredictions: 1 });
    state = (await api('GET', '/api/nfl/season-prediction', 'cat')).json().data;
    // SEA right, SF right, PHI-WSH tied (not decided): round(2 × 60 × 2 ÷ 2) = 120.
    expect(state.prediction).toMatchObject({
      status: 'settled',
      payout: 120,
      progress: { correct: 2, decided: 2, pending: 0 },
    });
    expect(await balancesOf(t.database.db, ids.cat!)).toEqual([160]);
    expect((await sync()).settledGames).toBe(0);
    expect(await balancesOf(t.database.db, ids.cat!)).toEqual([160]);

    const bets = (await api('GET', `/api/nfl/bets?season=${SEASON}&week=1`, 'ann')).json().data;
    expect(bets).toHaveLength(2);
    const board = (await api('GET', `/api/nfl/standings?season=${SEASON}&week=1`)).json().data;
    expect(board.rows[0]).toMatchObject({
      username: 'nfl_ann',
      wins: 1,
      losses: 0,
      pushes: 1,
      net: 25,
    });
    const seasonBoard = (await api('GET', `/api/nfl/standings?season=${SEASON}`)).json().data;
    expect(
      seasonBoard.rows.find((r: { username: string }) => r.username === 'nfl_cat'),
    ).toMatchObject({ net: 60 });
  });

  it('pays a season prediction with a wrong pick by the formula (2 of 3)', async () => {
    // A fresh week-2 set: eve predicts three games, gets two right → round(2 × 100 × 2 ÷ 3) = 133.
    const eve = await createPlayer(t.database.db, { username: 'nfl_eve', bonusPoints: 50 });
    cookies.eve = await signIn(t, 'nfl_eve');
    const week2 = [
      { id: '401872701', home: 'KC', away: 'BUF' },
      { id: '401872702', home: 'DAL', away: 'NYG' },
      { id: '401872703', home: 'GB', away: 'CHI' },
    ];
    for (const [i, g] of week2.entries()) {
      put({
        id: g.id,
        week: 2,
        date: `2026-09-2${i}T17:00Z`,
        home: { abbr: g.home },
        away: { abbr: g.away },
        state: 'pre',
      });
    }
    now = new Date('2026-09-05T12:00:00Z');
    await sync();
    now = new Date('2026-09-09T00:00:00Z');
    const res = await api('POST', '/api/nfl/season-prediction', 'eve', {
      predictions: { '401872701': 'KC', '401872702': 'DAL', '401872703': 'GB' },
      totalWager: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const [id, home, away] of [
      ['401872701', 30, 20],
      ['401872702', 21, 14],
      ['401872703', 10, 17],
    ] as const) {
      score(id, 'post', home, away);
    }
    now = new Date('2026-09-30T00:00:00Z');
    expect((await sync()).settledGames).toBe(3);
    expect(await balancesOf(t.database.db, eve.id)).toEqual([150 - 100 + 133]);
  });
});

describe('NFL import of nflverse games.csv', () => {
  const t = useTestApp();

  it('loads the 842 games of 2024-2026 and settles their results', async () => {
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const csv = readFileSync(path.join(repoRoot, '../shared/data/nfl/games.csv'), 'utf8');
    const result = await importGamesCsv(t.database.db, csv, new Date('2026-10-09T12:00:00Z'));
    expect(result.games).toBe(842);
    expect(result.seasons).toEqual([2024, 2025, 2026]);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(nflGames);
    expect(row?.n).toBe(842);
    // 2024 and 2025 complete (272 REG + 13 playoff each) and 65 games of 2026.
    expect(result.settledGames).toBe(2 * 285 + 65);
    const [opener] = await t.database.db
      .select()
      .from(nflGames)
      .where(eq(nflGames.id, '401872656'));
    expect(opener).toMatchObject({
      season: 2026,
      week: 1,
      homeCode: 'SEA',
      awayCode: 'NE',
      homeScore: 13,
      awayScore: 10,
      status: 'final',
      spread: -3,
      spreadDetails: 'SEA -3',
      overUnder: 44.5,
      source: 'import',
    });
    expect(opener?.kickoffAt.toISOString()).toBe('2026-09-10T00:20:00.000Z');
    const week = (await t.app.inject('/api/nfl/games?season=2026&week=1')).json().data;
    expect(week.games).toHaveLength(16);
    const rams = week.games.find((g: NflGame) => g.homeTeam.code === 'LAR');
    expect(rams).toMatchObject({ neutralSite: true, venue: 'Melbourne Cricket Ground' });
    // Importing again changes nothing and pays nothing twice.
    const again = await importGamesCsv(t.database.db, csv, new Date('2026-10-09T12:00:00Z'));
    expect(again.settledGames).toBe(0);
  });
});
