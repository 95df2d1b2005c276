// Writes and reads the admin audit log. `recordAudit` takes the caller's transaction: an admin
// action and its audit row commit or fail together.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntry } from '@boldcall/shared/schemas/admin';
import { splitPage, timeIdCursor } from '../../platform/paging/paging.cursor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { auditLog } from './audit.table.ts';
import { displayName } from '../../platform/identity/identity.read.ts';

export interface AuditInput {
  adminId: string;
  action: AuditAction;
  targetType: 'prediction' | 'user' | 'comment';
  targetId: string;
  note?: string | null;
  details?: Record<string, unknown>;
}

// Strictly increasing within this process, so actions taken in the same millisecond still list
// in the order they happened (the cursor's tie-break on the random id is only for paging).
let lastAt = 0;
function nextTimestamp(): Date {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt);
}

export async function recordAudit(tx: Tx, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    id: randomUUID(),
    adminId: input.adminId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    note: input.note ?? null,
    details: input.details ?? {},
    // Not defaultNow(): that is the transaction's start, the same for every row of a long one.
    createdAt: nextTimestamp(),
  });
}

const targetUser = alias(user, 'target_user');

/**
 * Newest first, keyset-paginated on (created_at, id). Each entry names its target (the
 * prediction's text, also after a soft delete, or the player's username) so a page of the log
 * reads without a request per row.
 */
export async function listAudit(
  db: DbOrTx,
  query: { cursor?: string; limit: number; targetId?: string },
  /** The predictions module's fragment naming a prediction (audit sits below the modules it logs). */
  predictionTextOf: (id: SQLWrapper) => SQL,
): Promise<{ data: AuditEntry[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.cursor) {
    const after = timeIdCursor.decode(query.cursor);
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  const rows = await db
    .select({
      id: auditLog.id,
      adminId: auditLog.adminId,
      adminUsername: displayName(),
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: sql<string | null>`case ${auditLog.targetType}
        when 'prediction' then ${predictionTextOf(auditLog.targetId)}
        else ${displayName(targetUser, null)} end`,
      note: auditLog.note,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.adminId))
    .leftJoin(
      targetUser,
      and(eq(auditLog.targetType, 'user'), eq(targetUser.id, auditLog.targetId)),
    )
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const { page, next: last } = splitPage(rows, query.limit);
  return {
    data: page.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: last ? timeIdCursor.encode(last) : null,
  };
}
