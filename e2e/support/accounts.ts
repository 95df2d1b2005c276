// Players for end-to-end tests, made through the real API: sign up, read the code from the dev
// mailbox, verify (which signs in and grants the starting points). The returned request
// context carries the session cookies; `signInPage` hands them to a browser page.
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
  const mailbox = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const code = String(mailbox.data.at(-1).text).match(/code is (\d{6})/)?.[1];
  const verified = await api.post('/api/account/verify-email', {
    data: { identifier: email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return api;
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
