// The admin audit log (docs/security.md): one row per admin action, written in the same transaction as
// the action, so the log and what it records commit or fail together. Append-only.
import { desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@boldcall/shared/schemas/admin';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../platform/identity/identity.table.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    // Kept when the admin account is removed (set null), so the record of the action stays.
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditEntry['targetType']>().notNull(),
    targetId: text('target_id').notNull(),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    // Millisecond precision so the (created_at, id) cursor round-trips through a JS Date.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(desc(t.createdAt), desc(t.id)),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
