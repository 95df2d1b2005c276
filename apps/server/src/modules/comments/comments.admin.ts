// The admin's side of comments (docs/rules/comments.md): the report queue, acting on a report,
// and bans from commenting. The actions are audited; hiding itself is setCommentHidden in
// comments.service.ts, which the call's creator may use too.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CommentReport } from '@boldcall/shared/schemas/comments';
import type { Database, DbOrTx } from '../../db/client.ts';
import { splitPage, timeIdCursor } from '../../platform/paging/paging.cursor.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { predictionTextOf } from '../predictions/predictions.repository.ts';
import { closeReports, setCommentHidden, type Viewer } from './comments.service.ts';
import { commentBans, commentReports, comments } from './comments.table.ts';
import { accountAlias, displayName } from '../../platform/identity/identity.read.ts';

const reporter = sql<string>`(select ${displayName(accountAlias('ru'))} from ${user} ru where ru.id = ${commentReports.reporterId})`;
const authorBanned = sql<boolean>`exists (select 1 from ${commentBans} cb where cb.user_id = ${comments.userId})`;
const commentAuthor = sql<string>`(select ${displayName(accountAlias('cu'))} from ${user} cu where cu.id = ${comments.userId})`;

/**
 * The open reports, oldest first: each with its comment (and whether its author is banned from
 * commenting), the comment's call and the reporter.
 */
export async function listOpenReports(
  db: DbOrTx,
  query: { cursor?: string; limit: number },
): Promise<{ data: CommentReport[]; nextCursor: string | null }> {
  const after = query.cursor ? timeIdCursor.decode(query.cursor) : null;
  const rows = await db
    .select({
      id: commentReports.id,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
      reporterId: commentReports.reporterId,
      reporterUsername: reporter,
      commentId: comments.id,
      body: comments.body,
      authorId: comments.userId,
      authorName: commentAuthor,
      authorBanned,
      hiddenAt: comments.hiddenAt,
      deletedAt: comments.deletedAt,
      commentAt: comments.createdAt,
      predictionId: comments.predictionId,
      predictionText: predictionTextOf(comments.predictionId),
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(
      and(
        isNull(commentReports.resolvedAt),
        after
          ? sql`(${commentReports.createdAt}, ${commentReports.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(commentReports.createdAt), asc(commentReports.id))
    .limit(query.limit + 1);
  const { page, next } = splitPage(rows, query.limit);
  return {
    data: page.map((r) => ({
      id: r.id,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      reporterId: r.reporterId,
      reporterUsername: r.reporterUsername,
      comment: {
        id: r.commentId,
        text: r.body,
        userId: r.authorId,
        username: r.authorName,
        hidden: r.hiddenAt !== null,
        deleted: r.deletedAt !== null,
        createdAt: r.commentAt.toISOString(),
        authorBanned: r.authorBanned,
      },
      prediction: { id: r.predictionId, text: r.predictionText ?? '' },
    })),
    nextCursor: next ? timeIdCursor.encode(next) : null,
  };
}

/** An admin acts on a report: hide or restore its comment, or dismiss; all its open reports close. */
export async function resolveReport(
  db: Database,
  reportId: string,
  admin: Viewer,
  action: 'hide' | 'restore' | 'dismiss',
  note?: string,
): Promise<void> {
  const [report] = await db
    .select({ commentId: commentReports.commentId })
    .from(commentReports)
    .where(eq(commentReports.id, reportId));
  if (!report) throw notFound('Report not found.');
  if (action !== 'dismiss') {
    await setCommentHidden(db, report.commentId, admin, action === 'hide', note);
    return;
  }
  await db.transaction(async (tx) => {
    const closed = await closeReports(tx, report.commentId, admin.id, 'dismiss');
    if (closed === 0) throw conflict('This report was already handled.', 'REPORT_HANDLED');
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'comment.dismiss_reports',
      targetType: 'comment',
      targetId: report.commentId,
      note: note ?? null,
      details: { reports: closed },
    });
  });
}

/** An admin stops a player from commenting, or lets them again; audited. */
export async function setCommentBan(
  db: Database,
  userId: string,
  admin: Viewer,
  banned: boolean,
  reason?: string,
): Promise<{ userId: string; banned: boolean }> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!exists) throw new AppError(404, 'NOT_FOUND', 'User not found.');
    if (banned) {
      await tx
        .insert(commentBans)
        .values({ userId, bannedBy: admin.id, reason: reason ?? null })
        .onConflictDoNothing();
    } else {
      await tx.delete(commentBans).where(eq(commentBans.userId, userId));
    }
    await recordAudit(tx, {
      adminId: admin.id,
      action: banned ? 'user.comment_ban' : 'user.comment_unban',
      targetType: 'user',
      targetId: userId,
      note: reason ?? null,
    });
    return { userId, banned };
  });
}
