// The configuration of an app built by a test itself (rather than through createTestApp): a new
// data dir, no web build, sports data off, silent logs; `env` adds or overrides.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestMailer } from './test-app.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'boldcall-test-')),
    WEB_DIST: path.join(tmpdir(), 'boldcall-no-web-build'),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SPORTS_DATA_URL: 'off',
    ...env,
  });
}

/**
 * Starts an app with its jobs on over `database` and closes it again once its start-up runs are
 * done (preClose waits for them). The database stays open, to look at afterwards.
 */
export async function runStartUpJobs(
  database: DatabaseHandle,
  deps: { clock?: () => Date } = {},
): Promise<void> {
  const app = await buildApp({
    config: testConfig(),
    database: { ...database, close: async () => {} },
    mailer: createTestMailer(),
    jobs: true,
    ...deps,
  });
  await app.ready();
  await app.close();
}
