// One Drizzle client over either PGlite (embedded default, stored under DATA_DIR) or PostgreSQL
// (DATABASE_URL). Everything above this file uses the same `Database` type and code path.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a service receives inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null }; // null: in memory (tests)

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return handle(
      db,
      'postgres',
      () => migratePg(db, { migrationsFolder }),
      () => pool.end(),
    );
  }
  // pg_trgm backs the substring search indexes (migration 0005, db/search.ts).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return handle(
    db,
    'pglite',
    () => migratePglite(db, { migrationsFolder }),
    () => client.close(),
  );
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    migrate,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
