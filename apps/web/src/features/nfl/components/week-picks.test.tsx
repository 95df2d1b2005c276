// @vitest-environment happy-dom
// The week's games as compact rows, rendered in a DOM: one tap picks a team, the wager starts at
// the last one used (never above the points), Save picks sends every new or changed pick in ONE
// request, the shared rules refuse a wager the points cannot cover before any request (a
// changed pick counts the points already on it), a server refusal shows its message and keeps
// the picks, a row locks from kickoff whatever the server said, and a final, canceled or
// postponed game shows what became of the pick.
import { NFL_MSG } from '@boldcall/shared/rules/nfl';
import type { NflBet, NflGame } from '@boldcall/shared/schemas/nfl';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as dom from '@/test/dom';
import { game, patriots, seahawks, side } from './nfl-test-fixtures';
import { WeekPicks } from './week-picks';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const upcoming = (more: Partial<NflGame> = {}) =>
  game('g1', 1, patriots, seahawks, { kickoffTime: inHours(72), ...more });
const week = () => [
  upcoming(),
  game(
    'g2',
    1,
    side('SF', 'San Francisco 49ers', '49ers'),
    side('LAR', 'Los Angeles Rams', 'Rams'),
    {
      kickoffTime: inHours(73),
    },
  ),
  game('g3', 1, side('BUF', 'Buffalo Bills', 'Bills'), side('KC', 'Kansas City Chiefs', 'Chiefs'), {
    kickoffTime: inHours(74),
  }),
];
const openBet = { teamCode: 'SEA', wager: 20, status: 'open', payout: null, placedAt: '' } as const;
const storedBet = (gameId: string, wager: number, placedAt: string): NflBet => ({
  ...openBet,
  gameId,
  wager,
  placedAt,
  season: 2026,
  week: 1,
  settledAt: null,
});

let requests: dom.SentRequest[];
let saveAnswer: dom.FakeAnswer;
let myBets: NflBet[];

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  myBets = [];
  saveAnswer = { data: [] };
  // After a save the mutation refreshes the NFL reads and the player.
  requests = dom.fakeApi((method, url) => {
    if (method === 'POST' && url === '/api/nfl/bets/batch') return saveAnswer;
    if (method === 'GET' && url === '/api/nfl/bets') return { data: myBets };
    return { data: null };
  });
});

async function show(games: NflGame[], points: number | null = 50) {
  await dom.render(<WeekPicks games={games} points={points} onSignIn={() => {}} />);
  if (points !== null) await dom.settle(() => requests.some((r) => r.url === '/api/nfl/bets'));
}
const posts = () => requests.filter((r) => r.method === 'POST');
const wagerBox = () => document.querySelector<HTMLInputElement>('input[type="number"]')!;
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';
/** A team's pick button: named by its words, "Pick Seattle Seahawks SEA —". */
const team = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) =>
    (b.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(`${name} `),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const pressed = (name: string) => team(name).getAttribute('aria-pressed');
const savePicks = () => dom.click(dom.button('Save picks'));
/** The one request that saves a week's picks. */
const savedPicks = (...picks: { gameId: string; teamCode: string; wager: number }[]) => ({
  url: '/api/nfl/bets/batch',
  method: 'POST',
  body: { picks },
});

describe('NFL week picks', () => {
  it('picks a team with one tap, and a second tap on another team moves the pick', async () => {
    await show(week());
    expect(pressed('Pick Seattle Seahawks')).toBe('false');
    await dom.click(team('Pick Seattle Seahawks'));
    expect(pressed('Pick Seattle Seahawks')).toBe('true');
    expect(dom.pageText()).toContain('To save: SEA · 10 points');
    await dom.click(team('Pick New England Patriots'));
    expect(pressed('Pick New England Patriots')).toBe('true');
    expect(pressed('Pick Seattle Seahawks')).toBe('false');
    expect(dom.pageText()).toContain('1 pick to save · 10 points');
    expect(posts()).toEqual([]);
  });

  it('sends every pick of the week in ONE request with the week wager', async () => {
    await show(week(), 500);
    await dom.click(team('Pick Seattle Seahawks'));
    await dom.click(team('Pick Los Angeles Rams'));
    await dom.click(team('Pick Buffalo Bills'));
    await dom.type(wagerBox(), '30');
    expect(dom.pageText()).toContain('3 picks to save · 90 points');
    await savePicks();
    expect(posts()).toEqual([
      savedPicks(
        { gameId: 'g1', teamCode: 'SEA', wager: 30 },
        { gameId: 'g2', teamCode: 'LAR', wager: 30 },
        { gameId: 'g3', teamCode: 'BUF', wager: 30 },
      ),
    ]);
  });

  it('starts at the wager of the latest pick, never above the points', async () => {
    myBets = [
      storedBet('a', 15, '2026-09-01T10:00:00.000Z'),
      storedBet('b', 35, '2026-09-08T10:00:00.000Z'),
      storedBet('c', 5, '2026-09-03T10:00:00.000Z'),
    ];
    await show(week(), 500);
    await dom.settle(() => wagerBox().value === '35');
    expect(wagerBox().value).toBe('35');
  });

  it('starts at 10 without a pick', async () => {
    await show(week(), 500);
    expect(wagerBox().value).toBe('10');
  });

  it('starts at the balance when that is lower than the last wager', async () => {
    myBets = [storedBet('b', 35, '2026-09-08T10:00:00.000Z')];
    await show(week(), 7);
    await dom.settle(() => wagerBox().value === '7');
    expect(wagerBox().value).toBe('7');
  });

  it('refuses picks the points cannot cover before any request, naming the game', async () => {
    await show(week(), 50);
    await dom.click(team('Pick Seattle Seahawks'));
    await dom.click(team('Pick Buffalo Bills'));
    await dom.type(wagerBox(), '30');
    await savePicks();
    expect(alertText()).toBe(NFL_MSG.batchRefusal('BUF @ KC', NFL_MSG.notEnoughPoints(20)));
    await dom.type(wagerBox(), '0');
    await savePicks();
    expect(alertText()).toBe(NFL_MSG.wagerMin);
    expect(posts()).toEqual([]);
  });

  it('changes a pick with the points already on it counted as available', async () => {
    await show([upcoming({ myBet: openBet })], 5);
    expect(dom.pageText()).toContain('Your pick: SEA · 20 points');
    expect(pressed('Pick Seattle Seahawks')).toBe('true');
    await dom.click(team('Pick New England Patriots'));
    await dom.type(wagerBox(), '26');
    await savePicks();
    expect(alertText()).toBe(NFL_MSG.batchRefusal('NE @ SEA', NFL_MSG.notEnoughPoints(25)));
    await dom.type(wagerBox(), '25');
    expect(dom.pageText()).toContain('To save: NE · 25 points (now SEA · 20)');
    await savePicks();
    expect(posts()).toEqual([savedPicks({ gameId: 'g1', teamCode: 'NE', wager: 25 })]);
  });

  it("shows the server's refusal and keeps the picks", async () => {
    const message = NFL_MSG.batchRefusal('SF @ LAR', NFL_MSG.gameLocked);
    saveAnswer = { status: 409, code: 'GAME_LOCKED', message };
    await show(week(), 500);
    await dom.click(team('Pick Seattle Seahawks'));
    await dom.click(team('Pick San Francisco 49ers'));
    await savePicks();
    await dom.settle(() => alertText() !== '');
    expect(alertText()).toBe(message);
    expect(posts()).toHaveLength(1);
    expect(pressed('Pick Seattle Seahawks')).toBe('true');
    expect(pressed('Pick San Francisco 49ers')).toBe('true');
    expect(document.querySelector('[data-testid="game-g2"]')!.className).toContain('border-danger');
    expect(dom.pageText()).toContain('2 picks to save');
  });

  it('says which unsaved picks kicked off before the save, rather than dropping them silently', async () => {
    // The page's minute clock (lib/use-now.ts) runs on the fake timers: kickoff passes while
    // the pick waits to be saved.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await show([upcoming({ kickoffTime: new Date(Date.now() + 30_000).toISOString() })], 50);
    await dom.click(team('Pick Seattle Seahawks'));
    expect(dom.pageText()).toContain('1 pick to save');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(dom.pageText()).toContain('LOCKED');
    expect(dom.pageText()).toContain('0 picks to save');
    expect(dom.pageText()).toContain(NFL_MSG.picksMissedKickoff(['NE @ SEA']));
  });

  it('locks from kickoff by the clock, before the server says so', async () => {
    await show([upcoming({ kickoffTime: new Date(Date.now() - 60_000).toISOString() })], 50);
    expect(dom.pageText()).toContain('LOCKED');
    expect(document.querySelector('button[aria-pressed]')).toBeNull();
    expect(dom.pageText()).not.toContain('Save picks');
    expect(document.querySelector('input[type="number"]')).toBeNull();
  });

  it('shows the venue, records, line, over/under and pick count under Details', async () => {
    await show([
      upcoming({
        venue: 'Lumen Field',
        venueCity: 'Seattle, WA',
        spreadDetails: 'SEA -3.5',
        stats: { overUnder: 44.5, totalBets: 1 },
        homeTeam: { ...seahawks, record: '6-5', spread: -3.5 },
        awayTeam: { ...patriots, record: '4-7', spread: 3.5 },
      }),
    ]);
    expect(dom.pageText()).toContain('Line SEA -3.5 · O/U 44.5');
    expect(dom.pageText()).not.toContain('Lumen Field');
    await dom.click(dom.button('Details'));
    const text = dom.pageText();
    for (const part of [
      'Lumen Field, Seattle, WA',
      'Seattle Seahawks · Home · 6-5 · Spread -3.5',
      'New England Patriots · Away · 4-7 · Spread +3.5',
      'O/U 44.5',
      '1 bet',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("shows a final game's result for the pick", async () => {
    const final = upcoming({
      kickoffTime: new Date(Date.now() - 5 * HOUR).toISOString(),
      status: 'final',
      locked: true,
      winner: 'SEA',
      homeTeam: { ...seahawks, score: 27 },
      awayTeam: { ...patriots, score: 17 },
      myBet: { ...openBet, status: 'won', payout: 40 },
    });
    await show([final], 50);
    expect(dom.pageText()).toContain('FINAL');
    expect(dom.pageText()).toContain('Your SEA pick won: +40 points');
  });

  it('a canceled game says so, and its refund is not called a tie', async () => {
    const canceled = upcoming({
      kickoffTime: new Date(Date.now() - 5 * HOUR).toISOString(),
      status: 'canceled',
      locked: true,
      myBet: { ...openBet, status: 'push', payout: 20 },
    });
    await show([canceled], 50);
    expect(dom.pageText()).toContain('CANCELED');
    expect(dom.pageText()).not.toContain('LOCKED');
    expect(dom.pageText()).toContain('Game canceled: your 20 points are back');
    expect(dom.pageText()).not.toContain('Tie');
  });

  it('a postponed game says so and keeps the pick open', async () => {
    const postponed = upcoming({
      kickoffTime: new Date(Date.now() - 5 * HOUR).toISOString(),
      status: 'postponed',
      locked: true,
      myBet: openBet,
    });
    await show([postponed], 50);
    expect(dom.pageText()).toContain('POSTPONED');
    expect(dom.pageText()).not.toContain('LOCKED');
    expect(dom.pageText()).toContain('Game postponed: your SEA pick and its 20 points stay on it');
  });
});
