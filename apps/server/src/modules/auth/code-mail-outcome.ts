// Whether a verification code mail failed while one auth request ran. Better Auth awaits the
// code mail at sign-up, then logs and swallows a failure and answers as if it had gone out, so
// the request itself is the only place where the player can be told (docs/rules/account.md,
// "Sign-up"). The store follows the request's async work, however deep Better Auth calls us.
import { AsyncLocalStorage } from 'node:async_hooks';

const outcome = new AsyncLocalStorage<{ failed: boolean }>();

/** Runs one auth request and says whether a code mail failed during it. */
export async function withCodeMailOutcome<T>(
  run: () => Promise<T>,
): Promise<{ result: T; codeMailFailed: boolean }> {
  const store = { failed: false };
  const result = await outcome.run(store, run);
  return { result, codeMailFailed: store.failed };
}

/** Called by the code mailer when a send failed; outside `withCodeMailOutcome` it does nothing. */
export function noteCodeMailFailed(): void {
  const store = outcome.getStore();
  if (store) store.failed = true;
}
