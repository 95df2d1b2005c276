// Search and filter bar of the home page ("Search and filters").
import { FILTER_CATEGORIES } from '@boldcall/shared/constants';
import { SPORT_LABELS } from '@boldcall/shared/rules/sports';
import { LayoutGrid, Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { SPORT_FILTERS, STATUS_FILTERS } from '../hooks/prediction-filters';
import type { PredictionFilters } from '../hooks/prediction-filters';
import { CATEGORY_META, STATUS_META } from '@/lib/domain-labels';

type PredictionFiltersBarProps = {
  filters: PredictionFilters;
  searchText: string;
  onSearchTextChange(text: string): void;
  onChange(patch: Partial<PredictionFilters>): void;
  /** The "Following" filter: signed-in players only. */
  showFollowing: boolean;
};

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors',
    active
      ? 'border-transparent bg-ink text-canvas'
      : 'border-line bg-surface text-ink-muted hover:border-line-strong hover:text-ink',
  );

export function PredictionFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  showFollowing,
}: PredictionFiltersBarProps) {
  const following = filters.following === 'true';
  return (
    <div role="search" aria-label="Search and filter predictions" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            type="search"
            aria-label="Search predictions"
            placeholder="Search predictions or players"
            value={searchText}
            onChange={(e) => onSearchTextChange(e.target.value)}
            className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
            enterKeyHint="search"
            maxLength={100}
          />
          {searchText ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => onSearchTextChange('')}
              className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg text-ink-muted hover:bg-subtle hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <ChoiceSelect
            aria-label="Status"
            value={filters.status}
            choices={STATUS_FILTERS}
            labelOf={(status) => (status === 'all' ? 'All statuses' : STATUS_META[status].label)}
            onChoose={(status) => onChange({ status })}
            className="sm:w-44"
          />
          <ChoiceSelect
            aria-label="Sport"
            value={filters.sport}
            choices={SPORT_FILTERS}
            labelOf={(sport) => (sport === 'all' ? 'All sports' : SPORT_LABELS[sport])}
            onChoose={(sport) => onChange({ sport })}
            className="sm:w-44"
          />
        </div>
      </div>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        {showFollowing ? (
          <button
            type="button"
            aria-pressed={following}
            onClick={() => onChange({ following: following ? 'all' : 'true' })}
            className={chip(following)}
          >
            Following
          </button>
        ) : null}
        <div role="group" aria-label="Category" className="flex gap-2 sm:flex-wrap">
          {FILTER_CATEGORIES.map((category) => {
            const active = filters.category === category;
            const Icon = category === 'all' ? LayoutGrid : CATEGORY_META[category].icon;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ category })}
                className={chip(active)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {category === 'all' ? 'All' : CATEGORY_META[category].label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
