// The one way a form or dialog turns a failed action into the sentence of its red box: the
// server's message when there is one, otherwise the form's own fallback.
import { useCallback, useState } from 'react';

/** The message of a failed call, or `fallback` when the error carries none. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** Turns a failure into the red box's sentence (auth has its own catalogue of messages). */
export type ToMessage = (error: unknown, fallback: string) => string;

/**
 * Runs `action`, clearing the message first and reporting the failure's message instead of
 * letting it escape. Resolves to true when the action succeeded.
 */
export async function runReported(
  action: () => Promise<void> | void,
  report: (message: string | null) => void,
  fallback: string,
  toMessage: ToMessage = errorMessage,
): Promise<boolean> {
  report(null);
  try {
    await action();
    return true;
  } catch (error) {
    report(toMessage(error, fallback));
    return false;
  }
}

/**
 * The form's failure message; `run` performs an action so that a failure shows its message (or
 * the fallback: the form's, or the one given for this action) and resolves to its success;
 * `guard` wraps a submit handler the same way (for react-hook-form's `handleSubmit`).
 */
export function useFormError(fallback: string, toMessage: ToMessage = errorMessage) {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    (action: () => Promise<void> | void, actionFallback = fallback) =>
      runReported(action, setError, actionFallback, toMessage),
    [fallback, toMessage],
  );
  const guard = useCallback(
    <T>(action: (values: T) => Promise<void> | void, actionFallback = fallback) =>
      async (values: T) => {
        await run(() => action(values), actionFallback);
      },
    [fallback, run],
  );
  return { error, setError, run, guard };
}
