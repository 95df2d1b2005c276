// The admin's side of comments (docs/rules/comments.md): acting on a report from the queue, and
// bans from commenting. Both are audited; hiding itself is setCommentHidden in
// comments.service.ts, which the call's creator may use too.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../plugins/errors.ts';
import { user } from '../auth/auth.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { closeReports, setCommentHidden, type Viewer } from './comments.service.ts';
import { commentBans, commentReports } from './comments.table.ts';

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
