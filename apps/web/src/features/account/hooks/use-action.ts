// The account cards' async actions (docs/rules/account.md): the server's message of a failure,
// and one action's busy state and last error.
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';

export const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** A form's busy state and its last error, for one async action at a time. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>, fallback = 'Something went wrong.') => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      setError(messageOf(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
