// Merging predictions through the HTTP API (docs/rules/game.md "Merge"): suggestions of similar ones,
// the catalogue's messages, and the merge itself — new prediction, stakes moved and summed per user,
// no point made or lost (balances plus escrow equal before and after, and after resolution the
// merged stakes pay as one).
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { makePrediction } from '../../seed/seed.factories.ts';
import { balancesOf, economyTotal, heldBonusesOf } from '../../test/points.ts';
import { numberedPlayers, useTestAppWithAdmin } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from './predictions.service.ts';
import { perPlayerTables, predictions } from './predictions.table.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('merge', () => {
  const { t, admin } = useTestAppWithAdmin('merge_admin');
  const player = numberedPlayers(t, 'm');

  const resolve = (id: string, resolution: string, adminNote: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/predictions/${id}/resolve`,
      headers: { cookie: admin.cookie },
      payload: { resolution, adminNote },
    });
  const merge = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/merge',
      headers: { cookie: admin.cookie },
      payload,
    });

  it('suggests groups of similar PENDING predictions, largest first', async () => {
    const db = t.database.db;
    const [a, b, c] = [await player(), await player(), await player()];
    const base = Date.now() - 3 * DAY;
    const made = [
      [a, 'Lakers win the NBA title in June'],
      [b, 'The Lakers will win the NBA title'],
      [c, 'NBA title goes to the Lakers'],
      [a, 'Apple ships a foldable phone'],
      [b, 'Apple ships a foldable phone soon'],
      [c, 'Inflation drops below two percent'],
    ] as const;
    const ids: string[] = [];
    for (const [i, [who, text]] of made.entries()) {
      const createdAt = new Date(base + i * 1000);
      ids.push(await makePrediction(db, { userId: who.id, text, createdAt }));
    }
    // A resolved look-alike is not suggested.
    const resolved = await makePrediction(db, {
      userId: c.id,
      text: 'Lakers win the NBA title again',
    });
    await resolve(resolved, 'INCORRECT', 'No');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/merge/suggestions',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const groups: Array<{ topSimilarity: number; predictions: Prediction[] }> = res.json().data;
    expect(groups.map((g) => g.predictions.map((p) => p.id))).toEqual([
      ids.slice(0, 3),
      ids.slice(3, 5),
    ]);
    expect(groups[0]?.topSimilarity).toBeGreaterThan(0.3);
    expect(groups[0]?.predictions[0]).toMatchObject({
      text: 'Lakers win the NBA title in June',
      status: 'PENDING',
    });
  });

  it('offers only groups above the threshold the admin chooses; different calls score low', async () => {
    const db = t.database.db;
    const [a, b] = [await player(), await player()];
    const texts = [
      'The Kansas City Chiefs win the Super Bowl again',
      'The Philadelphia Eagles win the Super Bowl',
      'Chiefs win the Super Bowl',
      'Chiefs win the Super Bowl in New Orleans',
      'The Chiefs lift the Super Bowl trophy',
    ];
    const ids: string[] = [];
    for (const [i, text] of texts.entries()) {
      ids.push(await makePrediction(db, { userId: (i % 2 ? a : b).id, text }));
    }
    const suggest = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/merge/suggestions${query}`,
        headers: { cookie: admin.cookie },
      });
      return res;
    };
    const ours = async (query: string) => {
      const res = await suggest(query);
      expect(res.statusCode, res.body).toBe(200);
      const groups: Array<{ topSimilarity: number; predictions: Prediction[] }> = res.json().data;
      return groups
        .map((g) => ({
          top: g.topSimilarity,
          ids: g.predictions.map((p) => p.id).filter((id) => ids.includes(id)),
        }))
        .filter((g) => g.ids.length > 0);
    };
    // The default (0.3): the Chiefs calls form one group, the Eagles call (another team) is not
    // in it.
    const plain = await ours('');
    expect(plain.map((g) => g.ids)).toEqual([[ids[0], ids[2], ids[3], ids[4]]]);
    // A stricter threshold offers fewer: nothing at or below it.
    const strict = await ours('?threshold=0.6');
    expect(strict.map((g) => g.ids)).toEqual([[ids[0], ids[2], ids[3]]]);
    for (const g of strict) expect(g.top).toBeGreaterThan(0.6);
    expect(await ours('?threshold=0.9')).toEqual([]);
    // A looser one still does not pair the other team's call.
    const loose = await ours('?threshold=0.2');
    expect(loose.flatMap((g) => g.ids)).not.toContain(ids[1]);
    // Out of range or not a number: a 400 with the rule.
    for (const bad of ['0', '0.95', 'abc']) {
      const res = await suggest(`?threshold=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_MSG.mergeThreshold);
    }
  });

  it('refuses fewer than 2 predictions, a missing text, unknown and settled ones', async () => {
    const db = t.database.db;
    const u = await player();
    const p1 = await makePrediction(db, { userId: u.id });
    const p2 = await makePrediction(db, { userId: u.id });
    for (const predictionIds of [[], [p1], [p1, p1], undefined]) {
      const res = await merge({ predictionIds, text: 'A merged prediction text' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select at least 2 predictions to merge.');
    }
    for (const text of [undefined, '', '   ']) {
      const res = await merge({ predictionIds: [p1, p2], text });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter merged prediction text.');
    }
    expect((await merge({ predictionIds: [p1, p2], text: 'short' })).json().message).toBe(
      'Prediction must be at least 10 characters',
    );
    const unknown = await merge({ predictionIds: [p1, 'nope'], text: 'A merged prediction text' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Prediction not found');
    await resolve(p2, 'CORRECT', 'Yes');
    const before = await economyTotal(db);
    const settled = await merge({ predictionIds: [p1, p2], text: 'A merged prediction text' });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe('Only pending predictions can be merged');
    expect(await economyTotal(db)).toBe(before);
    const [row] = await db.select().from(predictions).where(eq(predictions.id, p1));
    expect(row?.status).toBe('PENDING');
  });

  it('moves every stake onto the new prediction, summed per user, conserving points exactly', async () => {
    const db = t.database.db;
    const [ann, bob, cat, dan, eve] = [
      await player('ann'),
      await player('bob'),
      await player('cat'),
      await player('dan'),
      await player('eve'),
    ];
    if (!ann || !bob || !cat || !dan || !eve) throw new Error('players');
    const base = Date.now() - 2 * DAY;
    // p1 (earliest) by ann; p2 by bob; p3 by cat.
    const p1 = await makePrediction(db, {
      userId: ann.id,
      pointsWagered: 10,
      text: 'Chiefs win the Super Bowl',
      category: 'sports',
      createdAt: new Date(base),
      expiresAt: new Date(Date.now() + 5 * DAY),
    });
    const p2 = await makePrediction(db, {
      userId: bob.id,
      pointsWagered: 20,
      text: 'The Chiefs will win the Super Bowl',
      category: 'other',
      createdAt: new Date(base + 1000),
      expiresAt: new Date(Date.now() + 30 * DAY),
    });
    const p3 = await makePrediction(db, {
      userId: cat.id,
      pointsWagered: 1,
      text: 'Super Bowl winner: the Chiefs',
      createdAt: new Date(base + 2000),
      expiresAt: new Date(Date.now() + 9 * DAY),
    });
    await joinPrediction(db, cat.id, p1, 7); // cat joins ann's and created p3: one join of 8
    await joinPrediction(db, ann.id, p2, 5); // ann joins bob's: into her creator wager
    await joinPrediction(db, cat.id, p2, 3);
    await jumpOnPrediction(db, dan.id, p1, 2); // dan jumps twice: one jump of 6
    await jumpOnPrediction(db, dan.id, p2, 4);
    await jumpOnPrediction(db, ann.id, p3, 4); // ann may not jump on her own: refunded
    await betAgainstPrediction(db, bob.id, p1, 9); // bob backs (p2): one position, refunded
    await betAgainstPrediction(db, eve.id, p3, 6);
    await votePrediction(db, dan.id, p1, 'up');
    await votePrediction(db, eve.id, p2, 'down');
    await votePrediction(db, ann.id, p3, 'up'); // dropped: own prediction now
    // A bystander's prediction takes no part.
    const other = await makePrediction(db, {
      userId: eve.id,
      pointsWagered: 3,
      text: 'Unrelated thing happens',
    });

    const everyone = [ann.id, bob.id, cat.id, dan.id, eve.id];
    const before = await balancesOf(db, ...everyone);
    const inPlay = await economyTotal(db);
    // Each creator holds +1 per jump on their prediction: ann (dan), bob (dan), cat (ann).
    expect(await heldBonusesOf(db, ...everyone)).toEqual([1, 1, 1, 0, 0]);

    const text = 'The Kansas City Chiefs win the next Super Bowl';
    const res = await merge({ predictionIds: [p3, p1, p2], text });
    expect(res.statusCode).toBe(201);
    const byUser = (a: { userId: string }, b: { userId: string }) =>
      a.userId.localeCompare(b.userId);
    const { prediction, mergedIds, refunds } = res.json().data as {
      prediction: Prediction;
      mergedIds: string[];
      refunds: Array<{ userId: string; amount: number }>;
    };

    // Nothing made or lost; only what cannot carry over came back.
    expect(await economyTotal(db)).toBe(inPlay);
    expect(refunds.sort(byUser)).toEqual(
      [
        { userId: ann.id, amount: 4 },
        { userId: bob.id, amount: 9 },
      ].sort(byUser),
    );
    const after = await balancesOf(db, ...everyone);
    // Held bonuses move no balance: the sources' are cancelled, and the merged prediction holds
    // +1 for ann for dan's carried jump (ann's own jump on p3 was refunded).
    expect(after.map((b, i) => (b ?? 0) - (before[i] ?? 0))).toEqual([4, 9, 0, 0, 0]);
    expect(await heldBonusesOf(db, ...everyone)).toEqual([1, 0, 0, 0, 0]);

    expect(mergedIds.sort()).toEqual([p1, p2, p3].sort());
    expect(prediction).toMatchObject({
      userId: ann.id,
      text,
      category: 'sports', // the earliest's
      status: 'PENDING',
      pointsWagered: 15,
      joinedCount: 2,
      totalJoinedPoints: 20 + 11,
      jumpedOnCount: 1,
      betAgainstCount: 1,
      votes: { up: 1, down: 1 },
      moderationStatus: null,
    });
    const latestExpiry = (await db.select().from(predictions).where(eq(predictions.id, p2)))[0]
      ?.expiresAt;
    expect(prediction.expiresAt).toBe(latestExpiry?.toISOString());
    expect(prediction.joinedBy.map((j) => [j.userId, j.pointsWagered]).sort()).toEqual(
      [
        [bob.id, 20],
        [cat.id, 11],
      ].sort(),
    );
    const newId = prediction.id;
    const { join, jump, bet, vote } = perPlayerTables;
    const wagersOn = (stakes: typeof jump | typeof bet) =>
      db
        .select({ userId: stakes.userId, wager: stakes.wager })
        .from(stakes)
        .where(eq(stakes.predictionId, newId));
    const jumps = await wagersOn(jump);
    const bets = await wagersOn(bet);
    expect(jumps).toEqual([{ userId: dan.id, wager: 6 }]);
    expect(bets).toEqual([{ userId: eve.id, wager: 6 }]);
    const votes = await db
      .select({ userId: vote.userId, voteType: vote.voteType })
      .from(vote)
      .where(eq(vote.predictionId, newId));
    expect(votes.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: dan.id, voteType: 'up' },
        { userId: eve.id, voteType: 'down' },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );

    // The selected ones are MERGED, with the note and the link; they leave the default list.
    const old = await db
      .select()
      .from(predictions)
      .where(inArray(predictions.id, [p1, p2, p3]));
    for (const row of old) {
      expect(row).toMatchObject({
        status: 'MERGED',
        adminNote: `Merged into: ${text}`,
        mergedIntoId: newId,
        resolvedBy: admin.id,
      });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/predictions?limit=50' });
    const listed = list.json().data.map((p: Prediction) => p.id);
    expect(listed).toContain(newId);
    expect(listed).not.toContain(p1);
    expect((await db.select().from(join).where(eq(join.predictionId, other))).length).toBe(0);

    // Everyone whose stake moved hears of it; the audit has the merge.
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'merged'), eq(notifications.predictionId, newId)));
    expect(notes.map((x) => x.userId).sort()).toEqual([...everyone].sort());
    expect(notes.find((x) => x.userId === ann.id)?.message).toContain(
      '4 points that could not move came back',
    );
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, newId));
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: 'prediction.merge',
      note: text,
      details: { mergedIds: [p1, p2, p3].sort(), creatorId: ann.id, held: 15 + 31 + 6 + 6 },
    });

    // A merged prediction cannot be deleted or merged again; the new one pays as one.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/predictions/${p1}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(409);
    expect(
      (await merge({ predictionIds: [p1, other], text: 'Another merged text here' })).statusCode,
    ).toBe(409);

    const mid = await balancesOf(db, ...everyone);
    const resolved = await resolve(newId, 'CORRECT', 'They did it');
    expect(resolved.statusCode).toBe(200);
    const final = await balancesOf(db, ...everyone);
    expect(final.map((b, i) => (b ?? 0) - (mid[i] ?? 0))).toEqual([
      30 + 6 + 1, // ann: 2 x 15, plus eve's bet against, plus the +1 held for dan's jump
      40, // bob: 2 x 20 as a joiner (his bet against was refunded by the merge)
      22, // cat: 2 x 11
      6 + 4, // dan: jump 6 -> 6 + 4
      0, // eve: bet against lost
    ]);
  });

  it('keeps points exact when two merges race for the same prediction', async () => {
    const db = t.database.db;
    const [a, b, c] = [await player(), await player(), await player()];
    const p1 = await makePrediction(db, { userId: a.id, pointsWagered: 10 });
    const p2 = await makePrediction(db, { userId: b.id, pointsWagered: 10 });
    const p3 = await makePrediction(db, { userId: c.id, pointsWagered: 10 });
    await joinPrediction(db, c.id, p1, 5);
    const inPlay = await economyTotal(db);
    const results = await Promise.all([
      merge({ predictionIds: [p1, p2], text: 'First merged prediction text' }),
      merge({ predictionIds: [p2, p3], text: 'Second merged prediction text' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await economyTotal(db)).toBe(inPlay);
  });
});
