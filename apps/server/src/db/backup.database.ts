// The database side of backup and restore (backup.ts): the tables and migration level a
// database has, a restore's scratch database and its swap for the target, the migrations up to
// a backup's level, and the sequences moved past the restored rows.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { BackupError, type Header, type TableSpec } from './backup.format.ts';
import { migrationsFolder } from './client.ts';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export const q = (name: string) => pg.escapeIdentifier(name);

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function adminQuery(adminUrl: string, ...statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end().catch(() => {});
  }
}

export async function createScratch(targetUrl: string, adminUrl: string): Promise<string> {
  const scratch = `${databaseName(targetUrl)}_restoring`;
  await adminQuery(
    adminUrl,
    `drop database if exists ${q(scratch)} with (force)`,
    `create database ${q(scratch)}`,
  );
  return withDatabase(targetUrl, scratch);
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${q(name)} with (force)`).catch(() => {});

export async function replaceDatabase(adminUrl: string, scratch: string, targetUrl: string) {
  const name = databaseName(targetUrl);
  await adminQuery(
    adminUrl,
    `drop database if exists ${q(name)} with (force)`,
    `alter database ${q(scratch)} rename to ${q(name)}`,
  );
}

export async function appliedMigrations(client: pg.Client): Promise<Header['migrations'] | null> {
  const { rows: exists } = await client.query<{ ok: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as ok",
  );
  if (!exists[0]?.ok) return null;
  const { rows } = await client.query<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  return { count: rows[0]?.count ?? 0, last: rows[0]?.last ?? null };
}

/** Every table of the public schema with its stored (not generated) columns, in order. */
export async function listTables(client: pg.Client): Promise<TableSpec[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
    group by c.relname
    order by c.relname`);
  return rows;
}

export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Applies the first migrations only (the backup's level), from a trimmed copy of the folder. */
export async function migrateTo(client: pg.Client, entries: JournalEntry[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'boldcall-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Record<string, unknown>;
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries) {
      copyFileSync(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function requireEmpty(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        'Restore into an external PostgreSQL needs an empty database (or use pg_restore).',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Moves every column-owned sequence (serial or identity) past the column's highest value. */
export async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ tbl: string; col: string }>(`
    select t.relname as tbl, a.attname as col
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
      and d.refclassid = 'pg_class'::regclass
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = t.relnamespace
    where s.relkind = 'S' and n.nspname = 'public'`);
  for (const { tbl, col } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${q(col)}), 0) + 1, false)
       from ${q(tbl)}`,
      [q(tbl), col],
    );
  }
}
