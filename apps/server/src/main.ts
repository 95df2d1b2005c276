// config -> database -> app -> listen -> graceful shutdown.
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './db/seed.ts';
import path from 'node:path';

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

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const app = await buildApp({ config, database, logger });
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    const seeded = await seedDemoData(database.db);
    app.log.info(
      `demo data: ${seeded.players} players (sign in as demo_admin / ${DEMO_PASSWORD}); set DEMO_DATA=off for real use`,
    );
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
