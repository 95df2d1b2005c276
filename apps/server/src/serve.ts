// What `main.ts` runs once the compile cache is on:
// config -> database (embedded PostgreSQL or DATABASE_URL) -> migrate -> app -> demo seed ->
// listen -> graceful shutdown (the app closes the database, which stops the embedded server).
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config/config.ts';
import { LOCKS } from './db/client.ts';
import { connectDatabase } from './db/connect.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './seed/seed.demo.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = {
    level: config.logLevel,
    ...(process.stdout.isTTY && !config.isProduction
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };

  const quiet = ['silent', 'fatal', 'error'].includes(config.logLevel);
  const { database } = await connectDatabase(config, {
    asServer: true,
    log: {
      info: (msg) => (quiet ? undefined : console.log(msg)),
      warn: (msg) => console.warn(msg),
    },
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger });
  if (config.demoData) {
    // Under a lock: several instances starting together on one database seed it once.
    const seeded = await database.withLock(LOCKS.seed, async () =>
      (await isDatabaseEmpty(database.db)) ? seedDemoData(database.db) : null,
    );
    // The planner's statistics for the new rows now, not after autovacuum's next round (a fresh
    // data dir would otherwise plan its first pages without any).
    if (seeded) await database.db.execute(sql`analyze`);
    if (seeded) {
      app.log.info(
        `demo data: ${seeded.players} players (sign in as demo_admin / ${DEMO_PASSWORD}); set DEMO_DATA=off for real use`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`BoldCall is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
