// The leaderboard's period and category, kept in the URL query string so a refresh or a shared
// link shows the same board. 'all' is the default and never written.
import { CATEGORIES } from '@boldcall/shared/constants';
import { LEADERBOARD_BOARDS } from '@boldcall/shared/schemas/leaderboard';
import type { LeaderboardBoard } from '@boldcall/shared/schemas/leaderboard';
import { LEADERBOARD_PERIODS } from '@boldcall/shared/rules/ranking';
import type { LeaderboardPeriod } from '@boldcall/shared/rules/ranking';
import { useMemo } from 'react';
import { pickOption, useUrlFilters } from '@/lib/url-filters';

export const LEADERBOARD_CATEGORIES = ['all', ...CATEGORIES] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

/** `league`: a league's id, or '' for the Global league (everyone). */
export type LeaderboardFilters = {
  /** Accuracy (default), Calibration or Boldest (docs/rules/track-record.md). */
  board: LeaderboardBoard;
  period: LeaderboardPeriod;
  category: LeaderboardCategory;
  league: string;
};

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

export function useLeaderboardFilters() {
  const { params, update } = useUrlFilters<LeaderboardFilters>();
  const filters = useMemo<LeaderboardFilters>(
    () => ({
      board: pickOption(LEADERBOARD_BOARDS, params.get('board')),
      period: pickOption(LEADERBOARD_PERIODS, params.get('period')),
      category: pickOption(LEADERBOARD_CATEGORIES, params.get('category')),
      league: params.get('league')?.trim() ?? '',
    }),
    [params],
  );

  return { filters, update };
}
