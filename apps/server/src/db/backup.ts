// Logical backup and restore of a whole BoldCall database with COPY, for the embedded server
// (its platform package ships no pg_dump). A backup is one gzip file: a JSON header line
// (format, the migration level, every table and its columns), then each table's rows in COPY
// text format, each table ending with a `\.` line. It is read in one REPEATABLE READ snapshot,
// so a backup taken while the app runs is consistent.
// Restore builds the schema at the backup's migration level, loads every row with foreign-key
// triggers off (session_replication_role = replica, so table order does not matter), moves each
// sequence past its column's highest value, then migrates to the code's level.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from './client.ts';

const FORMAT = 'boldcall-backup';
const VERSION = 1;
const END_OF_TABLE = '\\.';
const TABLE_PREFIX = '#TABLE ';

export class BackupError extends Error {}

interface TableSpec {
  name: string;
  columns: string[];
}

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Applied migrations: how many, and the journal timestamp of the last one. */
  migrations: { count: number; last: string | null };
  tables: TableSpec[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: number;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const q = (name: string) => pg.escapeIdentifier(name);

/** Writes a backup of the database at `url` to `file` (atomically: a temp file, then rename). */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const temp = `${file}.partial-${randomUUID()}`;
  // A backup holds every account's data: the file is 0600, and a folder made for it 0700
  // (docs/security.md). An existing folder is the operator's choice and left as it is.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = await appliedMigrations(client);
    if (!migrations) throw new BackupError('This database has no BoldCall schema to back up.');
    const tables = await listTables(client);
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
    };
    async function* content() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) {
        yield `${TABLE_PREFIX}${table.name}\n`;
        const cols = table.columns.map(q).join(', ');
        const stream = client.query(copyTo(`copy ${q(table.name)} (${cols}) to stdout`));
        for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
        rows += stream.rowCount ?? 0;
        yield `${END_OF_TABLE}\n`;
      }
    }
    await pipeline(
      Readable.from(content()),
      createGzip(),
      createWriteStream(temp, { flags: 'wx', mode: 0o600 }),
    );
    await client.query('commit');
    chmodSync(temp, 0o600); // whatever the umask
    renameSync(temp, file);
    return { tables: tables.length, rows, migrations: migrations.count };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface RestoreTarget {
  /** The database to restore into. */
  url: string;
  /**
   * The server's maintenance URL: the target database is dropped and made anew. Without it
   * (an external server) the target must be empty.
   */
  adminUrl: string | null;
}

/** Replaces the target database's content with the backup in `file`. */
export async function restoreDatabase(file: string, target: RestoreTarget): Promise<BackupSummary> {
  // The whole file is read once before anything changes: a damaged one changes nothing.
  await checkBackupFile(file);
  const source = createReadStream(file);
  await once(source, 'open'); // a missing file fails here, before anything changes
  const unzip = source.pipe(createGunzip());
  source.on('error', (error) => unzip.destroy(error));
  const iterator = readLines(unzip);
  const header = parseHeader((await iterator.next()).value);
  const journal = readJournal();
  const level = header.migrations.last
    ? journal.findIndex((e) => String(e.when) === header.migrations.last) + 1
    : 0;
  if (header.migrations.last && level === 0) {
    throw new BackupError(
      'This backup comes from a newer BoldCall (it has migrations this version does not know). ' +
        'Update BoldCall, then restore.',
    );
  }

  // With a maintenance URL the backup loads into a scratch database that replaces the target
  // only once complete: a damaged file leaves the current database as it was.
  const load = target.adminUrl ? await createScratch(target.url, target.adminUrl) : target.url;
  if (!target.adminUrl) await requireEmpty(target.url);
  let rows: number;
  try {
    rows = await loadBackup(load, iterator, header, journal.slice(0, level));
  } catch (error) {
    unzip.destroy();
    if (target.adminUrl) await dropDatabase(target.adminUrl, databaseName(load));
    throw error;
  }
  if (target.adminUrl) await replaceDatabase(target.adminUrl, databaseName(load), target.url);
  return { tables: header.tables.length, rows, migrations: header.migrations.count };
}

export const DAMAGED = 'The backup file is damaged.';

/**
 * Reads the whole backup without touching any database: a readable gzip, our header, and every
 * table announced in the header closed by its end line. Anything else: "The backup file is
 * damaged." (or "not a BoldCall backup" when its first line is not ours).
 */
export async function checkBackupFile(file: string): Promise<void> {
  const source = createReadStream(file);
  await once(source, 'open'); // a missing file is reported as such
  const unzip = source.pipe(createGunzip());
  source.on('error', (error) => unzip.destroy(error));
  const lines = readLines(unzip);
  try {
    const header = parseHeader((await lines.next()).value);
    const names = new Set(header.tables.map((t) => t.name));
    let inTable = false;
    for await (const line of lines) {
      if (inTable) {
        if (line === END_OF_TABLE) inTable = false;
      } else if (line !== '') {
        if (!line.startsWith(TABLE_PREFIX) || !names.has(line.slice(TABLE_PREFIX.length))) {
          throw new BackupError(DAMAGED);
        }
        inTable = true;
      }
    }
    if (inTable) throw new BackupError(DAMAGED);
  } finally {
    unzip.destroy();
  }
}

/**
 * The lines of a stream. A stream error (a damaged or cut gzip) rejects the next read with
 * "The backup file is damaged." instead of the raw zlib error.
 */
async function* readLines(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of stream) {
      pending += decoder.write(chunk);
      let at = pending.indexOf('\n');
      while (at >= 0) {
        yield pending.slice(0, at);
        pending = pending.slice(at + 1);
        at = pending.indexOf('\n');
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(DAMAGED, { cause: error });
  }
  pending += decoder.end();
  if (pending) yield pending;
}

async function loadBackup(
  url: string,
  iterator: AsyncIterator<string>,
  header: Header,
  migrations: JournalEntry[],
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    await migrateTo(client, migrations);
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // Rows some migrations seed (the receipt chain's genesis head) are in the backup too: the
    // backup's rows replace them.
    if (header.tables.length > 0) {
      await client.query(`truncate ${header.tables.map((t) => q(t.name)).join(', ')}`);
    }
    const specs = new Map(header.tables.map((t) => [t.name, t]));
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const line = next.value;
      if (line === '') continue;
      if (!line.startsWith(TABLE_PREFIX)) throw new BackupError(DAMAGED);
      const spec = specs.get(line.slice(TABLE_PREFIX.length));
      if (!spec) throw new BackupError(DAMAGED);
      const cols = spec.columns.map(q).join(', ');
      const stream = client.query(copyFrom(`copy ${q(spec.name)} (${cols}) from stdin`));
      const done = new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve);
        stream.on('error', reject);
      });
      try {
        for (;;) {
          const row = await iterator.next();
          if (row.done) throw new BackupError(DAMAGED);
          if (row.value === END_OF_TABLE) break;
          if (!stream.write(`${row.value}\n`)) await once(stream, 'drain');
        }
      } catch (error) {
        // CopyFail ends the COPY, so the connection can roll back.
        stream.destroy(error as Error);
        await done.catch(() => {});
        throw error;
      }
      stream.end();
      await done;
      rows += stream.rowCount ?? 0;
    }
    await resetSequences(client);
    await client.query('commit');
    // Up to this version's schema, as a start would do.
    await migrate(drizzle({ client }), { migrationsFolder });
    // Loaded rows come without planner statistics until autovacuum's first pass; without them
    // the planner misjudges the filtered lists (decision 023), so gather them now.
    await client.query('analyze');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

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

async function createScratch(targetUrl: string, adminUrl: string): Promise<string> {
  const scratch = `${databaseName(targetUrl)}_restoring`;
  await adminQuery(
    adminUrl,
    `drop database if exists ${q(scratch)} with (force)`,
    `create database ${q(scratch)}`,
  );
  return withDatabase(targetUrl, scratch);
}

const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${q(name)} with (force)`).catch(() => {});

async function replaceDatabase(adminUrl: string, scratch: string, targetUrl: string) {
  const name = databaseName(targetUrl);
  await adminQuery(
    adminUrl,
    `drop database if exists ${q(name)} with (force)`,
    `alter database ${q(scratch)} rename to ${q(name)}`,
  );
}

function parseHeader(line: string | undefined): Header {
  let header: Partial<Header> | null = null;
  try {
    header = JSON.parse(line ?? '') as Partial<Header>;
  } catch {
    // reported below
  }
  if (header?.format !== FORMAT || !Array.isArray(header.tables) || !header.migrations) {
    throw new BackupError('This file is not a BoldCall backup.');
  }
  if (header.version !== VERSION) {
    throw new BackupError(`Unsupported backup version ${String(header.version)}.`);
  }
  return header as Header;
}

async function appliedMigrations(client: pg.Client): Promise<Header['migrations'] | null> {
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
async function listTables(client: pg.Client): Promise<TableSpec[]> {
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

function readJournal(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Applies the first migrations only (the backup's level), from a trimmed copy of the folder. */
async function migrateTo(client: pg.Client, entries: JournalEntry[]) {
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

async function requireEmpty(url: string) {
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
async function resetSequences(client: pg.Client) {
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
