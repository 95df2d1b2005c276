// `npm run receipts:verify`: recomputes the whole receipt chain of the configured database
// (DATABASE_URL, else DATA_DIR's embedded PostgreSQL, read in place when a server runs on it):
// every hash, every link, every receipt against the live rows, and the chain head against the
// last receipt. Exit code 0 when it holds, 1 with where it breaks (docs/rules/receipts.md).
import { ConfigError, loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { connectDatabase } from '../../db/connect.ts';
import { runningEmbeddedUrl } from '../../db/embedded-postgres.ts';
import { liveCalls } from './predictions.receipts.ts';
import { verifyWholeChain } from '../receipts/receipts.service.ts';

async function run(): Promise<{ ok: boolean; message: string }> {
  const config = loadConfig();
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };
  const live = config.databaseUrl ?? (await runningEmbeddedUrl(config.dataDir));
  const database = live
    ? openDatabase({ url: live, kind: 'external' })
    : (await connectDatabase(config, { log })).database;
  try {
    const db = database.db;
    const result = await verifyWholeChain(db, (ids) => liveCalls(db, ids));
    if (result.brokenAt) {
      const { seq, hash, reason } = result.brokenAt;
      return {
        ok: false,
        message: `BROKEN at receipt #${seq} (${hash.slice(0, 8)}): ${reason} (${result.checked} checked)`,
      };
    }
    return { ok: true, message: `OK: ${result.checked} receipts hold, head ${result.head}` };
  } finally {
    await database.close();
  }
}

run().then(
  ({ ok, message }) => {
    (ok ? console.log : console.error)(message);
    process.exit(ok ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
