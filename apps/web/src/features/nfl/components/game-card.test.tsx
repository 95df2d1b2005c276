// @vitest-environment happy-dom
// One NFL game card, rendered in a DOM: a pick needs a team and a wager within the points
// available (a changed pick counts the points already on it), it is sent as the API expects, a
// server refusal shows its message, the card locks from kickoff whatever the server said, and a
// final game shows the pick's result.
import { NFL_MSG } from '@boldcall/shared/rules/nfl';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { beforeEach, describe, expect, it } from 'vitest';
import * as dom from '@/test/dom';
import { GameCard } from './game-card';
import { game, patriots, seahawks } from './nfl-test-fixtures';

const HOUR = 3_600_000;
const upcoming = (more: Partial<NflGame> = {}) =>
  game('g1', 1, patriots, seahawks, {
    kickoffTime: new Date(Date.now() + 72 * HOUR).toISOString(),
    ...more,
  });
const openBet = { teamCode: 'SEA', wager: 20, status: 'open', payout: null, placedAt: '' } as const;

let requests: dom.SentRequest[];
let betAnswer: dom.FakeAnswer;

beforeEach(() => {
  betAnswer = {
    data: { ...openBet, gameId: 'g1', season: 2026, week: 1, settledAt: null },
  };
  // After a pick the card's mutation refreshes the NFL reads and the player.
  requests = dom.fakeApi((method, url) =>
    method === 'POST' && url === '/api/nfl/bets' ? betAnswer : { data: null },
  );
});

const show = (g: NflGame, points: number | null = 50) =>
  dom.render(<GameCard game={g} points={points} onSignIn={() => {}} />);
const posts = () => requests.filter((r) => r.method === 'POST');
const wagerBox = () => document.querySelector<HTMLInputElement>('input[type="number"]')!;
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';

describe('NFL game card', () => {
  it('asks for a team, then refuses a wager above the points', async () => {
    await show(upcoming(), 50);
    await dom.click(dom.button('Place Bet'));
    expect(alertText()).toBe(NFL_MSG.teamRequired);
    await dom.click(dom.button('Pick Seattle Seahawks'));
    await dom.type(wagerBox(), '51');
    await dom.click(dom.button('Place Bet'));
    expect(alertText()).toBe(NFL_MSG.notEnoughPoints(50));
    expect(posts()).toEqual([]);
  });

  it('changes a pick with the points already on it counted as available', async () => {
    await show(upcoming({ myBet: openBet }), 5);
    expect(dom.pageText()).toContain('Your pick: SEA · 20 points');
    await dom.click(dom.button('Pick New England Patriots'));
    await dom.type(wagerBox(), '26');
    await dom.click(dom.button('Update Bet'));
    expect(alertText()).toBe(NFL_MSG.notEnoughPoints(25));
    await dom.type(wagerBox(), '25');
    await dom.click(dom.button('Update Bet'));
    expect(posts()).toEqual([
      { url: '/api/nfl/bets', method: 'POST', body: { gameId: 'g1', teamCode: 'NE', wager: 25 } },
    ]);
  });

  it("shows the server's refusal", async () => {
    betAnswer = { status: 409, code: 'GAME_LOCKED', message: NFL_MSG.gameLocked };
    await show(upcoming(), 50);
    await dom.click(dom.button('Pick New England Patriots'));
    await dom.click(dom.button('Place Bet'));
    await dom.settle(() => alertText() !== '');
    expect(alertText()).toBe(NFL_MSG.gameLocked);
  });

  it('locks from kickoff by the clock, before the server says so', async () => {
    await show(upcoming({ kickoffTime: new Date(Date.now() - 60_000).toISOString() }), 50);
    expect(dom.pageText()).toContain('LOCKED');
    expect(document.querySelector('button[aria-label="Pick Seattle Seahawks"]')).toBeNull();
    expect(dom.pageText()).not.toContain('Place Bet');
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
    await show(final, 50);
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
    await show(canceled, 50);
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
    await show(postponed, 50);
    expect(dom.pageText()).toContain('POSTPONED');
    expect(dom.pageText()).not.toContain('LOCKED');
    expect(dom.pageText()).toContain('Game postponed: your SEA pick and its 20 points stay on it');
  });
});
