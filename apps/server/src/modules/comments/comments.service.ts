// Comments on calls (docs/rules/comments.md): writing with the speaker's side fixed at writing
// time, one level of replies, mentions, grouped notifications, edit / delete by the author, hide
// by the call's creator or an admin, reports. The reads (the thread, the admin's queue, the
// mention picker) are in comments.repository.ts; acting on reports and bans in comments.admin.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_MSG,
  COMMENT_RATE,
  MAX_NOTIFIED_MENTIONS,
  sideBadge,
  threadClosedReason,
} from '@boldcall/shared/rules/comments';
import type { CommentList, CommentOrder, CommentReply } from '@boldcall/shared/schemas/comments';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { watcherIds } from '../follows/follows.service.ts';
import type { Limiter } from '../../platform/limits/limits.service.ts';
import { notifyEach, notifyGrouped, quote } from '../notifications/notifications.service.ts';
import { displayNameById } from '../../platform/identity/identity.read.ts';
import {
  callForComments,
  positionHolders,
  positionOn,
} from '../predictions/predictions.repository.ts';
import {
  countVisibleComments,
  findComment,
  resolveMentions,
  threadPage,
  type CommentRow,
} from './comments.repository.ts';
import { commentBans, commentReports, comments, type StoredMention } from './comments.table.ts';

/** Who is asking: their id and whether they are an admin (null for a visitor). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

type Call = NonNullable<Awaited<ReturnType<typeof callForComments>>>;

async function loadCall(db: DbOrTx, predictionId: string): Promise<Call> {
  const call = await callForComments(db, predictionId);
  if (!call) throw notFound('Prediction not found');
  return call;
}

const closedReason = (call: Call, now = new Date()) => threadClosedReason(call, now);

function assertOpen(call: Call): void {
  const reason = closedReason(call);
  if (reason) throw conflict(reason, 'COMMENTS_CLOSED');
}

const mayModerate = (call: Call, viewer: Viewer | null) =>
  viewer !== null && (viewer.isAdmin || viewer.id === call.userId);

/** A comment as `viewer` sees it. Deleted text is never sent; hidden text only to moderators. */
function toApi(row: CommentRow, call: Call, viewer: Viewer | null, now = Date.now()): CommentReply {
  const own = viewer !== null && viewer.id === row.userId;
  const moderator = mayModerate(call, viewer);
  const open = closedReason(call, new Date(now)) === null;
  return {
    id: row.id,
    predictionId: row.predictionId,
    parentId: row.parentId,
    userId: row.userId,
    username: row.username,
    avatar: row.avatar,
    text: row.deleted || (row.hidden && !moderator) ? null : row.body,
    side: row.side,
    stake: row.stake,
    mentions: row.deleted ? [] : row.mentions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted: row.deleted,
    hidden: row.hidden,
    canEdit:
      own &&
      open &&
      !row.deleted &&
      !row.hidden &&
      now - row.createdAt.getTime() <= COMMENT_EDIT_WINDOW_MS,
    canDelete: own && open && !row.deleted,
    canModerate: moderator && !row.deleted,
  };
}

/** A page of the thread: at most 3 statements whatever the page size (the call, the page, the count). */
export async function listThread(
  db: DbOrTx,
  predictionId: string,
  query: { order: CommentOrder; cursor?: string; limit: number },
  viewer: Viewer | null,
): Promise<CommentList> {
  const call = await loadCall(db, predictionId);
  const [{ rows, nextCursor }, commentCount] = await Promise.all([
    threadPage(db, predictionId, query),
    countVisibleComments(db, predictionId),
  ]);
  const now = Date.now();
  return {
    data: rows.map((row) => ({
      ...toApi(row, call, viewer, now),
      replies: row.replies.map((reply) => toApi(reply, call, viewer, now)),
    })),
    nextCursor,
    thread: { closedReason: closedReason(call), commentCount },
  };
}

async function assertNotBanned(db: DbOrTx, userId: string): Promise<void> {
  const [ban] = await db
    .select({ userId: commentBans.userId })
    .from(commentBans)
    .where(eq(commentBans.userId, userId));
  if (ban) throw forbidden(COMMENT_MSG.banned, 'COMMENT_BANNED');
}

/**
 * Posts a comment or a reply. Counted against the player's rate limit first; then in one
 * transaction: the call's writers serialized (so grouped notifications count right), the
 * speaker's position read and copied onto the comment, the parent's activity bumped, the
 * mentioned players and everyone with a position on the call notified.
 */
export async function createComment(
  db: Database,
  limiter: Limiter,
  predictionId: string,
  me: Viewer,
  input: { text: string; parentId?: string },
): Promise<CommentReply> {
  await limiter.consume([[`comments:${me.id}`, COMMENT_RATE]], COMMENT_MSG.rateLimited);
  return writeComment(db, predictionId, me, input);
}

/** createComment without the rate limit (the demo data and test factories write through it). */
export async function writeComment(
  db: Database,
  predictionId: string,
  me: Viewer,
  input: { text: string; parentId?: string },
): Promise<CommentReply> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comments:${predictionId}`}))`);
    const call = await loadCall(tx, predictionId);
    assertOpen(call);
    await assertNotBanned(tx, me.id);
    let parent: CommentRow | null = null;
    if (input.parentId) {
      parent = await findComment(tx, input.parentId);
      if (!parent || parent.predictionId !== predictionId) throw notFound(COMMENT_MSG.notFound);
      if (parent.parentId !== null) throw badRequest(COMMENT_MSG.replyToReply, 'REPLY_TO_REPLY');
      if (parent.deleted || parent.hidden) throw conflict(COMMENT_MSG.parentGone, 'PARENT_GONE');
    }
    const position = await positionOn(tx, predictionId, me.id);
    const mentions = await resolveMentions(tx, input.text);
    const id = randomUUID();
    const now = new Date();
    await tx.insert(comments).values({
      id,
      predictionId,
      userId: me.id,
      parentId: parent?.id ?? null,
      body: input.text,
      side: sideBadge(position?.position ?? null),
      stake: position?.stake ?? 0,
      mentions,
      createdAt: now,
      activityAt: now,
    });
    if (parent) {
      await tx
        .update(comments)
        .set({ activityAt: now })
        .where(and(eq(comments.id, parent.id), sql`${comments.activityAt} < ${now}`));
    }
    await notifyAboutComment(tx, call, me.id, mentions, parent, input.text);
    const row = await findComment(tx, id);
    return toApi(row!, call, me);
  });
}

async function notifyAboutComment(
  tx: Tx,
  call: Call,
  authorId: string,
  mentions: StoredMention[],
  parent: CommentRow | null,
  text: string,
): Promise<void> {
  const actor = await displayNameById(tx, authorId);
  const notified = mentions
    .map((m) => m.userId)
    .filter((id, i, all) => id !== authorId && all.indexOf(id) === i)
    .slice(0, MAX_NOTIFIED_MENTIONS);
  await notifyEach(
    tx,
    notified.map((userId) => ({
      userId,
      kind: 'mention' as const,
      predictionId: call.id,
      message: `${actor} mentioned you on ${quote(call.text, 60)}: ${quote(text, 80)}`,
    })),
  );
  const mentioned = new Set(notified);
  // Watchers too (docs/rules/follows.md); the set keeps one notification per player.
  const told = new Set([
    ...(await positionHolders(tx, call.id)),
    ...(await watcherIds(tx, call.id)),
  ]);
  if (parent) told.add(parent.userId);
  const recipients = [...told].filter((id) => id !== authorId && !mentioned.has(id));
  await notifyGrouped(tx, recipients, {
    kind: 'comment',
    predictionId: call.id,
    one: `${actor} commented on ${quote(call.text, 80)}`,
    many: (n) => `${n} new comments on ${quote(call.text, 80)}`,
  });
}

/** The comment and its call, for a write on it (404 when either is gone). */
async function loadForWrite(tx: DbOrTx, commentId: string) {
  const row = await findComment(tx, commentId);
  if (!row) throw notFound(COMMENT_MSG.notFound);
  const call = await loadCall(tx, row.predictionId);
  return { row, call };
}

/** loadForWrite for the author's own change: theirs, not deleted, on an open thread. */
async function loadOwnForWrite(tx: DbOrTx, commentId: string, me: Viewer) {
  const loaded = await loadForWrite(tx, commentId);
  if (loaded.row.userId !== me.id) throw forbidden(COMMENT_MSG.notYours);
  if (loaded.row.deleted) throw conflict(COMMENT_MSG.deleted, 'COMMENT_DELETED');
  assertOpen(loaded.call);
  return loaded;
}

/** Writes `changes` to the comment, then reads it back as `me` sees it. */
async function writeAndShow(
  tx: Tx,
  commentId: string,
  changes: Partial<typeof comments.$inferInsert>,
  call: Call,
  me: Viewer,
): Promise<CommentReply> {
  await tx.update(comments).set(changes).where(eq(comments.id, commentId));
  return toApi((await findComment(tx, commentId))!, call, me);
}

/** The author edits their comment within 10 minutes of writing it; it is marked edited. */
export async function editComment(
  db: Database,
  commentId: string,
  me: Viewer,
  text: string,
): Promise<CommentReply> {
  return db.transaction(async (tx) => {
    const { row, call } = await loadOwnForWrite(tx, commentId, me);
    if (Date.now() - row.createdAt.getTime() > COMMENT_EDIT_WINDOW_MS) {
      throw conflict(COMMENT_MSG.editWindow, 'EDIT_WINDOW_OVER');
    }
    // Mentions are found again so the links match the text; only a new comment notifies.
    const mentions = await resolveMentions(tx, text);
    return writeAndShow(tx, commentId, { body: text, mentions, editedAt: new Date() }, call, me);
  });
}

/**
 * The author deletes their comment. The text is erased; the row stays so its replies keep their
 * place (the thread shows "deleted" while it has replies, nothing once it has none).
 */
export async function deleteComment(
  db: Database,
  commentId: string,
  me: Viewer,
): Promise<CommentReply> {
  return db.transaction(async (tx) => {
    const { call } = await loadOwnForWrite(tx, commentId, me);
    return writeAndShow(tx, commentId, { body: '', mentions: [], deletedAt: new Date() }, call, me);
  });
}

/**
 * Hides or restores a comment: the call's creator or an admin (also on read-only threads). An
 * admin's action closes the comment's open reports and is written to the audit log.
 */
export async function setCommentHidden(
  db: Database,
  commentId: string,
  me: Viewer,
  hidden: boolean,
  note?: string,
): Promise<CommentReply> {
  return db.transaction(async (tx) => {
    const { row, call } = await loadForWrite(tx, commentId);
    if (!mayModerate(call, me)) throw forbidden(COMMENT_MSG.mayNotHide);
    if (row.deleted) throw conflict(COMMENT_MSG.deleted, 'COMMENT_DELETED');
    await tx
      .update(comments)
      .set(hidden ? { hiddenAt: new Date(), hiddenBy: me.id } : { hiddenAt: null, hiddenBy: null })
      .where(eq(comments.id, commentId));
    if (me.isAdmin) {
      await closeReports(tx, commentId, me.id, hidden ? 'hide' : 'restore');
      await recordAudit(tx, {
        adminId: me.id,
        action: hidden ? 'comment.hide' : 'comment.restore',
        targetType: 'comment',
        targetId: commentId,
        note: note ?? null,
        details: { predictionId: call.id, authorId: row.userId },
      });
    }
    return toApi((await findComment(tx, commentId))!, call, me);
  });
}

export async function closeReports(
  tx: Tx,
  commentId: string,
  adminId: string,
  resolution: 'hide' | 'restore' | 'dismiss',
): Promise<number> {
  const closed = await tx
    .update(commentReports)
    .set({ resolvedAt: new Date(), resolvedBy: adminId, resolution })
    .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.resolvedAt)))
    .returning({ id: commentReports.id });
  return closed.length;
}

/** Any player reports a comment (not their own), once, with a reason: it joins the admin queue. */
export async function reportComment(
  db: Database,
  commentId: string,
  me: Viewer,
  reason: string,
): Promise<void> {
  const row = await findComment(db, commentId);
  if (!row || row.deleted) throw notFound(COMMENT_MSG.notFound);
  if (row.userId === me.id) throw badRequest(COMMENT_MSG.reportOwn, 'REPORT_OWN');
  const inserted = await db
    .insert(commentReports)
    .values({ id: randomUUID(), commentId, reporterId: me.id, reason })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  if (inserted.length === 0) throw conflict(COMMENT_MSG.alreadyReported, 'ALREADY_REPORTED');
}
