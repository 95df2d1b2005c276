// The leaderboard's period and category, kept in the URL query string so a refresh or a shared
// link shows the same board. 'all' is the default and never written.
import { CATEGORIES } from '@boldcall/shared/constants';
import { LEADERBOARD_PERIODS } from '@boldcall/shared/rules/ranking';
import type { LeaderboardPeriod } from '@boldcall/shared/rules/ranking';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const LEADERBOARD_CATEGORIES = ['all', ...CATEGORIES] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

export type LeaderboardFilters = { period: LeaderboardPeriod; category: LeaderboardCategory };

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: 'All time',
  month: 'This month',
  week: 'This week',
};

function pick<T extends string>(allowed: readonly T[], value: string | null): T {
  return allowed.find((option) => option === value) ?? allowed[0]!;
}

export function isFiltered(filters: LeaderboardFilters): boolean {
  return filters.period !== 'all' || filters.category !== 'all';
}

export function useLeaderboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<LeaderboardFilters>(
    () => ({
      period: pick(LEADERBOARD_PERIODS, params.get('period')),
      category: pick(LEADERBOARD_CATEGORIES, params.get('category')),
    }),
    [params],
  );

  const update = useCallback(
    (patch: Partial<LeaderboardFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (!value || value === 'all') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
