import type { ReactNode } from 'react';

export type ListStatesProps = {
  /** The query behind the list. */
  query: { isPending: boolean; isError: boolean };
  /** Items loaded so far. */
  count: number;
  loading: ReactNode;
  /** Shown when the load failed and nothing is on screen (a later failure keeps the list). */
  error: ReactNode;
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
};

/** Which of a list's states to show: loading, failed, empty, or the list. */
export function ListStates({ query, count, loading, error, empty, children }: ListStatesProps) {
  if (query.isPending) return loading;
  if (query.isError && count === 0) return error;
  if (count === 0) return empty;
  return children;
}

/** The props of a list that brings its own loading and error states; `query` may ask for more. */
export type ListStatesOf<Q extends ListStatesProps['query']> = Omit<
  ListStatesProps,
  'query' | 'loading' | 'error'
> & { query: Q };

/** A query whose failed load can be asked again. */
export type Refetchable = { refetch(): Promise<unknown> };
