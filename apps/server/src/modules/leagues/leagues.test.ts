// Leagues (docs/rules/leagues.md): create (Pro only), codes, join, leave, owner
// actions, visibility of private leagues, the stats on the cards and the league leaderboard.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAGUE_MAX_OWNED } from '@boldcall/shared/constants';
import { isValidInviteCode } from '@boldcall/shared/rules/leagues';
import { LEAGUE_MSG, type League } from '@boldcall/shared/schemas/leagues';
import type { LeaderboardResponse } from '@boldcall/shared/schemas/leaderboard';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { bearerFor } from '../../test/bearer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { joinPrediction } from '../predictions/predictions.service.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { listLeagues } from './leagues.repository.ts';
import { createLeague } from './leagues.service.ts';
import { leagueMembers, leagues } from './leagues.table.ts';

describe('leagues', () => {
  let t: TestApp;
  const db = () => t.database.db;
  const auth: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function player(name: string, isPro = false) {
    const created = await createPlayer(db(), { username: name, isPro });
    ids[name] = created.id;
    auth[name] = await bearerFor(db(), created.id);
    return created.id;
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: as ? { authorization: auth[as]! } : {},
      ...(payload ? { payload } : {}),
    });

  async function create(as: string, body: object): Promise<League> {
    const res = await call('POST', '/api/leagues', as, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  const listOf = async (as?: string): Promise<League[]> => {
    const res = await call('GET', '/api/leagues', as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));

  beforeAll(async () => {
    t = await createTestApp();
    await player('owner_pro', true);
    await player('second_pro', true);
    await player('free_fran');
    await player('free_gus');
    await player('outsider');
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('is for Pro players only; visitors must sign in', async () => {
      const body = { name: 'Free league', description: 'Should not exist' };
      const visitor = await call('POST', '/api/leagues', undefined, body);
      expect(visitor.statusCode).toBe(401);
      const free = await call('POST', '/api/leagues', 'free_fran', body);
      expect(free.statusCode).toBe(403);
      expect(free.json()).toMatchObject({ code: 'PRO_REQUIRED', message: LEAGUE_MSG.proRequired });
      expect(await db().select().from(leagues)).toHaveLength(0);
    });

    it('requires a name and a description, within limits', async () => {
      const bad = async (body: object, message: string) => {
        const res = await call('POST', '/api/leagues', 'owner_pro', body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      };
      await bad({ description: 'Something' }, LEAGUE_MSG.nameRequired);
      await bad({ name: '   ', description: 'Something' }, LEAGUE_MSG.nameRequired);
      await bad({ name: 'ab', description: 'Something' }, LEAGUE_MSG.nameTooShort);
      await bad({ name: 'x'.repeat(51), description: 'Something' }, LEAGUE_MSG.nameTooLong);
      await bad({ name: 'Good name' }, LEAGUE_MSG.descriptionRequired);
      await bad({ name: 'Good name', description: ' ' }, LEAGUE_MSG.descriptionRequired);
      await bad({ name: 'Good name', description: 'x'.repeat(281) }, LEAGUE_MSG.descriptionTooLong);
      await bad(
        { name: 'Good name', description: 'Fine', inviteCode: 'AB-123' },
        LEAGUE_MSG.codeFormat,
      );
      await bad(
        { name: 'Good name', description: 'Fine', inviteCode: 'ABC12' },
        LEAGUE_MSG.codeFormat,
      );
    });

    it('generates a 6-character code when blank; the owner is the first member', async () => {
      const league = await create('owner_pro', {
        name: '  Friday Picks ',
        description: 'Our office league',
        inviteCode: '',
        isPrivate: true,
      });
      expect(league).toMatchObject({
        name: 'Friday Picks',
        isPrivate: true,
        isOwner: true,
        isMember: true,
        memberCount: 1,
        ownerUsername: 'owner_pro',
        isGlobal: false,
      });
      expect(isValidInviteCode(league.inviteCode ?? '')).toBe(true);
      ids.private = league.id;
    });

    it('takes a custom code (upper-cased) once; a taken one is a conflict', async () => {
      const league = await create('second_pro', {
        name: 'Open Court',
        description: 'Anyone can play',
        inviteCode: 'court1',
      });
      expect(league.inviteCode).toBe('COURT1');
      expect(league.isPrivate).toBe(false);
      ids.public = league.id;
      const again = await call('POST', '/api/leagues', 'owner_pro', {
        name: 'Copycat',
        description: 'Same code',
        inviteCode: 'COURT1',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'INVITE_CODE_TAKEN' });
    });

    it('tries another generated code when one is taken', async () => {
      const codes = ['COURT1', 'COURT1', 'RETRY7'];
      const league = await createLeague(
        db(),
        ids.second_pro!,
        {
          name: 'Retry league',
          description: 'Gets the third code',
          inviteCode: undefined,
          isPrivate: false,
        },
        { nextCode: () => codes.shift()! },
      );
      expect(league.inviteCode).toBe('RETRY7');
      expect(codes).toHaveLength(0);
      await db().delete(leagues).where(eq(leagues.id, league.id));
    });
  });

  describe('seeing leagues', () => {
    it('lists Global first, private leagues only to members, codes only to members', async () => {
      const visitor = await listOf();
      expect(visitor.map((l) => l.id)).toEqual(['global', ids.public]);
      expect(visitor[0]).toMatchObject({ name: 'Global', isMember: false, inviteCode: null });
      expect(visitor[1]).toMatchObject({ isMember: false, isOwner: false, inviteCode: null });

      const owner = await listOf('owner_pro');
      expect(owner.map((l) => l.id)).toEqual(['global', ids.private, ids.public]);
      expect(owner[0]).toMatchObject({ isMember: true, isOwner: false, memberCount: 5 });
      expect(owner[1]).toMatchObject({ isOwner: true, isMember: true });
      expect(owner[1]?.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
      expect(owner[2]).toMatchObject({ isMember: false, inviteCode: null });
    });

    it('hides a private league from non-members: detail, board and members are 404', async () => {
      for (const as of [undefined, 'outsider']) {
        for (const url of [
          `/api/leagues/${ids.private}`,
          `/api/leaderboard?league=${ids.private}`,
          `/api/leagues/${ids.private}/members`,
        ]) {
          const res = await call('GET', url, as);
          expect(res.statusCode, `${url} as ${as}`).toBe(404);
          expect(res.body).not.toContain('Friday Picks');
        }
      }
      const mine = await call('GET', `/api/leagues/${ids.private}`, 'owner_pro');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({ name: 'Friday Picks', recentPredictions: [] });
      // A public league's page is open to everyone, without its code.
      const open = await call('GET', `/api/leagues/${ids.public}`);
      expect(open.statusCode).toBe(200);
      expect(open.json().data.inviteCode).toBeNull();
    });

    it('serves the Global league by its id', async () => {
      const res = await call('GET', '/api/leagues/global', 'free_fran');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ isGlobal: true, isMember: true, memberCount: 5 });
      expect((await call('GET', '/api/leagues/nope')).statusCode).toBe(404);
    });
  });

  describe('joining', () => {
    let code = '';
    beforeAll(async () => {
      code = (await listOf('owner_pro')).find((l) => l.id === ids.private)!.inviteCode!;
    });

    it('by code: exact match, clear error otherwise', async () => {
      const wrong = await call('POST', '/api/leagues/join', 'free_fran', { inviteCode: 'ZZZZZ9' });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(LEAGUE_MSG.codeNotFound);
      const empty = await call('POST', '/api/leagues/join', 'free_fran', { inviteCode: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(LEAGUE_MSG.codeRequired);
      const visitor = await call('POST', '/api/leagues/join', undefined, { inviteCode: code });
      expect(visitor.statusCode).toBe(401);

      const joined = await call('POST', '/api/leagues/join', 'free_fran', {
        inviteCode: ` ${code.toLowerCase()} `,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().data).toMatchObject({ id: ids.private, isMember: true, memberCount: 2 });
      const again = await call('POST', '/api/leagues/join', 'free_fran', { inviteCode: code });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(LEAGUE_MSG.alreadyMember);
    });

    it('tells the owner of each join', async () => {
      const told = await notificationsOf(ids.owner_pro!);
      expect(told.map((n) => [n.kind, n.message])).toEqual([
        ['league_joined', 'free_fran joined your league Friday Picks.'],
      ]);
    });

    it('a public league from its card; a private one only by code', async () => {
      const joined = await call('POST', `/api/leagues/${ids.public}/join`, 'free_fran');
      expect(joined.statusCode).toBe(200);
      expect(joined.json().data).toMatchObject({ isMember: true, memberCount: 2 });
      expect(joined.json().data.inviteCode).toBe('COURT1');
      const privateJoin = await call('POST', `/api/leagues/${ids.private}/join`, 'outsider');
      expect(privateJoin.statusCode).toBe(404);
      const global = await call('POST', '/api/leagues/global/join', 'outsider');
      expect(global.statusCode).toBe(409);
    });
  });

  describe('owner actions', () => {
    it('only the owner regenerates the code; the old one stops working', async () => {
      const old = (await listOf('owner_pro')).find((l) => l.id === ids.private)!.inviteCode!;
      const url = `/api/leagues/${ids.private}/invite-code`;
      expect((await call('POST', url, 'free_fran')).statusCode).toBe(403);
      expect((await call('POST', url, 'outsider')).statusCode).toBe(404);
      expect((await call('POST', url)).statusCode).toBe(401);
      expect((await call('POST', '/api/leagues/global/invite-code', 'owner_pro')).statusCode).toBe(
        403,
      );
      const res = await call('POST', url, 'owner_pro');
      expect(res.statusCode).toBe(200);
      const fresh = res.json().data.inviteCode as string;
      expect(isValidInviteCode(fresh)).toBe(true);
      expect(fresh).not.toBe(old);
      const stale = await call('POST', '/api/leagues/join', 'outsider', { inviteCode: old });
      expect(stale.statusCode).toBe(404);
    });

    it('only the owner removes members; the member hears of it', async () => {
      const url = `/api/leagues/${ids.private}/members/${ids.free_fran}`;
      const byMember = await call(
        'DELETE',
        `/api/leagues/${ids.private}/members/${ids.owner_pro}`,
        'free_fran',
      );
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe(LEAGUE_MSG.ownerOnly);
      expect((await call('DELETE', url, 'outsider')).statusCode).toBe(404);
      expect((await call('DELETE', url)).statusCode).toBe(401);
      const self = await call(
        'DELETE',
        `/api/leagues/${ids.private}/members/${ids.owner_pro}`,
        'owner_pro',
      );
      expect(self.statusCode).toBe(409);

      const removed = await call('DELETE', url, 'owner_pro');
      expect(removed.statusCode, removed.body).toBe(200);
      const gone = await call('DELETE', url, 'owner_pro');
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(LEAGUE_MSG.memberNotFound);
      const told = await notificationsOf(ids.free_fran!);
      expect(told.map((n) => [n.kind, n.message])).toEqual([
        ['league_removed', 'You were removed from the league Friday Picks.'],
      ]);
      expect((await call('GET', `/api/leagues/${ids.private}`, 'free_fran')).statusCode).toBe(404);
    });

    it('only the owner deletes a league', async () => {
      const doomed = await create('owner_pro', { name: 'Short lived', description: 'Gone soon' });
      await call('POST', `/api/leagues/${doomed.id}/join`, 'free_gus');
      expect((await call('DELETE', `/api/leagues/${doomed.id}`, 'free_gus')).statusCode).toBe(403);
      expect((await call('DELETE', `/api/leagues/${doomed.id}`)).statusCode).toBe(401);
      expect((await call('DELETE', '/api/leagues/global', 'owner_pro')).statusCode).toBe(403);
      const res = await call('DELETE', `/api/leagues/${doomed.id}`, 'owner_pro');
      expect(res.statusCode).toBe(200);
      expect((await call('GET', `/api/leagues/${doomed.id}`)).statusCode).toBe(404);
      expect(
        await db().select().from(leagueMembers).where(eq(leagueMembers.leagueId, doomed.id)),
      ).toHaveLength(0);
      // The member hears of it, with the league's name and where they stood; the owner does not.
      const told = await notificationsOf(ids.free_gus!);
      expect(told.filter((n) => n.kind === 'league_deleted').map((n) => n.message)).toEqual([
        'The league Short lived was deleted by its owner, and its leaderboard with it. ' +
          'You were not ranked on its board yet. Your points, predictions and accuracy are ' +
          'unchanged, and you stay on the Global leaderboard.',
      ]);
      const ownerTold = await notificationsOf(ids.owner_pro!);
      expect(ownerTold.some((n) => n.kind === 'league_deleted')).toBe(false);
    });
  });

  describe('leaving', () => {
    it('nobody can leave the Global league', async () => {
      for (const as of ['free_gus', 'owner_pro']) {
        const res = await call('POST', '/api/leagues/global/leave', as);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(LEAGUE_MSG.globalLeave);
      }
      expect((await call('POST', '/api/leagues/GLOBAL/leave', 'free_gus')).statusCode).toBe(403);
    });

    it('a member leaves; a non-member cannot', async () => {
      const res = await call('POST', `/api/leagues/${ids.public}/leave`, 'free_fran');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ leagueId: ids.public, deleted: false, newOwnerId: null });
      const again = await call('POST', `/api/leagues/${ids.public}/leave`, 'free_fran');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(LEAGUE_MSG.notMember);
    });

    it('an owner who leaves hands the league to the earliest member; the last one deletes it', async () => {
      const league = await create('owner_pro', { name: 'Hand over', description: 'Passes on' });
      await call('POST', `/api/leagues/${league.id}/join`, 'free_gus');
      await call('POST', `/api/leagues/${league.id}/join`, 'outsider');
      const left = await call('POST', `/api/leagues/${league.id}/leave`, 'owner_pro');
      expect(left.json().data).toEqual({
        leagueId: league.id,
        deleted: false,
        newOwnerId: ids.free_gus,
      });
      const told = await notificationsOf(ids.free_gus!);
      expect(told.map((n) => n.kind)).toContain('league_owner');
      const card = await call('GET', `/api/leagues/${league.id}`, 'free_gus');
      expect(card.json().data).toMatchObject({ isOwner: true, memberCount: 2 });

      await call('POST', `/api/leagues/${league.id}/leave`, 'outsider');
      const last = await call('POST', `/api/leagues/${league.id}/leave`, 'free_gus');
      expect(last.json().data).toEqual({ leagueId: league.id, deleted: true, newOwnerId: null });
      expect(await db().select().from(leagues).where(eq(leagues.id, league.id))).toHaveLength(0);
    });
  });

  describe('stats and the league leaderboard', () => {
    let leagueId = '';
    beforeAll(async () => {
      const league = await create('second_pro', {
        name: 'Stat League',
        description: 'Numbers',
        isPrivate: true,
      });
      leagueId = league.id;
      const code = league.inviteCode!;
      for (const as of ['free_gus', 'outsider']) {
        const res = await call('POST', '/api/leagues/join', as, { inviteCode: code });
        expect(res.statusCode).toBe(200);
      }
      // free_gus: 3 correct of 4; outsider: 1 of 2; second_pro: none decided; free_fran (not a
      // member) the best of all.
      const record = async (userId: string, outcomes: Array<'CORRECT' | 'INCORRECT'>) => {
        for (const outcome of outcomes) {
          const id = await makePrediction(db(), { userId, pointsWagered: 1 });
          await resolvePredictionNow(db(), id, outcome);
        }
      };
      await record(ids.free_gus!, ['CORRECT', 'CORRECT', 'INCORRECT', 'CORRECT']);
      await record(ids.outsider!, ['CORRECT', 'INCORRECT']);
      await record(ids.free_fran!, ['CORRECT', 'CORRECT', 'CORRECT', 'CORRECT', 'CORRECT']);
      const open = await makePrediction(db(), {
        userId: ids.second_pro!,
        text: 'The league stats count this open prediction',
      });
      await joinPrediction(db(), ids.outsider!, open, 5);
    });

    it('cards pool accuracy, name no top predictor before anyone is ranked, count this week', async () => {
      const res = await call('GET', `/api/leagues/${leagueId}`, 'outsider');
      const league = res.json().data;
      expect(league).toMatchObject({
        memberCount: 3,
        accuracy: 67, // 4 of 6
        // free_gus has 4 decided calls, one short of being ranked: nobody qualifies yet
        // (docs/rules/leagues.md "Top predictor").
        topPredictor: null,
        // 4 + 2 created, 1 created + 1 joined
        recentActivity: 8,
      });
      expect(league.recentPredictions[0]).toMatchObject({
        username: 'second_pro',
        text: 'The league stats count this open prediction',
        status: 'PENDING',
      });
      expect(league.recentPredictions).toHaveLength(7);
      const global = (await listOf('outsider'))[0]!;
      expect(global.topPredictor).toMatchObject({ username: 'free_fran', accuracy: 100 });
      expect(global.recentActivity).toBe(13);
    });

    it('the board ranks members only, in the global order', async () => {
      // Numbered ranks are for ranked players only (docs/rules/game.md): one more decided call
      // ranks free_gus (5 resolved); the other two members stay unranked.
      const extra = await makePrediction(db(), { userId: ids.free_gus!, pointsWagered: 1 });
      await resolvePredictionNow(db(), extra, 'CORRECT');
      const board = async (query: string, as?: string): Promise<LeaderboardResponse> => {
        const res = await call('GET', `/api/leaderboard${query}`, as);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const all = await board('?limit=100');
      const league = await board(`?league=${leagueId}`, 'outsider');
      const members = new Set([ids.second_pro, ids.free_gus, ids.outsider]);
      const expected = all.data.filter((e) => members.has(e.userId)).map((e) => e.userId);
      expect(league.data.map((e) => e.userId)).toEqual(expected);
      expect(league.data[0]?.userId).toBe(ids.free_gus);
      expect(league.data.map((e) => e.rank)).toEqual([1, null, null]);
      expect(league.me).toMatchObject({ userId: ids.outsider, rank: null });
      // The card's top predictor is the board's first ranked member, now that there is one.
      const card = (await call('GET', `/api/leagues/${leagueId}`, 'outsider')).json().data;
      expect(card.topPredictor).toEqual({
        userId: ids.free_gus,
        username: 'free_gus',
        accuracy: 80,
      });
      const page = await board(`?league=${leagueId}&limit=1`, 'outsider');
      const next = await board(`?league=${leagueId}&limit=1&cursor=${page.nextCursor}`, 'outsider');
      expect(next.data.map((e) => [e.userId, e.rank])).toEqual([[expected[1], null]]);
      // A member of another league is not on it, even when better; Global is everyone.
      expect(league.data.some((e) => e.userId === ids.free_fran)).toBe(false);
      expect((await board('?league=global&limit=100')).data).toHaveLength(all.data.length);
      // A public league's board is open to all.
      const open = await board(`?league=${ids.public}`);
      expect(open.data.map((e) => e.userId)).toEqual([ids.second_pro]);
    });

    it('a list page is one query', async () => {
      for (let i = 0; i < 4; i += 1) {
        await create('second_pro', { name: `Bulk league ${i}`, description: 'Filler' });
      }
      const spy = vi.spyOn(db(), 'execute');
      const first = await listLeagues(db(), ids.second_pro!, { limit: 3 });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(first.data).toHaveLength(4); // Global + 3
      expect(first.nextCursor).not.toBeNull();
      const second = await listLeagues(db(), ids.second_pro!, {
        limit: 50,
        cursor: first.nextCursor!,
      });
      expect(spy).toHaveBeenCalledTimes(2);
      spy.mockRestore();
      const seen = [...first.data, ...second.data].map((l) => l.id);
      expect(new Set(seen).size).toBe(seen.length);
      const owned = await db()
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.userId, ids.second_pro!)));
      // Global, then every league second_pro is in, then the other public ones.
      expect(seen.slice(1, 1 + owned.length).sort()).toEqual(owned.map((m) => m.leagueId).sort());
      expect(seen).not.toContain(ids.private);
    });
  });

  it('a deleted league tells each member their place on its board', async () => {
    const ranked = await player('ranked_rob');
    await player('unranked_una');
    const league = await create('second_pro', { name: 'Doomed Board', description: 'Ranks' });
    for (const as of ['ranked_rob', 'unranked_una']) {
      const res = await call('POST', '/api/leagues/join', as, { inviteCode: league.inviteCode });
      expect(res.statusCode, res.body).toBe(200);
    }
    // ranked_rob: 5 of 5 decided, the only ranked member.
    for (let i = 0; i < 5; i += 1) {
      const id = await makePrediction(db(), { userId: ranked, pointsWagered: 1 });
      await resolvePredictionNow(db(), id, 'CORRECT');
    }
    const res = await call('DELETE', `/api/leagues/${league.id}`, 'second_pro');
    expect(res.statusCode, res.body).toBe(200);
    const [note] = (await notificationsOf(ranked)).filter((n) => n.kind === 'league_deleted');
    expect(note?.message).toContain('The league Doomed Board was deleted by its owner');
    expect(note?.message).toContain('You were #1 of its 3 members.');
  });

  it('the top predictor follows the ranking, not the balance', async () => {
    // An unranked member at 100 % is never named; a ranked member with a poor record is, until
    // a better ranked member arrives.
    const rich = await player('rich_rita');
    const sharp = await player('sharp_sam');
    const fresh = await player('fresh_fay');
    const league = await create('owner_pro', { name: 'Ranking League', description: 'Who is top' });
    for (const as of ['rich_rita', 'sharp_sam', 'fresh_fay']) {
      const res = await call('POST', '/api/leagues/join', as, { inviteCode: league.inviteCode });
      expect(res.statusCode, res.body).toBe(200);
    }
    const record = async (userId: string, outcomes: Array<'CORRECT' | 'INCORRECT'>) => {
      for (const outcome of outcomes) {
        const id = await makePrediction(db(), { userId, pointsWagered: 1 });
        await resolvePredictionNow(db(), id, outcome);
      }
    };
    const cardOf = async () =>
      (await call('GET', `/api/leagues/${league.id}`, 'owner_pro')).json().data as League;
    await record(fresh, ['CORRECT', 'CORRECT']);
    expect((await cardOf()).topPredictor).toBeNull();
    await record(rich, ['CORRECT', 'CORRECT', 'INCORRECT', 'INCORRECT', 'INCORRECT', 'INCORRECT']);
    expect((await cardOf()).topPredictor).toMatchObject({ userId: rich, accuracy: 33 });
    await record(sharp, ['CORRECT', 'CORRECT', 'CORRECT', 'CORRECT', 'INCORRECT']);
    expect((await cardOf()).topPredictor).toEqual({
      userId: sharp,
      username: 'sharp_sam',
      accuracy: 80,
    });
  });

  describe('limits and races', () => {
    it('one code, many creators at once: exactly one league gets it, the rest a 409', async () => {
      const names = ['race_a', 'race_b', 'race_c', 'race_d', 'race_e'];
      for (const name of names) await player(name, true);
      const results = await Promise.all(
        names.map((name) =>
          call('POST', '/api/leagues', name, {
            name: `Race ${name}`,
            description: 'Same code',
            inviteCode: 'RACE01',
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const won = results.find((r) => r.statusCode === 201)!.json().data;
      await call(
        'DELETE',
        `/api/leagues/${won.id}`,
        names.find((n) => ids[n] === won.ownerId)!,
      );
    });

    it(`a player owns at most ${LEAGUE_MAX_OWNED} leagues`, async () => {
      await player('busy_owner', true);
      for (let i = 0; i < LEAGUE_MAX_OWNED; i += 1) {
        await create('busy_owner', { name: `Busy ${i}`, description: 'One of many' });
      }
      const over = await call('POST', '/api/leagues', 'busy_owner', {
        name: 'One too many',
        description: 'Refused',
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(LEAGUE_MSG.tooManyOwned);
      await db().delete(leagues).where(eq(leagues.ownerId, ids.busy_owner!));
    });
  });
});
