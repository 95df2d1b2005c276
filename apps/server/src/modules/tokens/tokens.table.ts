// Personal API tokens (docs/rules/account.md "API tokens"): only a SHA-256 hash of the secret is
// stored, so a copy of the database signs nobody in; the first characters stay to tell tokens
// apart in the list.
import type { ApiTokenScope } from '@boldcall/shared/schemas/account';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns } from '../../platform/identity/identity.table.ts';

export const apiTokens = pgTable(
  'api_tokens',
  {
    ...ownedRowColumns(),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: tsNow('created_at'),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'read-write')`),
  ],
);
