// Filters kept in the URL query string, so a refresh or a shared link shows the same list.
// 'all' (and empty) is each filter's default and is never written.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The value when it is one of `allowed`, else the first (the default). */
export function pickOption<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.find((option) => option === value) ?? allowed[0]!;
}

/** A free-text filter: the parameter trimmed, '' when absent. */
export const TEXT_FILTER = 'text';

/** Each filter of a list: its allowed values, the first being the default, or TEXT_FILTER. */
export type FilterSpec = Record<string, readonly string[] | typeof TEXT_FILTER>;

/** The filters a spec declares, each typed by its allowed values. */
export type FiltersOf<S extends FilterSpec> = {
  -readonly [K in keyof S]: S[K] extends readonly (infer T)[] ? T : string;
};

/** The filters of `spec` as the query string holds them (unknown values read as the default). */
export function readFilters<S extends FilterSpec>(spec: S, params: URLSearchParams): FiltersOf<S> {
  const filters: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(spec)) {
    const value = params.get(key);
    filters[key] = allowed === TEXT_FILTER ? (value ?? '').trim() : pickOption(allowed, value);
  }
  return filters as FiltersOf<S>;
}

/**
 * The filters of `spec` (a module-level constant) read from the query string, and a writer that
 * replaces (not pushes) the history entry.
 * The router commits a URL change in a React transition: until it renders, the controls on screen
 * still hold the previous query string, and a second filter changed in that window would write
 * the stale one back (e.g. choosing a category right after a period restored the old period).
 * `flushSync` commits the new query string together with the URL, so each change builds on the
 * one before.
 */
export function useUrlFilters<S extends FilterSpec>(spec: S) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(spec, params), [spec, params]);
  const update = useCallback(
    (patch: Partial<FiltersOf<S>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch as Record<string, string | undefined>)) {
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
  return { filters, update };
}
