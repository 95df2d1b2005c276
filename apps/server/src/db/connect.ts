// The database a process works on: DATABASE_URL's, or the embedded PostgreSQL under DATA_DIR,
// started here and stopped when the handle closes. Used by the server (main.ts) and the
// database tools (backup.cli.ts).
import type { Config } from '../config/config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  EmbeddedPostgresError,
  startEmbeddedPostgres,
  writeServerPid,
  type EmbeddedLog,
} from './embedded-postgres.ts';

export interface ConnectOptions {
  log: EmbeddedLog;
  /** Record this process as DATA_DIR's server (for the refusal message of a second one). */
  asServer?: boolean;
}

export interface Connection {
  database: DatabaseHandle;
  /** The embedded server's maintenance URL (database `postgres`); null for DATABASE_URL. */
  adminUrl: string | null;
}

/**
 * Opens the configured database. A second process on a DATA_DIR that a running server owns is
 * refused before it writes: the message goes to stderr and the process exits with 1.
 */
export async function connectDatabase(
  config: Config,
  options: ConnectOptions,
): Promise<Connection> {
  if (config.databaseUrl) {
    return {
      database: openDatabase({
        url: config.databaseUrl,
        directUrl: config.databaseDirectUrl ?? config.databaseUrl,
        prepared: config.databasePrepared,
        kind: 'external',
      }),
      adminUrl: null,
    };
  }
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: options.log });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const releasePid = options.asServer ? writeServerPid(config.dataDir) : () => {};
  const database = openDatabase({
    url: embedded.url,
    kind: 'embedded',
    onClose: async () => {
      await embedded.stop();
      releasePid();
    },
  });
  return { database, adminUrl: embedded.adminUrl };
}
