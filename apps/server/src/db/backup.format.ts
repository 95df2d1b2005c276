// The backup file format (backup.ts): one gzip file holding a JSON header line (format, the
// migration level, every table and its columns), then each table's rows in COPY text format,
// each table ending with a `\.` line; and the check that reads a whole file without touching
// any database.
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

export const FORMAT = 'boldcall-backup';
export const VERSION = 1;
export const END_OF_TABLE = '\\.';
export const TABLE_PREFIX = '#TABLE ';

export class BackupError extends Error {}

export interface TableSpec {
  name: string;
  columns: string[];
}

export interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Applied migrations: how many, and the journal timestamp of the last one. */
  migrations: { count: number; last: string | null };
  tables: TableSpec[];
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
export async function* readLines(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
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

export function parseHeader(line: string | undefined): Header {
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
