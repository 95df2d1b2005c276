// Top Performers ("Leaderboard podium: 3"): on wide screens 2nd | 1st | 3rd with
// the winner raised in the middle; on phones a stack in rank order. The list stays in rank
// order for assistive technology; only the visual order changes. Only ranked players stand on
// it (docs/rules/game.md "Ranking"); with nobody ranked yet it says so.
import { LEADERBOARD_PODIUM, RANKED_MIN_RESOLVED } from '@boldcall/shared/constants';
import { Crown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { LeaderboardEntry } from '@boldcall/shared/schemas/leaderboard';
import { UserAvatar } from '@/components/user-avatar';
import { PlayerName, RankMark } from './ranking-row';

const PLACES = [
  {
    order: 'sm:order-2',
    plinth: 'sm:h-28',
    ring: 'ring-amber-400',
    glow: 'from-amber-300/30 dark:from-amber-400/20',
    avatar: 'size-14 text-xl sm:size-20 sm:text-3xl',
  },
  {
    order: 'sm:order-1',
    plinth: 'sm:h-18',
    ring: 'ring-slate-300 dark:ring-slate-400',
    glow: 'from-slate-300/35 dark:from-slate-400/15',
    avatar: 'size-14 text-xl sm:size-16 sm:text-2xl',
  },
  {
    order: 'sm:order-3',
    plinth: 'sm:h-12',
    ring: 'ring-orange-400 dark:ring-orange-500',
    glow: 'from-orange-300/30 dark:from-orange-500/15',
    avatar: 'size-14 text-xl sm:size-16 sm:text-2xl',
  },
] as const;

type LeaderboardPodiumProps = { entries: readonly LeaderboardEntry[]; meId: string | null };

export function LeaderboardPodium({ entries, meId }: LeaderboardPodiumProps) {
  const top = entries.filter((entry) => entry.ranked).slice(0, LEADERBOARD_PODIUM);
  return (
    <section aria-labelledby="podium-title" className="flex flex-col gap-5">
      <h2 id="podium-title" className="text-2xl font-black tracking-tight sm:text-3xl">
        Top Performers
      </h2>
      {top.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-6 text-center text-ink-muted">
          Nobody is ranked yet: the podium opens to players with {RANKED_MIN_RESOLVED} resolved
          calls.
        </p>
      ) : null}
      <ol
        className={cn(
          'grid grid-cols-1 gap-3 sm:items-end sm:gap-4',
          top.length === 1 && 'sm:mx-auto sm:w-full sm:max-w-sm',
          top.length === 2 && 'sm:grid-cols-2',
          top.length >= 3 && 'sm:grid-cols-3',
        )}
      >
        {top.map((entry, index) => {
          const place = PLACES[index]!;
          const isMe = entry.userId === meId;
          const rank = entry.rank ?? index + 1;
          return (
            <li
              key={entry.userId}
              aria-current={isMe ? 'true' : undefined}
              className={cn('flex flex-col', top.length >= 3 && place.order)}
            >
              <article
                aria-label={`${ordinal(rank)} place: ${entry.username}`}
                className={cn(
                  'relative isolate flex items-center gap-4 overflow-hidden rounded-2xl border bg-surface p-4 shadow-card',
                  'sm:flex-col sm:gap-3 sm:rounded-b-none sm:border-b-0 sm:px-5 sm:pt-7 sm:pb-5 sm:text-center',
                  isMe ? 'border-primary' : 'border-line',
                )}
              >
                <div
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-x-0 top-0 -z-10 h-full bg-linear-to-b to-transparent sm:h-2/3',
                    place.glow,
                  )}
                />
                <div className="relative shrink-0">
                  <UserAvatar
                    size={null}
                    username={entry.username}
                    avatar={entry.avatar}
                    className={cn(
                      'ring-4 ring-offset-2 ring-offset-surface',
                      place.ring,
                      place.avatar,
                    )}
                  />
                  {index === 0 ? (
                    <Crown
                      aria-hidden="true"
                      className="absolute -top-4 left-1/2 size-6 -translate-x-1/2 fill-amber-300 text-amber-500 sm:-top-5 sm:size-7"
                    />
                  ) : null}
                  <RankMark
                    rank={rank}
                    className="absolute -right-1.5 -bottom-1.5 h-6 min-w-6 px-1.5 text-xs ring-2 ring-surface sm:hidden"
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:items-center">
                  <PlayerName
                    entry={entry}
                    isMe={isMe}
                    className="gap-1.5 sm:justify-center"
                    linkClassName="text-lg font-extrabold"
                  />
                  <p className="text-sm text-ink-muted">
                    <span className="font-bold text-ink tabular-nums">
                      {formatNumber(entry.correctPredictions)}
                    </span>{' '}
                    correct ·{' '}
                    <span className="font-bold text-ink tabular-nums">
                      {formatNumber(entry.points)}
                    </span>{' '}
                    pts
                  </p>
                </div>
                <p className="flex shrink-0 flex-col items-end sm:items-center">
                  <span className="text-2xl font-black tracking-tight tabular-nums sm:text-4xl">
                    {entry.accuracy}%
                  </span>
                  <span className="text-xs font-semibold text-ink-muted">accuracy</span>
                </p>
              </article>
              <div
                aria-hidden="true"
                className={cn(
                  'hidden place-items-center rounded-b-2xl border border-t-0 text-3xl font-black sm:grid',
                  'bg-linear-to-b from-brand-600 to-brand-900 text-white/90',
                  isMe ? 'border-primary' : 'border-brand-700',
                  place.plinth,
                )}
              >
                {rank}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
