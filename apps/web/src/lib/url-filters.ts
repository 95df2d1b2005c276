// Filters kept in the URL query string, so a refresh or a shared link shows the same list.
// 'all' (and empty) is each filter's default and is never written.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The value when it is one of `allowed`, else the first (the default). */
export function pickOption<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.find((option) => option === value) ?? allowed[0]!;
}

/**
 * The query string and a writer that replaces (not pushes) the history entry.
 * The router commits a URL change in a React transition: until it renders, the controls on screen
 * still hold the previous query string, and a second filter changed in that window would write
 * the stale one back (e.g. choosing a category right after a period restored the old period).
 * `flushSync` commits the new query string together with the URL, so each change builds on the
 * one before.
 */
export function useUrlFilters<F extends Record<string, string>>() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Partial<F>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (!value || value === 'all') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true, flushSync: true },
      );
    },
    [setParams],
  );
  return { params, update };
}
