// Comments (docs/rules/comments.md): the side badges, replies, text rules, the rate limit,
// hide / report / the admin queue, grouped notifications, mentions, edit / delete, closed
// threads, bans, and the statement budget of a thread's page.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Comment, CommentList, CommentReply } from '@boldcall/shared/schemas/comments';
import { COMMENT_MSG } from '@boldcall/shared/rules/comments';
import { createPlayer, makeComment, makePrediction } from '../../seed/seed.factories.ts';
import { settledCall } from '../../test/plays.ts';
import { countStatements } from '../../test/statements.ts';
import { signedInPlayers } from '../../test/call-as.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { comments } from './comments.table.ts';

describe('comments', () => {
  const t = useTestApp();
  const NAMES = ['cm_creator', 'cm_joiner', 'cm_jumper', 'cm_bettor', 'cm_lurker', 'cm_admin'];
  const { ids, cookies, call } = signedInPlayers(t, NAMES, (name) => ({
    bonusPoints: 1000,
    ...(name === 'cm_admin' ? { role: 'admin' as const } : {}),
  }));
  const post = (predictionId: string, who: string, text: string, parentId?: string) =>
    call('POST', `/api/predictions/${predictionId}/comments`, who, { text, parentId });
  const thread = async (predictionId: string, who: string | null = null, query = '') => {
    const res = await call('GET', `/api/predictions/${predictionId}/comments${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommentList>();
  };
  /** The admin bans a player from commenting (PUT, with the payload) or lifts the ban (DELETE). */
  const commentBan = (method: 'PUT' | 'DELETE', userId: string, payload?: object) =>
    call(method, `/api/admin/users/${userId}/comment-ban`, 'cm_admin', payload);
  /** A comment (a reply, with `parentId`) written as `who` through the service. */
  const comment = (predictionId: string, who: string, text: string, parentId?: string) =>
    makeComment(t.database.db, { predictionId, userId: ids[who]!, text, parentId });
  const newCall = (userId = ids.cm_creator!, pointsWagered = 20) =>
    makePrediction(t.database.db, { userId, pointsWagered });
  /** A call with a joiner (15), a jumper (7) and a bettor against (9). */
  const callWithPositions = async () => {
    const id = await newCall();
    for (const [who, path, payload] of [
      ['cm_joiner', 'join', { pointsWagered: 15 }],
      ['cm_jumper', 'jump-on', { wager: 7 }],
      ['cm_bettor', 'bet-against', { wager: 9 }],
    ] as const) {
      const res = await call('POST', `/api/predictions/${id}/${path}`, who, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  };

  it('fixes the speaker’s side and stake at writing time, for all five cases', async () => {
    const id = await callWithPositions();
    const expected = {
      cm_creator: ['creator', 20],
      cm_joiner: ['joined', 15],
      cm_jumper: ['jumped_on', 7],
      cm_bettor: ['bet_against', 9],
      cm_lurker: ['none', 0],
    } as const;
    for (const [who, [side, stake]] of Object.entries(expected)) {
      const res = await post(id, who, `Speaking as ${who}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: CommentReply }>().data).toMatchObject({ side, stake, username: who });
    }
    const list = await thread(id);
    expect(list.data.map((c) => [c.username, c.side, c.stake])).toEqual(
      Object.entries(expected)
        .reverse()
        .map(([who, [side, stake]]) => [who, side, stake]),
    );
    expect(list.thread).toEqual({ closedReason: null, commentCount: 5 });
    // The prediction's API object and the feed card carry the count.
    const one = await call('GET', `/api/predictions/${id}`, null);
    expect(one.json().data.commentCount).toBe(5);
  });

  it('takes one level of replies: a reply to a reply is refused with a clear message', async () => {
    const id = await newCall();
    const top = (await post(id, 'cm_creator', 'Top')).json<{ data: CommentReply }>().data;
    const reply = await post(id, 'cm_lurker', 'A reply', top.id);
    expect(reply.statusCode, reply.body).toBe(201);
    const deeper = await post(id, 'cm_creator', 'A reply to the reply', reply.json().data.id);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({
      code: 'REPLY_TO_REPLY',
      message: COMMENT_MSG.replyToReply,
    });
    const list = await thread(id);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.replies.map((r) => r.text)).toEqual(['A reply']);
  });

  it('refuses empty, 1,001-character and NUL-containing text with a 400; 1,000 is fine', async () => {
    const id = await newCall();
    for (const text of ['', '   ', 'x'.repeat(1001), 'bad \u0000 byte']) {
      const res = await post(id, 'cm_lurker', text);
      expect(res.statusCode, JSON.stringify(text.slice(0, 20))).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await post(id, 'cm_lurker', 'x'.repeat(1000))).statusCode).toBe(201);
  });

  it('sends <script> back as text, exactly as written', async () => {
    const id = await newCall();
    const text = '<script>alert(1)</script>\n**not bold** <b>nor this</b>';
    const res = await post(id, 'cm_lurker', text);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().data.text).toBe(text);
    expect((await thread(id)).data[0]!.text).toBe(text);
  });

  it('answers the 11th comment in a minute with a 429 and a clear message', async () => {
    const player = await createPlayer(t.database.db, { username: 'cm_chatty' });
    cookies.cm_chatty = await signIn(t, 'cm_chatty');
    const id = await newCall(player.id);
    for (let i = 1; i <= 10; i += 1) {
      expect((await post(id, 'cm_chatty', `Comment ${i}`)).statusCode).toBe(201);
    }
    const eleventh = await post(id, 'cm_chatty', 'Comment 11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: COMMENT_MSG.rateLimited,
    });
  });

  it('lets the call’s creator and admins hide, and shows others a placeholder', async () => {
    const id = await newCall();
    const commentId = await comment(id, 'cm_lurker', 'Rude words');
    expect(
      (await call('POST', `/api/comments/${commentId}/hide`, 'cm_joiner', {})).statusCode,
    ).toBe(403);
    const hid = await call('POST', `/api/comments/${commentId}/hide`, 'cm_creator', {});
    expect(hid.statusCode, hid.body).toBe(200);
    const seen = (await thread(id, 'cm_joiner')).data[0]!;
    expect(seen).toMatchObject({ hidden: true, text: null });
    expect((await thread(id, 'cm_creator')).data[0]).toMatchObject({
      hidden: true,
      text: 'Rude words',
    });
    expect((await thread(id)).thread.commentCount).toBe(0);
    const restored = await call('POST', `/api/comments/${commentId}/restore`, 'cm_admin', {});
    expect(restored.json().data).toMatchObject({ hidden: false, text: 'Rude words' });
  });

  it('takes reports into the admin queue, where an admin hides, restores or dismisses (audited)', async () => {
    const id = await newCall();
    const rude = await comment(id, 'cm_lurker', 'Spam spam');
    const fine = await comment(id, 'cm_joiner', 'Fine');
    const report = (commentId: string, who: string, reason = 'Spam') =>
      call('POST', `/api/comments/${commentId}/report`, who, { reason });
    expect((await report(rude, 'cm_creator')).statusCode).toBe(201);
    expect((await report(rude, 'cm_creator')).json()).toMatchObject({
      message: COMMENT_MSG.alreadyReported,
    });
    expect((await report(rude, 'cm_lurker')).statusCode).toBe(400); // one's own
    expect((await report(rude, 'cm_joiner', '')).statusCode).toBe(400);
    expect((await report(fine, 'cm_bettor', 'I disagree')).statusCode).toBe(201);
    expect((await call('GET', '/api/admin/comment-reports', 'cm_creator')).statusCode).toBe(403);
    const queue = await call('GET', '/api/admin/comment-reports', 'cm_admin');
    expect(queue.statusCode).toBe(200);
    const open = queue.json().data as Array<{ id: string; comment: { id: string } }>;
    const rudeReport = open.find((r) => r.comment.id === rude)!;
    expect(rudeReport).toMatchObject({
      reason: 'Spam',
      reporterUsername: 'cm_creator',
      comment: { text: 'Spam spam', username: 'cm_lurker', hidden: false },
      prediction: { id },
    });
    const resolve = (reportId: string, action: string) =>
      call('POST', `/api/admin/comment-reports/${reportId}/resolve`, 'cm_admin', { action });
    expect((await resolve(rudeReport.id, 'hide')).statusCode).toBe(200);
    expect((await thread(id)).data.find((c) => c.id === rude)).toMatchObject({
      hidden: true,
      text: null,
    });
    const fineReport = open.find((r) => r.comment.id === fine)!;
    expect((await resolve(fineReport.id, 'dismiss')).statusCode).toBe(200);
    expect((await resolve(fineReport.id, 'dismiss')).statusCode).toBe(409);
    const after = (await call('GET', '/api/admin/comment-reports', 'cm_admin')).json()
      .data as unknown[];
    expect(
      after.filter((r) => [rude, fine].includes((r as { comment: { id: string } }).comment.id)),
    ).toEqual([]);
    const audit = (await call('GET', '/api/admin/audit', 'cm_admin')).json().data as Array<{
      action: string;
      targetId: string;
    }>;
    expect(audit.map((a) => [a.action, a.targetId])).toEqual(
      expect.arrayContaining([
        ['comment.hide', rude],
        ['comment.dismiss_reports', fine],
      ]),
    );
  });

  it('groups notifications per call: one unread "3 new comments on …" for the creator', async () => {
    const id = await callWithPositions();
    for (const who of ['cm_joiner', 'cm_jumper', 'cm_lurker']) {
      expect((await post(id, who, `From ${who}`)).statusCode).toBe(201);
    }
    const unreadOf = (userId: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.predictionId, id),
            eq(notifications.kind, 'comment'),
          ),
        );
    const creator = await unreadOf(ids.cm_creator!);
    expect(creator).toHaveLength(1);
    expect(creator[0]!.message).toMatch(/^3 new comments on "/);
    // The bettor has a position: told too; each author not about their own comment.
    expect((await unreadOf(ids.cm_bettor!))[0]!.message).toMatch(/^3 new comments/);
    expect((await unreadOf(ids.cm_joiner!))[0]!.message).toMatch(/^2 new comments/);
    expect(await unreadOf(ids.cm_lurker!)).toEqual([]);
    // Once read, the next comment starts a new group.
    await call('POST', '/api/notifications/read', 'cm_creator', {});
    await post(id, 'cm_bettor', 'One more');
    const next = (await unreadOf(ids.cm_creator!)).filter((n) => n.readAt === null);
    expect(next).toHaveLength(1);
    expect(next[0]!.message).toBe(
      `cm_bettor commented on "The home team wins the championship this season"`,
    );
  });

  it('notifies existing mentioned players (at most 5), and leaves unknown names as text', async () => {
    const id = await newCall();
    const extra: string[] = [];
    for (let i = 1; i <= 6; i += 1) {
      await createPlayer(t.database.db, { username: `cm_fan${i}` });
      extra.push(`@cm_fan${i}`);
    }
    const res = await post(
      id,
      'cm_lurker',
      `Hey @cm_joiner and @nobody_here, also ${extra.join(' ')}`,
    );
    expect(res.statusCode).toBe(201);
    const mentions = res.json<{ data: CommentReply }>().data.mentions.map((m) => m.username);
    expect(mentions).not.toContain('nobody_here');
    expect(mentions.slice(0, 2)).toEqual(['cm_joiner', 'cm_fan1']);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.predictionId, id), eq(notifications.kind, 'mention')));
    expect(told).toHaveLength(5);
    expect(told.map((n) => n.userId)).toContain(ids.cm_joiner);
    expect(told[0]!.message).toMatch(/^cm_lurker mentioned you on "/);
  });

  it('lets the author edit within 10 minutes (marked edited) and delete (placeholder while replies remain)', async () => {
    const id = await newCall();
    const top = (await post(id, 'cm_lurker', 'Frist')).json<{ data: CommentReply }>().data;
    expect(top.canEdit).toBe(true);
    expect(
      (await call('PATCH', `/api/comments/${top.id}`, 'cm_joiner', { text: 'Mine now' }))
        .statusCode,
    ).toBe(403);
    const edited = await call('PATCH', `/api/comments/${top.id}`, 'cm_lurker', { text: 'First' });
    expect(edited.json().data).toMatchObject({ text: 'First' });
    expect(edited.json().data.editedAt).not.toBeNull();
    await t.database.db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(comments.id, top.id));
    const late = await call('PATCH', `/api/comments/${top.id}`, 'cm_lurker', { text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COMMENT_MSG.editWindow);

    await post(id, 'cm_joiner', 'Reply', top.id);
    expect((await call('DELETE', `/api/comments/${top.id}`, 'cm_lurker')).statusCode).toBe(200);
    const [placeholder] = (await thread(id)).data;
    expect(placeholder).toMatchObject({ id: top.id, deleted: true, text: null });
    expect(placeholder!.replies).toHaveLength(1);
    const replyId = placeholder!.replies[0]!.id;
    expect((await call('DELETE', `/api/comments/${replyId}`, 'cm_joiner')).statusCode).toBe(200);
    expect((await thread(id)).data).toEqual([]);
  });

  it('keeps threads of merged, deleted and long-resolved calls read-only', async () => {
    await createPlayer(t.database.db, { username: 'cm_quiet' });
    cookies.cm_quiet = await signIn(t, 'cm_quiet');
    const merged = await newCall();
    await makeComment(t.database.db, { predictionId: merged, userId: ids.cm_lurker! });
    await t.database.db
      .update(predictions)
      .set({ status: 'MERGED' })
      .where(eq(predictions.id, merged));
    const refused = await post(merged, 'cm_quiet', 'Still here?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMMENT_MSG.closedMerged);
    expect((await thread(merged)).data).toHaveLength(1);

    const deleted = await newCall();
    await t.database.db
      .update(predictions)
      .set({ deletedAt: new Date() })
      .where(eq(predictions.id, deleted));
    expect((await post(deleted, 'cm_quiet', 'Hello')).json().message).toBe(
      COMMENT_MSG.closedDeleted,
    );

    const resolved = await settledCall(t.database.db, 'CORRECT', { userId: ids.cm_creator! });
    expect((await post(resolved, 'cm_quiet', 'Called it')).statusCode).toBe(201);
    await t.database.db
      .update(predictions)
      .set({ resolvedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(predictions.id, resolved));
    const late = await post(resolved, 'cm_quiet', 'Called it, a month on');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COMMENT_MSG.closedResolved);
    expect((await thread(resolved)).thread.closedReason).toBe(COMMENT_MSG.closedResolved);
  });

  it('refuses a player an admin banned from commenting, until the ban is lifted', async () => {
    const id = await newCall();
    const ban = await commentBan('PUT', ids.cm_jumper!, { reason: 'Spam' });
    expect(ban.statusCode, ban.body).toBe(200);
    const refused = await post(id, 'cm_jumper', 'Let me speak');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMENT_MSG.banned);
    await commentBan('DELETE', ids.cm_jumper!);
    expect((await post(id, 'cm_jumper', 'Thanks')).statusCode).toBe(201);
  });

  it('tells the admin’s queue whether a reported comment’s author is banned from commenting', async () => {
    const id = await newCall();
    const commentId = await comment(id, 'cm_bettor', 'Report me');
    const reported = await call('POST', `/api/comments/${commentId}/report`, 'cm_joiner', {
      reason: 'Noise',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const banState = async () => {
      const queue = await call('GET', '/api/admin/comment-reports?limit=50', 'cm_admin');
      expect(queue.statusCode, queue.body).toBe(200);
      const open = queue.json().data as Array<{ comment: { id: string; authorBanned: boolean } }>;
      return open.find((r) => r.comment.id === commentId)?.comment.authorBanned;
    };
    expect(await banState()).toBe(false);
    const banned = await commentBan('PUT', ids.cm_bettor!, {});
    expect(banned.json().data).toEqual({ userId: ids.cm_bettor, banned: true });
    expect(await banState()).toBe(true);
    const lifted = await commentBan('DELETE', ids.cm_bettor!);
    expect(lifted.json().data).toEqual({ userId: ids.cm_bettor, banned: false });
    expect(await banState()).toBe(false);
    expect((await commentBan('PUT', 'no-such-player', {})).json()).toMatchObject({
      statusCode: 404,
      message: 'User not found.',
    });
  });

  it('pages both orders with a cursor; newest activity first puts a freshly answered comment on top', async () => {
    const id = await newCall();
    const made: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      made.push(await comment(id, 'cm_lurker', `C${i}`));
    }
    await comment(id, 'cm_joiner', 'Re C2', made[1]);
    const first = await thread(id, null, '?limit=2');
    expect(first.data.map((c) => c.text)).toEqual(['C2', 'C5']);
    const second = await thread(id, null, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.data.map((c) => c.text)).toEqual(['C4', 'C3']);
    const oldest = await thread(id, null, '?order=oldest&limit=3');
    expect(oldest.data.map((c) => c.text)).toEqual(['C1', 'C2', 'C3']);
    const rest = await thread(id, null, `?order=oldest&limit=3&cursor=${oldest.nextCursor}`);
    expect(rest.data.map((c: Comment) => c.text)).toEqual(['C4', 'C5']);
    expect(rest.nextCursor).toBeNull();
    expect(
      (await call('GET', `/api/predictions/${id}/comments?cursor=nope`, null)).statusCode,
    ).toBe(400);
  });

  it('reads a thread page in at most 3 statements whatever the page size', async () => {
    const id = await newCall();
    for (let i = 0; i < 30; i += 1) {
      const top = await comment(id, 'cm_lurker', `T${i}`);
      await comment(id, 'cm_joiner', `R${i}`, top);
    }
    await t.app.inject({ url: '/api/users/me', headers: { cookie: cookies.cm_joiner! } });
    for (const limit of [1, 5, 30]) {
      const { res, statements } = await countStatements(t, {
        url: `/api/predictions/${id}/comments?limit=${limit}`,
        headers: { cookie: cookies.cm_joiner! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(limit);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    }
  });
});
