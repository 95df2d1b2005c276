// Data exports (docs/rules/account.md "Export"): one row per request; the zip is kept in the
// database so any instance can hand it out, and is dropped a day after it was made.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns } from '../../platform/identity/identity.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const dataExports = pgTable(
  'data_exports',
  {
    ...ownedRowColumns(),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    createdAt: tsNow('created_at'),
    readyAt: ts('ready_at'),
    size: integer('size'),
    zip: bytea('zip'),
    error: text('error'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
