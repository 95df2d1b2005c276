// `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (see docs/operations.md).
// Backup reads a running server's embedded database in place (a consistent snapshot), or starts
// the embedded server itself when none runs. Restore needs the server stopped: it replaces the
// whole database with the backup's content.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.ts';
import { BackupError } from './backup.format.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { connectDatabase } from './connect.ts';
import { runningEmbeddedUrl } from './embedded-postgres.ts';

const USAGE = 'usage: backup.cli.ts backup|restore <file>';

async function run(command: string | undefined, fileArg: string | undefined): Promise<string> {
  if ((command !== 'backup' && command !== 'restore') || !fileArg) throw new BackupError(USAGE);
  // npm runs scripts from the repository root; a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  const config = loadConfig();
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };

  if (command === 'backup') {
    const live = config.databaseUrl ?? (await runningEmbeddedUrl(config.dataDir));
    if (live) {
      const s = await backupDatabase(live, file);
      return `backed up ${s.rows} rows of ${s.tables} tables to ${file}`;
    }
    const { database } = await connectDatabase(config, { log });
    try {
      const s = await backupDatabase(database.directUrl, file);
      return `backed up ${s.rows} rows of ${s.tables} tables to ${file}`;
    } finally {
      await database.close();
    }
  }

  const { database, adminUrl } = await connectDatabase(config, { log });
  try {
    const s = await restoreDatabase(file, { url: database.directUrl, adminUrl });
    return `restored ${s.rows} rows of ${s.tables} tables from ${file}`;
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
    } else if ((error as { code?: string }).code === 'ENOENT') {
      console.error(`No such file: ${(error as { path?: string }).path ?? ''}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
