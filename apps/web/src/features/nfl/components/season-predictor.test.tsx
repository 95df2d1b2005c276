// @vitest-environment happy-dom
// The Season Predictor, rendered in a DOM against answers shaped like the API's (parsed by the
// client's own schemas): the shared wager rule and "at least one game" refuse before any
// request, unpicked games ask "You haven't predicted N games. Submit anyway?", the submit sends
// the picks and the master wager, a server refusal shows its message, only the chosen week's
// games are rendered (the count of unpicked games is the whole season's), and a locked or
// submitted season is a read-only list without inputs.
import { NFL_MSG } from '@boldcall/shared/rules/nfl';
import type { SeasonPredictionState } from '@boldcall/shared/schemas/nfl';
import { beforeEach, describe, expect, it } from 'vitest';
import * as dom from '@/test/dom';
import { game, patriots, seahawks, side } from './nfl-test-fixtures';
import { SeasonPredictor } from './season-predictor';

const games = [
  game('g1', 1, patriots, seahawks),
  game(
    'g2',
    1,
    side('SF', 'San Francisco 49ers', '49ers'),
    side('LAR', 'Los Angeles Rams', 'Rams'),
  ),
  game('g3', 2, side('BUF', 'Buffalo Bills', 'Bills'), side('KC', 'Kansas City Chiefs', 'Chiefs')),
];

const open: SeasonPredictionState = {
  season: 2026,
  lockAt: '2026-09-11T00:20:00.000Z',
  locked: false,
  totalGames: games.length,
  demo: false,
  prediction: null,
};

let requests: dom.SentRequest[];
let state: SeasonPredictionState;
let submitAnswer: dom.FakeAnswer;

beforeEach(() => {
  state = open;
  submitAnswer = { data: open };
  requests = dom.fakeApi((method, url) => {
    if (url === '/api/nfl/season-games') return { data: { season: 2026, demo: false, games } };
    if (url === '/api/nfl/teams') return { data: [] };
    if (url === '/api/nfl/season-prediction')
      return method === 'POST' ? submitAnswer : { data: state };
    if (url === '/api/users/me') return { data: null };
    throw new Error(`unexpected ${method} ${url}`);
  });
});

/** Renders the tab for a player with `points` and waits for its three reads. */
async function show(points = 50) {
  await dom.render(<SeasonPredictor userId="player-1" points={points} onSignIn={() => {}} />);
  await dom.settle(() => dom.pageText().includes('Week 1'));
}

const posts = () => requests.filter((r) => r.method === 'POST');
const wagerBox = () => document.querySelector<HTMLInputElement>('input[type="number"]')!;
const lockIn = () => dom.click(dom.button('Lock In Season Predictions'));
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';

describe('Season Predictor', () => {
  it('asks for at least one pick, and refuses a master wager above the balance', async () => {
    await show(50);
    expect(dom.pageText()).toContain('0 of 3 games predicted.');
    await lockIn();
    expect(alertText()).toBe(NFL_MSG.seasonEmpty);

    await dom.click(dom.button('Seattle Seahawks to win'));
    expect(dom.pageText()).toContain('1 of 3 games predicted.');
    expect(wagerBox().value).toBe('100');
    await lockIn();
    expect(alertText()).toBe(NFL_MSG.notEnoughPoints(50));
    expect(posts()).toEqual([]);
  });

  it('asks before submitting with games left, then sends the picks and the wager', async () => {
    await show(500);
    await dom.click(dom.button('Seattle Seahawks to win'));
    await dom.click(dom.button('Los Angeles Rams to win'));
    await dom.type(wagerBox(), '40');
    await lockIn();
    expect(dom.pageText()).toContain(NFL_MSG.unpredicted(1));

    await dom.click(dom.button('Keep picking'));
    expect(posts()).toEqual([]);

    await lockIn();
    await dom.click(dom.button('Submit anyway'));
    expect(posts()).toEqual([
      {
        url: '/api/nfl/season-prediction',
        method: 'POST',
        body: { predictions: { g1: 'SEA', g2: 'LAR' }, totalWager: 40 },
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    submitAnswer = { status: 409, code: 'SEASON_LOCKED', message: NFL_MSG.seasonLocked };
    await show(500);
    for (const name of ['Seattle Seahawks to win', 'San Francisco 49ers to win']) {
      await dom.click(dom.button(name));
    }
    await dom.click(dom.button('Week 2'));
    await dom.click(dom.button('Kansas City Chiefs to win'));
    await lockIn(); // every game picked: no question
    await dom.settle(() => alertText() !== '');
    expect(posts()).toHaveLength(1);
    expect(alertText()).toBe(NFL_MSG.seasonLocked);
  });

  it('is read-only once the season is locked', async () => {
    state = { ...open, locked: true };
    await show(500);
    expect(dom.pageText()).toContain('LOCKED');
    expect(dom.pageText()).toContain('The season has kicked off: season predictions are closed.');
    expect(document.querySelector('[aria-label="Seattle Seahawks to win"]')).toBeNull();
    expect(document.querySelector('input')).toBeNull();
    expect(document.querySelector('[data-testid="season-game-g1"]')?.textContent).toContain(
      'NE@SEA',
    );
    expect(document.body.innerHTML).not.toContain('Lock In Season Predictions');
  });

  it('renders one week at a time and counts the unpicked games of the whole season', async () => {
    await show(500);
    expect(document.querySelector('[data-testid="season-game-g1"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="season-game-g3"]')).toBeNull();
    await dom.click(dom.button('Seattle Seahawks to win'));
    await dom.click(dom.button('Week 2'));
    expect(document.querySelector('[data-testid="season-game-g1"]')).toBeNull();
    await dom.click(dom.button('Kansas City Chiefs to win'));
    expect(dom.pageText()).toContain('2 of 3 games predicted.');
    await lockIn();
    expect(dom.pageText()).toContain(NFL_MSG.unpredicted(1));
  });

  it('shows a submitted prediction as a read-only list with the picks', async () => {
    state = {
      ...open,
      prediction: {
        season: 2026,
        predictions: { g1: 'SEA' },
        totalWager: 40,
        submittedAt: '2026-09-01T00:00:00.000Z',
        status: 'open',
        progress: { total: 1, correct: 0, decided: 0, pending: 1, projectedPayout: 40 },
        payout: null,
        settledAt: null,
      },
    };
    await show(500);
    expect(dom.pageText()).toContain('SUBMITTED');
    expect(document.querySelector('[data-testid="season-game-g1"]')?.textContent).toContain(
      'Your pick: SEA',
    );
    expect(document.querySelector('button[aria-pressed]')).toBeNull();
  });
});
