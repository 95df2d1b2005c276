// The home page's search and filters ("Search and filters"), kept in the URL
// query string so a refresh or a shared link keeps them. 'all' is the default and never written.
import {
  FILTER_CATEGORIES,
  PREDICTION_STATUSES,
  SEARCH_DEBOUNCE_MS,
} from '@boldcall/shared/constants';
import { SPORTS } from '@boldcall/shared/rules/sports';
import { useCallback, useEffect, useState } from 'react';
import { TEXT_FILTER, useUrlFilters, type FilterSpec, type FiltersOf } from '@/lib/url-filters';

export const STATUS_FILTERS = [
  'all',
  ...PREDICTION_STATUSES.filter((s) => s !== 'MERGED'),
] as const;
export const SPORT_FILTERS = ['all', ...SPORTS] as const;
/** 'true': only calls by players the signed-in player follows (docs/rules/follows.md). */
export const FOLLOWING_FILTERS = ['all', 'true'] as const;

const PREDICTION_FILTERS = {
  q: TEXT_FILTER,
  category: FILTER_CATEGORIES,
  status: STATUS_FILTERS,
  sport: SPORT_FILTERS,
  following: FOLLOWING_FILTERS,
} as const satisfies FilterSpec;

export type PredictionFilters = FiltersOf<typeof PREDICTION_FILTERS>;

export const NO_FILTERS: PredictionFilters = {
  q: '',
  category: 'all',
  status: 'all',
  sport: 'all',
  following: 'all',
};

export function hasActiveFilters(filters: PredictionFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== 'all' ||
    filters.status !== 'all' ||
    filters.sport !== 'all' ||
    filters.following !== 'all'
  );
}

/** Filters from the URL, plus the search box's own text, written to the URL 300 ms after typing. */
export function usePredictionFilters() {
  const { filters, update } = useUrlFilters(PREDICTION_FILTERS);

  // The search box shows what is typed at once; the list follows after the debounce.
  const [searchText, setSearchText] = useState(filters.q);
  // The last q this hook wrote, to tell its own URL changes from outside ones (e.g. the Home
  // link, which clears the query string: the box must then empty rather than write q back).
  const [writtenQ, setWrittenQ] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== writtenQ) {
      setWrittenQ(filters.q);
      setSearchText(filters.q);
    }
  }

  useEffect(() => {
    const q = searchText.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => {
      setWrittenQ(q);
      update({ q });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const clear = useCallback(() => {
    setSearchText('');
    setWrittenQ('');
    update(NO_FILTERS);
  }, [update]);

  return { filters, update, searchText, setSearchText, clear };
}
