// Logical backup and restore of a whole BoldCall database with COPY, for the embedded server
// (its platform package ships no pg_dump). A backup is one gzip file: a JSON header line
// (format, the migration level, every table and its columns), then each table's rows in COPY
// text format, each table ending with a `\.` line. It is read in one REPEATABLE READ snapshot,
// so a backup taken while the app runs is consistent.
// Restore builds the schema at the backup's migration level, loads every row with foreign-key
// triggers off (session_replication_role = replica, so table order does not matter), moves each
// sequence past its column's highest value, then migrates to the code's level.
// The file format is in backup.format.ts, the database plumbing in backup.database.ts.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  appliedMigrations,
  createScratch,
  databaseName,
  dropDatabase,
  listTables,
  migrateTo,
  q,
  readJournal,
  replaceDatabase,
  requireEmpty,
  resetSequences,
  type JournalEntry,
} from './backup.database.ts';
import {
  BackupError,
  checkBackupFile,
  DAMAGED,
  END_OF_TABLE,
  FORMAT,
  parseHeader,
  readLines,
  TABLE_PREFIX,
  VERSION,
  type Header,
} from './backup.format.ts';
import { migrationsFolder } from './client.ts';

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: number;
}

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
