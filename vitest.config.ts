import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core, at least two: Vitest's default leaves one core idle, and most server
    // test files wait on PostgreSQL rather than the CPU (docs/performance.md, "Two Vitest
    // workers"). At most four, so the test databases' connection pools (10 each) stay well under
    // PostgreSQL's default of 100 connections. Each file has its own database; no test may
    // depend on how long another file's work takes.
    maxWorkers: Math.min(Math.max(availableParallelism(), 2), 4),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Pure web logic (formats, filters, previews) and the trickiest components in a DOM
        // (happy-dom, per file); whole pages are covered end to end.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
