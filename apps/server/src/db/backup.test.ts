// db:backup / db:restore: a restored database holds exactly the rows of the backed-up one,
// sequences continue after them, and files that are not (or not yet) restorable are refused.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { BackupError } from './backup.format.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import type { DatabaseHandle } from './client.ts';
import { createPlayer, makePrediction } from '../seed/seed.factories.ts';
import { seedDemoData } from '../seed/seed.demo.ts';

/** md5 of every table's rows (sorted), so two databases compare in one query each. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const t = pg.escapeIdentifier(name);
      const { rows } = await client.query<{ n: number; md5: string | null }>(
        `select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as md5 from ${t} r`,
      );
      out[name] = `${rows[0]?.n}:${rows[0]?.md5 ?? ''}`;
    }
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    out['drizzle.__drizzle_migrations'] = String(rows[0]?.n);
    return out;
  } finally {
    await client.end();
  }
}

describe('database backup and restore', () => {
  let source: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'boldcall-backup-'));
  const file = path.join(dir, 'boldcall.backup');
  const adminUrl = inject('testAdminUrl');
  const targetName = `boldcall_restore_${randomUUID().replaceAll('-', '')}`;
  const targetUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${targetName}`;
    return url.toString();
  })();

  beforeAll(async () => {
    source = await openTestDatabase();
    await seedDemoData(source.db);
    // Text that COPY must escape: a line that reads like the end-of-table marker, tabs, quotes.
    const creator = await createPlayer(source.db, { username: 'escaper' });
    await makePrediction(source.db, {
      userId: creator.id,
      text: 'Line one\n\\.\nTab\there, a "quote", a backslash \\ and ünïcödé 🎯',
    });
  });

  afterAll(async () => {
    await source.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${targetName} with (force)`);
    await admin.end();
  });

  it('restores every row of every table, and sequences continue after them', async () => {
    const summary = await backupDatabase(source.directUrl, file);
    expect(summary.rows).toBeGreaterThan(50);
    // Every account's data: readable by the owner only (docs/security.md).
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const nested = path.join(dir, 'made-for-it', 'boldcall.backup');
    await backupDatabase(source.directUrl, nested);
    expect(statSync(path.dirname(nested)).mode & 0o777).toBe(0o700);
    expect(statSync(nested).mode & 0o777).toBe(0o600);

    const restored = await restoreDatabase(file, { url: targetUrl, adminUrl });
    expect(restored.rows).toBe(summary.rows);
    expect(await fingerprint(targetUrl)).toEqual(await fingerprint(source.directUrl));

    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ next: string; max: string }>(
        `select nextval(pg_get_serial_sequence('points_ledger', 'id'))::text as next,
                (select max(id) from points_ledger)::text as max`,
      );
      expect(BigInt(rows[0]!.next)).toBeGreaterThan(BigInt(rows[0]!.max));
      // Planner statistics are gathered at once, not left to autovacuum's first pass.
      const stats = await client.query<{ analyzed: boolean }>(
        `select last_analyze is not null as analyzed from pg_stat_user_tables
          where relname = 'predictions'`,
      );
      expect(stats.rows[0]?.analyzed).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('restores over a database that already has other content', async () => {
    await restoreDatabase(file, { url: targetUrl, adminUrl });
    expect(await fingerprint(targetUrl)).toEqual(await fingerprint(source.directUrl));
  });

  it('refuses a file that is not a backup, and one from a newer version', async () => {
    const junk = path.join(dir, 'junk.backup');
    writeFileSync(junk, gzipSync('hello\n'));
    await expect(restoreDatabase(junk, { url: targetUrl, adminUrl })).rejects.toThrow(
      new BackupError('This file is not a BoldCall backup.'),
    );

    const plain = path.join(dir, 'plain.backup');
    writeFileSync(plain, 'not gzip at all');
    await expect(restoreDatabase(plain, { url: targetUrl, adminUrl })).rejects.toThrow();
    await expect(
      restoreDatabase(path.join(dir, 'missing'), { url: targetUrl, adminUrl }),
    ).rejects.toThrow(/ENOENT/);

    const [headerLine, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(headerLine!) as { migrations: { last: string } };
    header.migrations.last = '99999999999999';
    const newer = path.join(dir, 'newer.backup');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...rest].join('\n')));
    await expect(restoreDatabase(newer, { url: targetUrl, adminUrl })).rejects.toThrow(
      /newer BoldCall/,
    );
    // Cut off inside a table: the restore fails and the database stays as it was.
    const body = [
      JSON.stringify(header).replace('99999999999999', JSON.parse(headerLine!).migrations.last),
      ...rest,
    ];
    const cut = path.join(dir, 'cut.backup');
    writeFileSync(cut, gzipSync(body.slice(0, Math.floor(body.length / 2)).join('\n')));
    await expect(restoreDatabase(cut, { url: targetUrl, adminUrl })).rejects.toThrow(
      new BackupError('The backup file is damaged.'),
    );
    // Damaged bytes in the middle of the gzip stream, or no gzip at all: the same plain message,
    // never a raw zlib error.
    const bytes = Buffer.from(readFileSync(file));
    for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 64; i += 1) {
      bytes[i] = (bytes[i] ?? 0) ^ 0xa5;
    }
    const damaged = path.join(dir, 'damaged.backup');
    writeFileSync(damaged, bytes);
    await expect(restoreDatabase(damaged, { url: targetUrl, adminUrl })).rejects.toThrow(
      new BackupError('The backup file is damaged.'),
    );
    await expect(restoreDatabase(plain, { url: targetUrl, adminUrl })).rejects.toThrow(
      new BackupError('The backup file is damaged.'),
    );

    // The refused restores left the earlier restore in place.
    expect(await fingerprint(targetUrl)).toEqual(await fingerprint(source.directUrl));
  });
});
