// Vitest global setup of the server suite: one PostgreSQL for the whole run (the embedded one
// in a scratch folder, or TEST_DATABASE_URL) and one migrated template database. Each test file
// clones the template (test-app.ts#openTestDatabase): isolated, and far cheaper than migrating.
// With TEST_DATABASE_DIRECT_URL beside it, TEST_DATABASE_URL may be a transaction-mode pooler
// (npm run test:pgbouncer): databases are made and migrated over the direct URL, and the apps
// under test get both roles, as DATABASE_URL and DATABASE_DIRECT_URL (decision 038).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * Maintenance URL (database `postgres`, or TEST_DATABASE_DIRECT_URL's or TEST_DATABASE_URL's)
     * for CREATE DATABASE: always a direct connection.
     */
    testAdminUrl: string;
    /** The pooled role's URL (TEST_DATABASE_URL) when it differs from testAdminUrl; else null. */
    testPooledUrl: string | null;
    /** The migrated template each test file clones. */
    testTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_DIRECT_URL || process.env.TEST_DATABASE_URL;
  const pooledUrl =
    process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE_URL !== adminUrl
      ? process.env.TEST_DATABASE_URL
      : null;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-vitest-pg-'));
    // A throwaway cluster: durability buys nothing here.
    embedded = await startEmbeddedPostgres({
      dataDir,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = embedded.adminUrl;
  }
  const template = `boldcall_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();

  project.provide('testAdminUrl', adminUrl);
  project.provide('testPooledUrl', pooledUrl);
  project.provide('testTemplate', template);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
