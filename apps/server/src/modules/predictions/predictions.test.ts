import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@boldcall/shared/messages';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { pointsLedger } from '../points/points.table.ts';
import { players } from '../../platform/identity/identity.table.ts';
import { recomputeSports } from './predictions.service.ts';
import { predictions } from './predictions.table.ts';

const DAY = 24 * 60 * 60 * 1000;
const future = (days = 7) => new Date(Date.now() + days * DAY).toISOString();
const TEXT = 'The Chiefs win the Super Bowl again this season';

describe('predictions API', () => {
  const t = useTestApp();
  let counter = 0;

  /** A fresh player with a session cookie. */
  async function player(extra: { bonusPoints?: number; isPro?: boolean } = {}) {
    counter += 1;
    const username = `player_${counter}`;
    const created = await createPlayer(t.database.db, { username, ...extra });
    return { id: created.id, username, cookie: await signIn(t, username) };
  }

  async function balance(userId: string) {
    const [row] = await t.database.db
      .select({ points: players.points })
      .from(players)
      .where(eq(players.userId, userId));
    return row?.points;
  }

  async function ledger(userId: string, refId?: string) {
    return t.database.db
      .select()
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.userId, userId), refId ? eq(pointsLedger.refId, refId) : undefined),
      )
      .orderBy(pointsLedger.id);
  }

  const post = (url: string, cookie: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  const patch = (id: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/predictions/${id}`, headers: { cookie }, payload });

  /** A new player's prediction, and another new player to act on it. */
  async function predictionAndPlayer() {
    const creator = await player();
    const me = await player();
    const id = await makePrediction(t.database.db, { userId: creator.id });
    return { creator, me, id };
  }

  const create = (cookie: string, payload: Record<string, unknown> = {}) =>
    post('/api/predictions', cookie, {
      text: TEXT,
      category: 'sports',
      expiresAt: future(),
      pointsWagered: 10,
      ...payload,
    });

  describe('create', () => {
    it('holds the wager in escrow and answers the prediction', async () => {
      const me = await player();
      const res = await create(me.cookie, { isCustom: false, userId: 'someone-else' });
      expect(res.statusCode).toBe(201);
      const p: Prediction = res.json().data;
      expect(p).toMatchObject({
        predictionId: p.id,
        userId: me.id,
        username: me.username,
        text: TEXT,
        category: 'sports',
        sports: ['football'],
        pointsWagered: 10,
        status: 'PENDING',
        isCustom: false,
        joinedBy: [],
        joinedCount: 0,
        totalJoinedPoints: 0,
        totalPoints: 10,
        votes: { up: 0, down: 0, userVote: null },
        jumpedOnCount: 0,
        betAgainstCount: 0,
        commentCount: 0,
        isCreator: true,
        hasJoined: false,
        canEdit: true,
        moderationStatus: null,
        resolvedAt: null,
        isPro: false,
        avatar: null,
      });
      expect(await balance(me.id)).toBe(90);
      const rows = await ledger(me.id, p.id);
      expect(rows).toMatchObject([
        { amount: -10, reason: 'prediction_wager', refType: 'prediction', balanceAfter: 90 },
      ]);
    });

    it('trims the text and takes a bare date as the end of that day (UTC)', async () => {
      const me = await player();
      const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
      const res = await create(me.cookie, { text: `   ${TEXT}  `, expiresAt: day });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.text).toBe(TEXT);
      expect(res.json().data.expiresAt).toBe(`${day}T23:59:59.999Z`);
    });

    it('accepts exactly 500 characters and refuses 501', async () => {
      const me = await player();
      expect(
        (await create(me.cookie, { text: 'x'.repeat(500), pointsWagered: 1 })).statusCode,
      ).toBe(201);
      const res = await create(me.cookie, { text: 'x'.repeat(501), pointsWagered: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Prediction must be less than 500 characters');
    });

    it.each([
      [{ text: undefined }, 'Prediction text is required', 'body.text'],
      [{ text: '' }, 'Prediction text is required', 'body.text'],
      [{ text: '      ' }, 'Prediction text is required', 'body.text'],
      [{ text: 'too short' }, 'Prediction must be at least 10 characters', 'body.text'],
      [{ text: 42 }, 'Prediction text is required', 'body.text'],
      [{ expiresAt: undefined }, 'Expiration date is required', 'body.expiresAt'],
      [{ expiresAt: '' }, 'Expiration date is required', 'body.expiresAt'],
      [{ expiresAt: 'next tuesday' }, 'Expiration date must be a valid date', 'body.expiresAt'],
      [{ expiresAt: '2020-01-01' }, 'Expiration date must be in the future', 'body.expiresAt'],
      [
        { expiresAt: new Date(Date.now() - 1000).toISOString() },
        'Expiration date must be in the future',
        'body.expiresAt',
      ],
      [{ pointsWagered: 0 }, 'Must wager at least 1 point', 'body.pointsWagered'],
      [{ pointsWagered: -5 }, 'Must wager at least 1 point', 'body.pointsWagered'],
      [{ pointsWagered: undefined }, 'Must wager at least 1 point', 'body.pointsWagered'],
      [{ pointsWagered: '10' }, 'Must wager at least 1 point', 'body.pointsWagered'],
      [{ pointsWagered: 2.5 }, 'Points must be a whole number', 'body.pointsWagered'],
      [{ category: 'weather' }, 'Please choose a category', 'body.category'],
      [{ category: undefined }, 'Please choose a category', 'body.category'],
    ])('refuses %j with the catalogue message', async (change, message, path) => {
      const me = await player();
      const res = await create(me.cookie, change);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({ path, message });
      expect(await balance(me.id)).toBe(100);
    });

    it('refuses a wager above the balance with the balance in the message', async () => {
      const me = await player();
      const res = await create(me.cookie, { pointsWagered: 101 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_POINTS',
        message: 'Cannot wager more than 100 points',
      });
      expect(await balance(me.id)).toBe(100);
      expect((await ledger(me.id)).length).toBe(1); // only the sign-up grant
      // All of it is fine.
      expect((await create(me.cookie, { pointsWagered: 100 })).statusCode).toBe(201);
      expect(await balance(me.id)).toBe(0);
    });

    it('never answers a 500 to junk', async () => {
      const me = await player();
      for (const payload of ['"text"', '[]', 'null', '{"text":', '{"pointsWagered":1e400}']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/predictions',
          headers: { cookie: me.cookie, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
      }
      const huge = await create(me.cookie, { pointsWagered: Number.MAX_SAFE_INTEGER });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toBe('Cannot wager more than 100 points');
    });
  });

  describe('list and get', () => {
    let author: Awaited<ReturnType<typeof player>>;
    let viewer: Awaited<ReturnType<typeof player>>;
    const ids: Record<string, string> = {};
    // An isolated world for these tests: a fixed future creation time puts them first.
    const base = Date.now() + 365 * DAY;
    beforeAll(async () => {
      author = await player({ bonusPoints: 1000 });
      viewer = await player();
      const db = t.database.db;
      const at = (n: number) => new Date(base + n * 1000);
      ids.lakers = await makePrediction(db, {
        userId: author.id,
        text: 'LeBron and the Lakers win 60 games',
        category: 'sports',
        createdAt: at(1),
        expiresAt: at(100000),
      });
      ids.btc = await makePrediction(db, {
        userId: author.id,
        text: 'Bitcoin closes the year above 150k (100% sure)',
        category: 'finance',
        createdAt: at(2),
        expiresAt: at(100000),
      });
      ids.ai = await makePrediction(db, {
        userId: viewer.id,
        text: 'An open model beats every closed model on coding benchmarks',
        category: 'technology',
        createdAt: at(3),
        expiresAt: at(100000),
      });
      ids.chiefs = await makePrediction(db, {
        userId: author.id,
        text: 'Chiefs go 17-0 and Mahomes wins MVP',
        category: 'sports',
        createdAt: at(4),
        expiresAt: at(100000),
      });
      ids.resolved = await makePrediction(db, {
        userId: author.id,
        text: 'The next election turnout beats the last one',
        category: 'politics',
        createdAt: at(5),
        expiresAt: at(100000),
      });
      await resolvePredictionNow(db, ids.resolved, 'CORRECT');
      ids.merged = await makePrediction(db, {
        userId: author.id,
        text: 'A merged away prediction about the election',
        category: 'politics',
        createdAt: at(6),
        expiresAt: at(100000),
      });
      await db.transaction(async (tx) => {
        const { refundPrediction } = await import('./predictions.settlement.ts');
        await refundPrediction(tx, ids.merged as string, 'MERGED');
      });
    });

    const list = async (query: string, cookie?: string) => {
      const res = await t.app.inject({
        url: `/api/predictions?${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Prediction[]; nextCursor: string | null };
    };
    const mine = (page: { data: Prediction[] }) =>
      page.data.map((p) => p.id).filter((id) => Object.values(ids).includes(id));

    it('lists newest first, without MERGED, public', async () => {
      const page = await list('limit=5');
      expect(page.data.map((p) => p.id)).toEqual([
        ids.resolved,
        ids.chiefs,
        ids.ai,
        ids.btc,
        ids.lakers,
      ]);
      expect(page.data[0]?.isCreator).toBe(false);
    });

    it('pages with the cursor until the end', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { data: Prediction[]; nextCursor: string | null } = await list(
          `limit=2&userId=${author.id}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.data.map((p) => p.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual([ids.resolved, ids.chiefs, ids.btc, ids.lakers]);
      expect(pages).toBe(2);
    });

    it('filters by status, category, sport and author', async () => {
      expect(mine(await list('status=CORRECT'))).toEqual([ids.resolved]);
      expect(mine(await list('status=MERGED'))).toEqual([ids.merged]);
      expect(mine(await list('status=PENDING&category=sports'))).toEqual([ids.chiefs, ids.lakers]);
      expect(mine(await list('category=finance'))).toEqual([ids.btc]);
      expect(mine(await list('sport=basketball'))).toEqual([ids.lakers]);
      expect(mine(await list('sport=football&status=all&category=all'))).toEqual([ids.chiefs]);
      expect(mine(await list(`userId=${viewer.id}`))).toEqual([ids.ai]);
    });

    it('searches text, username and category, case-insensitively, literally', async () => {
      expect(mine(await list('q=CHIEFS'))).toEqual([ids.chiefs]);
      expect(mine(await list('q=%20mahomes%20'))).toEqual([ids.chiefs]);
      expect(mine(await list(`q=${viewer.username.toUpperCase()}`))).toEqual([ids.ai]);
      expect(mine(await list('q=TECHNOLOGY'))).toEqual([ids.ai]);
      expect(mine(await list('q=100%25'))).toEqual([ids.btc]); // '%' is literal
      // '_' is literal too: as a LIKE wildcard 's_g' would find "Chiefs go".
      expect(mine(await list('q=s_g'))).toEqual([]);
      expect(mine(await list('q=chiefs&category=finance'))).toEqual([]);
    });

    it('tells a signed-in caller their own relation', async () => {
      await post(`/api/predictions/${ids.chiefs}/join`, viewer.cookie, { pointsWagered: 5 });
      await post(`/api/predictions/${ids.chiefs}/vote`, viewer.cookie, { voteType: 'down' });
      const [p] = (await list(`q=chiefs`, viewer.cookie)).data;
      expect(p).toMatchObject({
        id: ids.chiefs,
        hasJoined: true,
        myVote: 'down',
        votes: { up: 0, down: 1, userVote: 'down' },
        joinedCount: 1,
        totalJoinedPoints: 5,
        totalPoints: 15,
        joinedBy: [{ userId: viewer.id, username: viewer.username, pointsWagered: 5 }],
        isCreator: false,
        canEdit: false,
      });
      const [anon] = (await list('q=chiefs')).data;
      expect(anon).toMatchObject({ hasJoined: false, myVote: null, votes: { userVote: null } });
    });

    it('gets one, or 404', async () => {
      const res = await t.app.inject(`/api/predictions/${ids.btc}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.text).toContain('Bitcoin');
      const missing = await t.app.inject('/api/predictions/nope');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Prediction not found');
    });

    it('refuses bad queries with 400', async () => {
      for (const query of [
        'limit=0',
        'limit=51',
        'limit=abc',
        'status=DONE',
        'category=weather',
        'sport=curling',
        `q=${'x'.repeat(101)}`,
        'cursor=bm9wZQ',
      ]) {
        const res = await t.app.inject(`/api/predictions?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
      expect((await t.app.inject('/api/predictions?cursor=bm9wZQ')).json().message).toBe(
        'Invalid cursor',
      );
    });
  });

  describe('join', () => {
    it('holds the wager, counts the joiner and answers the prediction', async () => {
      const { creator, me: joiner, id } = await predictionAndPlayer();
      const res = await post(`/api/predictions/${id}/join`, joiner.cookie, {
        pointsWagered: 25,
        userId: creator.id, // ignored: the session decides
        username: 'someone',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        joinedCount: 1,
        totalJoinedPoints: 25,
        hasJoined: true,
        joinedBy: [{ userId: joiner.id, pointsWagered: 25 }],
      });
      expect(await balance(joiner.id)).toBe(75);
      expect(await ledger(joiner.id, id)).toMatchObject([
        { amount: -25, reason: 'join_wager', refType: 'prediction' },
      ]);

      const again = await post(`/api/predictions/${id}/join`, joiner.cookie, { pointsWagered: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already joined this prediction');
      expect(await balance(joiner.id)).toBe(75);
    });

    it('refuses the creator, closed, denied and expired predictions', async () => {
      const creator = await player();
      const joiner = await player();
      const db = t.database.db;
      const open = await makePrediction(db, { userId: creator.id });
      const resolved = await makePrediction(db, { userId: creator.id });
      await resolvePredictionNow(db, resolved, 'INCORRECT');
      const denied = await makePrediction(db, { userId: creator.id });
      await db
        .update(predictions)
        .set({ moderationStatus: 'denied' })
        .where(eq(predictions.id, denied));
      const expired = await makePrediction(db, {
        userId: creator.id,
        createdAt: new Date(Date.now() - 3 * DAY),
        expiresAt: new Date(Date.now() - DAY),
      });
      for (const [id, who, status, message] of [
        [open, creator, 403, 'You cannot join your own prediction'],
        [resolved, joiner, 409, 'This prediction is no longer accepting joins'],
        [denied, joiner, 409, 'This prediction is no longer accepting joins'],
        [expired, joiner, 409, 'This prediction has expired'],
        ['nope', joiner, 404, 'Prediction not found'],
      ] as const) {
        const res = await post(`/api/predictions/${id}/join`, who.cookie, { pointsWagered: 5 });
        expect(res.statusCode, message).toBe(status);
        expect(res.json().message).toBe(message);
      }
      expect(await balance(joiner.id)).toBe(100);
    });

    it('checks the wager bounds', async () => {
      const { me: joiner, id } = await predictionAndPlayer();
      const zero = await post(`/api/predictions/${id}/join`, joiner.cookie, { pointsWagered: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toBe('Must wager at least 1 point');
      const over = await post(`/api/predictions/${id}/join`, joiner.cookie, { pointsWagered: 101 });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('Cannot wager more than 100 points');
      const empty = await post(`/api/predictions/${id}/join`, joiner.cookie, {});
      expect(empty.statusCode).toBe(400);
      expect(await balance(joiner.id)).toBe(100);
    });
  });

  describe('vote, jump on, bet against', () => {
    it('votes once, up or down, for free', async () => {
      const { creator, me: a, id } = await predictionAndPlayer();
      const b = await player();
      const up = await post(`/api/predictions/${id}/vote`, a.cookie, { voteType: 'up' });
      expect(up.statusCode).toBe(200);
      expect(up.json().data).toMatchObject({
        votes: { up: 1, down: 0, userVote: 'up' },
        myVote: 'up',
      });
      const down = await post(`/api/predictions/${id}/vote`, b.cookie, { voteType: 'down' });
      expect(down.json().data.votes).toEqual({ up: 1, down: 1, userVote: 'down' });
      const again = await post(`/api/predictions/${id}/vote`, a.cookie, { voteType: 'down' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already voted on this prediction');
      const bad = await post(`/api/predictions/${id}/vote`, a.cookie, { voteType: 'sideways' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Vote type must be 'up' or 'down'");
      expect(await balance(a.id)).toBe(100);
      // Another player's vote closes editing (docs/rules/game.md "Editing").
      const edit = await patch(id, creator.cookie, { category: 'other' });
      expect(edit.statusCode).toBe(409);
    });

    it('jumps on: holds the wager, and +1 for the creator until the call resolves', async () => {
      const { creator, me: jumper, id } = await predictionAndPlayer();
      const res = await post(`/api/predictions/${id}/jump-on`, jumper.cookie, { wager: 10 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ jumpedOnCount: 1, hasJumped: true });
      expect(await balance(jumper.id)).toBe(90);
      // The +1 is held, not spendable: the balance stays at 100 - 10.
      expect(await balance(creator.id)).toBe(90);
      expect(await ledger(creator.id, id)).toMatchObject([
        { amount: -10, heldAmount: 0, reason: 'prediction_wager' },
        { amount: 0, heldAmount: 1, reason: 'jump_bonus_held', refType: 'prediction' },
      ]);
      const again = await post(`/api/predictions/${id}/jump-on`, jumper.cookie, { wager: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already jumped on this prediction');
    });

    it('bets against: holds the wager', async () => {
      const { me: bettor, id } = await predictionAndPlayer();
      const res = await post(`/api/predictions/${id}/bet-against`, bettor.cookie, { wager: 30 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ betAgainstCount: 1, hasBetAgainst: true });
      expect(await balance(bettor.id)).toBe(70);
      expect(await ledger(bettor.id, id)).toMatchObject([{ amount: -30, reason: 'bet_wager' }]);
      const again = await post(`/api/predictions/${id}/bet-against`, bettor.cookie, { wager: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already bet against this prediction');
    });

    it.each(['jump-on', 'bet-against'])(
      '%s: Invalid wager amount outside 1 … points',
      async (path) => {
        const { creator, me, id } = await predictionAndPlayer();
        for (const wager of [0, -1, 1.5, 101, '5', null]) {
          const res = await post(`/api/predictions/${id}/${path}`, me.cookie, { wager });
          expect(res.statusCode, String(wager)).toBe(400);
          expect(res.json().message).toBe('Invalid wager amount');
        }
        expect(await balance(me.id)).toBe(100);
        expect(await balance(creator.id)).toBe(90);
      },
    );

    it.each(['vote', 'jump-on', 'bet-against'])(
      '%s: refuses creator, closed, expired',
      async (path) => {
        const { creator, me, id: open } = await predictionAndPlayer();
        const db = t.database.db;
        const payload = path === 'vote' ? { voteType: 'up' } : { wager: 5 };
        const resolved = await makePrediction(db, { userId: creator.id });
        await resolvePredictionNow(db, resolved, 'UNMEASURABLE');
        const expired = await makePrediction(db, {
          userId: creator.id,
          createdAt: new Date(Date.now() - 3 * DAY),
          expiresAt: new Date(Date.now() - 1000),
        });
        for (const [id, who, status, message] of [
          [open, creator, 403, 'You cannot interact with your own predictions'],
          [resolved, me, 409, 'This prediction is no longer accepting interactions'],
          [expired, me, 409, 'This prediction has expired'],
          ['nope', me, 404, 'Prediction not found'],
        ] as const) {
          const res = await post(`/api/predictions/${id}/${path}`, who.cookie, payload);
          expect(res.statusCode, id).toBe(status);
          expect(res.json().message).toBe(message);
        }
        expect(await balance(me.id)).toBe(100);
      },
    );
  });

  describe('edit', () => {
    it('lets the creator edit text, category and expiry until someone stakes on it', async () => {
      const creator = await player();
      const other = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id, category: 'other' });
      const expiresAt = future(30);
      const res = await patch(id, creator.cookie, {
        text: 'Ohtani hits 60 home runs this season',
        category: 'sports',
        expiresAt,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        text: 'Ohtani hits 60 home runs this season',
        category: 'sports',
        sports: ['baseball'],
        expiresAt,
        canEdit: true,
        pointsWagered: 10,
      });
      const found = await t.app.inject('/api/predictions?q=ohtani&sport=baseball');
      expect(found.json().data.map((p: Prediction) => p.id)).toContain(id);

      const notMine = await patch(id, other.cookie, { text: 'Mine now, all of it, really' });
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toBe('You can only edit your own predictions');

      expect((await patch(id, creator.cookie, {})).json().message).toBe('Nothing to update');
      expect((await patch(id, creator.cookie, { text: 'short' })).json().message).toBe(
        'Prediction must be at least 10 characters',
      );
      expect((await patch(id, creator.cookie, { expiresAt: '2020-01-01' })).json().message).toBe(
        'Expiration date must be in the future',
      );

      await post(`/api/predictions/${id}/bet-against`, other.cookie, { wager: 1 });
      const locked = await patch(id, creator.cookie, { category: 'other' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(
        'This prediction can no longer be edited because someone has voted on, joined, jumped on or bet against it',
      );
      expect((await t.app.inject(`/api/predictions/${id}`)).json().data.category).toBe('sports');
    });

    it('refuses to edit a resolved prediction', async () => {
      const creator = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      await resolvePredictionNow(t.database.db, id, 'CORRECT');
      const res = await patch(id, creator.cookie, { category: 'other' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only pending predictions can be edited');
    });
  });

  describe('signed out', () => {
    it('answers every write with 401 and the catalogue message, and reads publicly', async () => {
      const creator = await player();
      const id = await makePrediction(t.database.db, { userId: creator.id });
      const writes: Array<['POST' | 'PATCH', string, Record<string, unknown>]> = [
        [
          'POST',
          '/api/predictions',
          { text: TEXT, category: 'sports', expiresAt: future(), pointsWagered: 1 },
        ],
        ['PATCH', `/api/predictions/${id}`, { category: 'other' }],
        ['POST', `/api/predictions/${id}/join`, { pointsWagered: 1 }],
        ['POST', `/api/predictions/${id}/vote`, { voteType: 'up' }],
        ['POST', `/api/predictions/${id}/jump-on`, { wager: 1 }],
        ['POST', `/api/predictions/${id}/bet-against`, { wager: 1 }],
      ];
      for (const [method, url, payload] of writes) {
        const res = await t.app.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message).toBe(MSG.authRequired);
      }
      expect((await t.app.inject('/api/predictions')).statusCode).toBe(200);
      expect((await t.app.inject(`/api/predictions/${id}`)).statusCode).toBe(200);
      expect((await t.app.inject('/api/stats')).statusCode).toBe(200);
    });
  });

  it('limits writes per player and minute with the catalogue message', async () => {
    const me = await player();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) {
      const res = await post('/api/predictions/missing/vote', me.cookie, { voteType: 'up' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toBe(MSG.tooManyAttempts);
        break;
      }
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    // Another player is not affected.
    const other = await player();
    expect(
      (await post('/api/predictions/missing/vote', other.cookie, { voteType: 'up' })).statusCode,
    ).toBe(404);
  });

  it('re-derives stored sports after the keyword lists change', async () => {
    const me = await player();
    const id = await makePrediction(t.database.db, {
      userId: me.id,
      text: 'Wembanyama blocks 10 shots in a game',
    });
    await t.database.db.update(predictions).set({ sports: [] }).where(eq(predictions.id, id));
    expect(await recomputeSports(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(predictions).where(eq(predictions.id, id));
    expect(row?.sports).toEqual(['basketball']);
    expect(await recomputeSports(t.database.db)).toBe(0);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/predictions',
      '/api/predictions/{id}',
      '/api/predictions/{id}/join',
      '/api/predictions/{id}/vote',
      '/api/predictions/{id}/jump-on',
      '/api/predictions/{id}/bet-against',
      '/api/stats',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/predictions'].post.requestBody).toBeDefined();
  });

  it('keeps every balance equal to its ledger', async () => {
    const db = t.database.db;
    const sums = await db
      .select({ userId: pointsLedger.userId, total: sql<number>`sum(${pointsLedger.amount})::int` })
      .from(pointsLedger)
      .groupBy(pointsLedger.userId);
    const rows = await db.select().from(players);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(sums.find((s) => s.userId === row.userId)?.total).toBe(row.points);
    }
  });
});
