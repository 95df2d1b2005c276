// What a spec file starts once for all its tests (a server, a world) and stops after them.
import { test, type TestInfo } from '@playwright/test';

/**
 * Registers `start` before the file's tests and `stop` after them; the returned object reads
 * what `start` made (only inside tests and hooks, once it has run).
 */
export function forTheFile<T extends object>(
  start: (info: TestInfo) => Promise<T>,
  stop: (started: T) => Promise<void>,
): T {
  let started: T | undefined;
  // eslint-disable-next-line no-empty-pattern -- no fixtures needed, only testInfo
  test.beforeAll(async ({}, info) => {
    started = await start(info);
  });
  test.afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`read ${String(key)} before the file's beforeAll ran`);
      return started[key as keyof T];
    },
  });
}
