// The leaderboard's period and category, kept in the URL query string so a refresh or a shared
// link shows the same board. 'all' is the default and never written.
import { CATEGORIES } from '@boldcall/shared/constants';
import { LEADERBOARD_BOARDS } from '@boldcall/shared/schemas/leaderboard';
import type { LeaderboardBoard } from '@boldcall/shared/schemas/leaderboard';
import { LEADERBOARD_PERIODS } from '@boldcall/shared/rules/ranking';
import type { LeaderboardPeriod } from '@boldcall/shared/rules/ranking';
import { TEXT_FILTER, useUrlFilters, type FilterSpec, type FiltersOf } from '@/lib/url-filters';

export const LEADERBOARD_CATEGORIES = ['all', ...CATEGORIES] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

const LEADERBOARD_FILTERS = {
  /** Accuracy (default), Calibration or Boldest (docs/rules/track-record.md). */
  board: LEADERBOARD_BOARDS,
  period: LEADERBOARD_PERIODS,
  category: LEADERBOARD_CATEGORIES,
  /** A league's id, or '' for the Global league (everyone). */
  league: TEXT_FILTER,
} as const satisfies FilterSpec;

export type LeaderboardFilters = FiltersOf<typeof LEADERBOARD_FILTERS>;

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: 'All time',
  month: 'This month',
  week: 'This week',
};

export const BOARD_LABELS: Record<LeaderboardBoard, string> = {
  accuracy: 'Accuracy',
  calibration: 'Calibration',
  boldest: 'Boldest',
};

export function isFiltered(filters: LeaderboardFilters): boolean {
  return filters.period !== 'all' || filters.category !== 'all';
}

export const useLeaderboardFilters = () => useUrlFilters(LEADERBOARD_FILTERS);
