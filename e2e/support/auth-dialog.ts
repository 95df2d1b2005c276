// The sign-in and sign-up dialog as a person uses it: open it from the header (the menu sheet on
// phones) and fill its forms. One copy for every spec that signs up or in through the UI.
import type { Locator, Page } from '@playwright/test';
import type { Person } from './accounts.ts';

/** Header Sign In; on phones it sits in the menu sheet. */
export async function openSignIn(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  return page.getByRole('dialog', { name: 'Sign In' });
}

/** The hero's (or the page's first) Sign up. */
export async function openSignUp(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  return page.getByRole('dialog', { name: 'Create Account' });
}

/** Fills Create Account and sends it; the dialog then asks for the mailed code. */
export async function submitSignUp(dialog: Locator, p: Person): Promise<void> {
  await dialog.getByLabel('Email').fill(p.email);
  await dialog.getByLabel('Username').fill(p.username);
  await dialog.getByLabel('Password', { exact: true }).fill(p.password);
  await dialog.getByLabel('Confirm password').fill(p.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills Sign In and sends it. */
export async function submitSignIn(
  dialog: Locator,
  identifier: string,
  password: string,
): Promise<void> {
  await dialog.getByLabel('Email or username').fill(identifier);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Types the mailed code into Verify Email and sends it. */
export async function submitCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
}
