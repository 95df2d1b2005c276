// Players for end-to-end tests, made through the real API: sign up, read the code from the dev
// mailbox, verify (which signs in and grants the starting points). The returned request
// context carries the session cookies; `signInPage` hands them to a browser page.
import { secretFromUri, totp } from '../../apps/server/src/test/totp.ts';
import { ApiClient } from './api-client.ts';
import { type Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const E2E_PASSWORD = 'BoldCall2468';

export async function signUpViaApi(baseURL: string, username: string): Promise<ApiClient> {
  const api = new ApiClient(baseURL);
  const email = `${username}@example.com`;
  const created = await api.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD, name: username, username },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const verified = await api.post('/api/account/verify-email', {
    data: { identifier: email, code: await mailedCode(baseURL, email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return api;
}

/** The 6-digit code of the newest mail to `email` in the dev mailbox (servers without SMTP). */
export async function mailedCode(baseURL: string, email: string): Promise<string> {
  const mailbox = await (
    await new ApiClient(baseURL).get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json();
  const code = String(mailbox.data.at(-1)?.text).match(/code is (\d{6})/)?.[1];
  expect(code, `a code mailed to ${email}`).toBeDefined();
  return code!;
}

export interface Person {
  username: string;
  email: string;
  password: string;
}

/** A new person's details, unique in this run (letters and digits only). */
export function newPerson(tag: string): Person {
  const id = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: E2E_PASSWORD };
}

/** Turns two-factor on for a signed-in player; returns a backup code (each works once). */
export async function enableTwoFactorViaApi(api: ApiClient): Promise<{ backupCode: string }> {
  const enabled = await api.post('/api/auth/two-factor/enable', {
    data: { password: E2E_PASSWORD },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const confirmed = await api.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp(secretFromUri(totpURI)) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { backupCode: backupCodes[0]! };
}

export async function signInPage(page: Page, api: ApiClient): Promise<void> {
  const { cookies } = await api.storageState();
  await page.context().addCookies(cookies);
}

/** A PENDING prediction expiring next year; returns its id. */
export async function createPredictionViaApi(
  api: ApiClient,
  text: string,
  { category = 'other', pointsWagered = 5 }: { category?: string; pointsWagered?: number } = {},
): Promise<string> {
  const expiresAt = `${new Date().getFullYear() + 1}-06-30`;
  const res = await api.post('/api/predictions', {
    data: { text, category, expiresAt, pointsWagered },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}
