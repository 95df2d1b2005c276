// Statement budgets per request (docs/performance.md "Statements per request"): a route that
// starts sending more SQL statements than its budget fails here. BEGIN and COMMIT count.
// Signed-in requests read the session from its signed cookie cache (no statement).
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, makeLeague, resolvePredictionNow } from '../seed/seed.factories.ts';
import { joinPrediction } from '../modules/predictions/predictions.service.ts';
import { makePredictions } from './predictions.ts';
import { countStatements } from './statements.ts';
import { signIn, useTestApp } from './test-app.ts';

describe('statements per request', () => {
  const t = useTestApp();
  let cookie: string;
  let creatorId: string;
  let openIds: string[] = [];
  let leagueId = '';

  beforeAll(async () => {
    const creator = await createPlayer(t.database.db, {
      username: 'budget_creator',
      bonusPoints: 1000,
    });
    creatorId = creator.id;
    const viewer = await createPlayer(t.database.db, { username: 'budget_viewer' });
    openIds = await makePredictions(t.database.db, 4, (i) => ({
      userId: creatorId,
      text: `Budget call number ${i} comes true this year`,
    }));
    // The viewer's own row is on the Boldest board (a resolved call with a confidence).
    const [scored] = await makePredictions(t.database.db, 1, () => ({
      userId: creatorId,
      text: 'Budget call that the viewer joins and wins',
    }));
    await joinPrediction(t.database.db, viewer.id, scored as string, 2, { confidence: 80 });
    await resolvePredictionNow(t.database.db, scored as string, 'CORRECT');
    // A private league of the viewer, the creator and its owner (its track record).
    const owner = await createPlayer(t.database.db, { username: 'budget_owner', isPro: true });
    leagueId = await makeLeague(t.database.db, {
      ownerId: owner.id,
      name: 'Budget league',
      description: 'Counts statements',
      inviteCode: 'BUDGT1',
      isPrivate: true,
      memberIds: [viewer.id, creatorId],
    });
    cookie = await signIn(t, 'budget_viewer');
    // Warm-up: the first signed-in request may refresh the session cookie cache.
    await t.app.inject({ url: '/api/users/me', headers: { cookie } });
  });

  const get = (url: string, signedIn: boolean) =>
    countStatements(t, { url, headers: signedIn ? { cookie } : {} });

  it.each([
    ['first feed page, signed out', '/api/predictions?limit=9', false, 1],
    ['first feed page, signed in', '/api/predictions?limit=9', true, 1],
    ['a prediction, signed in', () => `/api/predictions/${openIds[1]}`, true, 1],
    ['/users/me', '/api/users/me', true, 1],
    ['leaderboard, signed out', '/api/leaderboard?limit=50', false, 3],
    // The page, then the caller's row and the count of players ahead of it.
    ['leaderboard, signed in', '/api/leaderboard?limit=50', true, 5],
    // The Calibration and Boldest boards: the same budgets as the Accuracy board.
    ['calibration board, signed out', '/api/leaderboard?board=calibration&limit=50', false, 3],
    ['calibration board, signed in', '/api/leaderboard?board=calibration&limit=50', true, 5],
    ['boldest board, signed out', '/api/leaderboard?board=boldest&limit=50', false, 3],
    ['boldest board, signed in', '/api/leaderboard?board=boldest&period=month&limit=50', true, 5],
    ['a track record', () => `/api/users/${creatorId}/track-record`, false, 2],
    // The league and the viewer's membership, then the sums, bins, months and members: 2,
    // whatever the number of members.
    ['a league track record', () => `/api/leagues/${leagueId}/track-record`, true, 2],
    ['the Global track record', '/api/leagues/global/track-record', false, 2],
    ['stats', '/api/stats', false, 1],
    // The profile row with its follower count and the caller's follow (subqueries), the rank
    // (the player's row and the count ahead of it), the positions.
    ['a profile, signed in', () => `/api/users/${creatorId}`, true, 4],
    ['the Following feed', '/api/predictions?limit=9&following=true', true, 1],
  ] as const)('%s', async (_name, url, signedIn, budget) => {
    const { res, statements } = await get(typeof url === 'string' ? url : url(), signedIn);
    expect(res.statusCode).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget);
  });

  // A join: the shared rate-limit counter (before the transaction), BEGIN, the prediction locked,
  // the player's rows on it (refusals: "already joined?"), then one statement for the rest: the
  // balance moved with its ledger row, the join row, the stake stats and the board copy, the
  // counters, the creator's notification and the queued receipt (decision 046); the answer,
  // COMMIT: 7.
  it('a join: 7 statements, answered from its transaction', async () => {
    const id = openIds[0];
    const { res, statements } = await countStatements(t, {
      method: 'POST',
      url: `/api/predictions/${id}/join`,
      headers: { cookie },
      payload: { pointsWagered: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, hasJoined: true, joinedCount: 1 });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
    // One update of the player row (points and stake count together), nothing after COMMIT.
    expect(statements.join('\n').match(/update "players"/g)).toHaveLength(1);
    expect(statements.at(-1)).toBe('commit');
  });
});
