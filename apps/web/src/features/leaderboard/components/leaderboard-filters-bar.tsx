// Period (All time / This month / This week) and category of the board ("Leaderboard").
import { LEADERBOARD_PERIODS } from '@boldcall/shared/rules/ranking';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { LEADERBOARD_CATEGORIES, PERIOD_LABELS } from '../hooks/leaderboard-filters';
import type { LeaderboardCategory, LeaderboardFilters } from '../hooks/leaderboard-filters';

const CATEGORY_LABELS: Record<LeaderboardCategory, string> = {
  all: 'All categories',
  technology: 'Technology',
  sports: 'Sports',
  finance: 'Finance',
  politics: 'Politics',
  entertainment: 'Entertainment',
  science: 'Science',
  business: 'Business',
  other: 'Other',
};

export const categoryLabel = (category: LeaderboardCategory) => CATEGORY_LABELS[category];

type LeaderboardFiltersBarProps = {
  filters: LeaderboardFilters;
  onChange(patch: Partial<LeaderboardFilters>): void;
  /** Leagues to filter by (the page brings them); the Global league is always offered. */
  leagues?: ReadonlyArray<{ id: string; name: string }>;
};

export function LeaderboardFiltersBar({ filters, onChange, leagues }: LeaderboardFiltersBarProps) {
  const categoryId = useId();
  const leagueId = useId();
  const leagueOptions = (leagues ?? []).filter((l) => l.id !== 'global');
  const current = filters.league === 'global' ? '' : filters.league;
  if (current && !leagueOptions.some((l) => l.id === current)) {
    leagueOptions.push({ id: current, name: 'Selected league' });
  }
  return (
    <div
      role="search"
      aria-label="Filter the leaderboard"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div
        role="group"
        aria-label="Period"
        className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-subtle p-1 sm:inline-flex"
      >
        {LEADERBOARD_PERIODS.map((period) => {
          const active = filters.period === period;
          return (
            <button
              key={period}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ period })}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                active ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {PERIOD_LABELS[period]}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {leagues ? (
          <div className="flex items-center gap-2">
            <label htmlFor={leagueId} className="shrink-0 text-sm font-semibold text-ink-muted">
              League
            </label>
            <NativeSelect
              id={leagueId}
              value={current}
              onChange={(e) => onChange({ league: e.target.value })}
              className="sm:w-52"
            >
              <option value="">Global</option>
              {leagueOptions.map((league) => (
                <option key={league.id} value={league.id}>
                  {league.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <label htmlFor={categoryId} className="shrink-0 text-sm font-semibold text-ink-muted">
            Category
          </label>
          <NativeSelect
            id={categoryId}
            value={filters.category}
            onChange={(e) => onChange({ category: e.target.value as LeaderboardCategory })}
            className="sm:w-52"
          >
            {LEADERBOARD_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
