// Weekly Games tab: week buttons 1–18 (opening on the current week), a filter by conference,
// division or team, and the week's games as compact rows with one wager and one save.
import { NFL_WEEKS } from '@boldcall/shared/constants';
import { NFL_CONFERENCES, NFL_DIVISIONS } from '@boldcall/shared/nfl-teams';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { CalendarX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useNflTeams, useNflWeek } from '../api/nfl-api';
import { DemoSeasonNote } from './demo-season-note';
import { WeekPicks } from './week-picks';

/** "all", "conf:AFC", "div:North" or "team:SEA". */
export type GameFilter = string;

export function matchesFilter(game: NflGame, filter: GameFilter): boolean {
  if (filter === 'all') return true;
  const [kind, value] = filter.split(':');
  const sides = [game.homeTeam, game.awayTeam];
  if (kind === 'conf') return sides.some((t) => t.conference === value);
  if (kind === 'div') return sides.some((t) => t.division === value);
  if (kind === 'team') return sides.some((t) => t.code === value);
  return true;
}

const FILTER_GROUPS = [
  { label: 'Conference', kind: 'conf', values: NFL_CONFERENCES },
  { label: 'Division', kind: 'div', values: NFL_DIVISIONS },
] as const;

/** The labelled select of a game filter: everything, then conferences and divisions when
 * `withGroups`, then every team (the field loads the teams itself). */
export function TeamFilterField({
  id,
  label,
  allLabel,
  value,
  onChange,
  withGroups = false,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: GameFilter;
  onChange(value: GameFilter): void;
  withGroups?: boolean;
}) {
  const teams = useNflTeams().data ?? [];
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="all">{allLabel}</option>
        {withGroups
          ? FILTER_GROUPS.map((group) => (
              <optgroup key={group.kind} label={group.label}>
                {group.values.map((v) => (
                  <option key={v} value={`${group.kind}:${v}`}>
                    {v}
                  </option>
                ))}
              </optgroup>
            ))
          : null}
        <optgroup label="Team">
          {teams.map((t) => (
            <option key={t.code} value={`team:${t.code}`}>
              {t.name} ({t.code})
            </option>
          ))}
        </optgroup>
      </NativeSelect>
    </div>
  );
}

/** The week buttons 1–18; on narrow screens the strip scrolls and keeps `shown` in view. */
export function WeekStrip({
  shown,
  onPick,
  label = 'Weeks',
}: {
  shown: number | null;
  onPick(week: number): void;
  label?: string;
}) {
  const weeksRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = weeksRef.current;
    const button = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (strip && button) {
      strip.scrollLeft = button.offsetLeft - strip.clientWidth / 2 + button.clientWidth / 2;
    }
  }, [shown]);
  return (
    <nav ref={weeksRef} aria-label={label} className="relative -mx-1 overflow-x-auto px-1 pb-1">
      <div className="flex gap-1.5">
        {Array.from({ length: NFL_WEEKS }, (_, i) => i + 1).map((w) => (
          <button
            key={w}
            type="button"
            aria-current={shown === w ? 'true' : undefined}
            aria-label={`Week ${w}`}
            onClick={() => onPick(w)}
            className={cn(
              'h-10 min-w-10 shrink-0 cursor-pointer rounded-xl border px-3 text-sm font-bold tabular-nums transition-colors',
              shown === w
                ? 'border-primary bg-primary text-on-primary'
                : 'border-line bg-surface text-ink hover:bg-subtle',
            )}
          >
            {w}
          </button>
        ))}
      </div>
    </nav>
  );
}

export function WeeklyGames({ points, onSignIn }: { points: number | null; onSignIn(): void }) {
  const [week, setWeek] = useState<number | null>(null);
  const [filter, setFilter] = useState<GameFilter>('all');
  const query = useNflWeek(week);
  const shown = query.data?.week ?? week;
  const games = (query.data?.games ?? []).filter((g) => matchesFilter(g, filter));

  return (
    <div className="flex flex-col gap-4">
      {query.data?.demo ? <DemoSeasonNote /> : null}
      <WeekStrip shown={shown} onPick={setWeek} />

      <TeamFilterField
        id="nfl-week-filter"
        label="Filter"
        allLabel="All games"
        value={filter}
        onChange={setFilter}
        withGroups
      />

      <h2 className="text-xl font-extrabold tracking-tight">
        {shown ? `Week ${shown}` : 'This week'}
      </h2>

      {query.isPending ? (
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-30 rounded-xl" />
          ))}
        </div>
      ) : games.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title="No games"
          description={
            filter === 'all'
              ? 'No games are scheduled for this week yet.'
              : 'No game of this week matches the filter.'
          }
        />
      ) : (
        // Keyed by the week: unsaved picks belong to the week they were made in.
        <WeekPicks key={shown ?? 0} games={games} points={points} onSignIn={onSignIn} />
      )}
    </div>
  );
}
