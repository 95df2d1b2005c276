// The signed-in player's own place on the current board, for the hero (same query as the board).
import { Medal } from 'lucide-react';
import { useId } from 'react';
import { GlassPanel } from '@/components/ui/hero';
import { formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/use-leaderboard';
import { PERIOD_LABELS } from '../hooks/leaderboard-filters';
import type { LeaderboardFilters } from '../hooks/leaderboard-filters';
import { categoryLabel } from './leaderboard-filters-bar';
import { callsToRankLabel } from './ranking-row';

type YourStandingCardProps = { filters: LeaderboardFilters; className?: string };

export function YourStandingCard({ filters, className }: YourStandingCardProps) {
  const board = useLeaderboard(filters);
  // Placed once for phones and once for wider screens on the leaderboard (one is hidden).
  const titleId = useId();
  if (board.isPending || board.isError) return null;
  const me = board.data.pages.at(-1)?.me ?? null;
  const scope =
    filters.category === 'all'
      ? PERIOD_LABELS[filters.period]
      : `${PERIOD_LABELS[filters.period]}, ${categoryLabel(filters.category)}`;

  return (
    <GlassPanel labelledBy={titleId} className={className}>
      <h2
        id={titleId}
        className="inline-flex items-center gap-1.5 text-sm font-bold tracking-[0.14em] text-volt-300 uppercase"
      >
        <Medal aria-hidden="true" className="size-4" strokeWidth={2.5} />
        Your standing
      </h2>
      <p className="mt-1 text-sm text-brand-100">{scope}</p>
      {me ? (
        <>
          {me.rank !== null ? (
            <p className="mt-4 text-6xl font-black tracking-tight tabular-nums">
              <span className="sr-only">Rank </span>#{formatNumber(me.rank)}
            </p>
          ) : (
            <p className="mt-4 flex flex-col gap-1">
              <span className="text-4xl font-black tracking-tight">Unranked</span>
              <span className="text-sm font-semibold text-brand-100">
                {callsToRankLabel(me.callsToRank)}
              </span>
            </p>
          )}
          <dl className="mt-5 grid grid-cols-3 gap-3">
            {[
              ['Accuracy', `${me.accuracy}%`],
              ['Correct', formatNumber(me.correctPredictions)],
              ['Points', formatNumber(me.points)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white/10 px-3 py-2.5">
                <dt className="text-xs font-semibold text-brand-100">{label}</dt>
                <dd className="text-lg font-extrabold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-4 text-brand-100">
          {filters.league && filters.league !== 'global'
            ? 'You are not a member of this league, so you are not on its board.'
            : 'You have no calls on this board yet. Make or join a prediction to get on it.'}
        </p>
      )}
    </GlassPanel>
  );
}
