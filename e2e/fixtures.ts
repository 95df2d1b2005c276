// Shared fixture: a test fails on any console error, uncaught exception or 5xx answer.
// Chromium logs every 4xx answer as "Failed to load resource"; those are expected answers
// (a wrong password is a 401) and the page shows them to the user, so they are not errors.
import { test as base, expect } from '@playwright/test';

const EXPECTED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_4XX.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('response', (res) => {
        if (res.status() >= 500) errors.push(`${res.status()} from ${res.url()}`);
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
