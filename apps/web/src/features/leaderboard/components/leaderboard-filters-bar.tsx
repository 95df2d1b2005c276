// Period (All time / This month / This week) and category of the board ("Leaderboard").
import { LEADERBOARD_PERIODS } from '@boldcall/shared/rules/ranking';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ChoiceSelect } from '@/components/ui/native-select';
import { LEADERBOARD_CATEGORIES, PERIOD_LABELS } from '../hooks/leaderboard-filters';
import { BoardTabs } from './board-tabs';
import { SegmentedToggle } from './segmented-toggle';
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
  /** An undefined value removes the filter (its default). */
  onChange(patch: { [K in keyof LeaderboardFilters]?: LeaderboardFilters[K] | undefined }): void;
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
  const byAccuracy = filters.board === 'accuracy';
  return (
    <div role="search" aria-label="Filter the leaderboard" className="flex flex-col gap-3">
      <BoardTabs
        board={filters.board}
        // The Calibration and Boldest boards are not split by category; accuracy is the default.
        onChange={(board) =>
          onChange(board === 'accuracy' ? { board: undefined } : { board, category: 'all' })
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SegmentedToggle
          label="Period"
          options={LEADERBOARD_PERIODS}
          value={filters.period}
          onChange={(period) => onChange({ period })}
          labelOf={(period) => PERIOD_LABELS[period]}
          padding="px-4"
        />
        {/* Phones: both selects on one row, their labels read out but not shown. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:items-center sm:gap-3">
          {leagues ? (
            <InlineField id={leagueId} label="League">
              <ChoiceSelect
                id={leagueId}
                value={current}
                choices={['', ...leagueOptions.map((league) => league.id)]}
                labelOf={(id) => leagueOptions.find((l) => l.id === id)?.name ?? 'Global'}
                onChoose={(league) => onChange({ league })}
                className="sm:w-52"
              />
            </InlineField>
          ) : null}
          {byAccuracy ? (
            <InlineField id={categoryId} label="Category">
              <ChoiceSelect
                id={categoryId}
                value={filters.category}
                choices={LEADERBOARD_CATEGORIES}
                labelOf={categoryLabel}
                onChoose={(category) => onChange({ category })}
                className="sm:w-52"
              />
            </InlineField>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A select with its label on the same line. */
function InlineField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink-muted max-sm:sr-only">
        {label}
      </label>
      {children}
    </div>
  );
}
