// `npm run nfl:import -- <games.csv>`: loads an nflverse games file into the database (a
// running server's embedded one, DATABASE_URL's, or the embedded one started for the purpose)
// and settles the results it brings. See docs/operations.md.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { connectDatabase } from '../../db/connect.ts';
import { runningEmbeddedUrl } from '../../db/embedded-postgres.ts';
import { ImportError, importGamesCsv } from './nfl.import.ts';

async function run(fileArg: string | undefined): Promise<string> {
  if (!fileArg) throw new ImportError('usage: npm run nfl:import -- <games.csv>');
  // npm runs scripts from the repository root; a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  const text = await readFile(file, 'utf8');
  const config = loadConfig();
  const live = config.databaseUrl ?? (await runningEmbeddedUrl(config.dataDir));
  const database = live
    ? openDatabase({ url: live, poolSize: 2 })
    : (
        await connectDatabase(config, {
          log: { info: (m) => console.log(m), warn: (m) => console.warn(m) },
        })
      ).database;
  try {
    await database.migrate();
    const r = await importGamesCsv(database.db, text);
    return `imported ${r.games} games (seasons ${r.seasons.join(', ')}); settled ${r.settledGames} games, ${r.settledPicks} picks, ${r.settledSeasonPredictions} season predictions`;
  } finally {
    await database.close();
  }
}

run(process.argv[2]).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof ImportError || error instanceof ConfigError) console.error(error.message);
    else if ((error as { code?: string }).code === 'ENOENT')
      console.error(`No such file: ${(error as { path?: string }).path ?? ''}`);
    else console.error(error);
    process.exit(1);
  },
);
