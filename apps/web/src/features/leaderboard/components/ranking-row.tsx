// One line of Full Rankings: rank, avatar, username (to the public profile), PRO badge, badges,
// accuracy, correct predictions and points ("Leaderboard", "Leaderboard entry").
import { RANKED_MIN_RESOLVED } from '@boldcall/shared/constants';
import { Badge, ProBadge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { LeaderboardBoard, LeaderboardEntry } from '@boldcall/shared/schemas/leaderboard';
import { BadgeChips } from './badge-chips';
import { UserAvatar } from '@/components/user-avatar';
import { ProfileLink } from '@/components/profile-link';

/** Rank | player | accuracy | correct | points, from the small breakpoint up. */
export const rankingColumns =
  'sm:grid-cols-[3.5rem_minmax(0,1fr)_6.5rem_6.5rem_7.5rem] lg:grid-cols-[4rem_minmax(0,1fr)_7rem_7rem_8rem]';

const MEDAL_TONES = [
  'bg-linear-to-br from-amber-300 to-yellow-500 text-amber-950',
  'bg-linear-to-br from-slate-200 to-slate-400 text-slate-900',
  'bg-linear-to-br from-orange-300 to-amber-700 text-orange-950',
] as const;

export function RankMark({ rank, className }: { rank: number | null; className?: string }) {
  if (rank === null) {
    return (
      <span
        className={cn(
          'inline-grid h-8 min-w-8 place-items-center rounded-full border border-dashed border-line px-2 text-sm font-bold text-ink-muted',
          className,
        )}
      >
        <span aria-hidden="true">–</span>
        <span className="sr-only">Unranked</span>
      </span>
    );
  }
  const medal = MEDAL_TONES[rank - 1];
  return (
    <span
      className={cn(
        'inline-grid h-8 min-w-8 place-items-center rounded-full px-2 text-sm font-black tabular-nums',
        medal ?? 'bg-subtle text-ink',
        className,
      )}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}

type RankingRowProps = {
  entry: LeaderboardEntry;
  /** Which figures the row shows (Accuracy when absent). */
  board?: LeaderboardBoard;
  /** The signed-in player's own row. */
  isMe: boolean;
  /** Name and figures only (no badges or notes): the pinned "Your rank" on a phone. */
  compact?: boolean;
  className?: string;
};

type Stat = { key: string; value: string; label: string; title?: string; muted?: boolean };

/** The Accuracy board's figures: accuracy (muted while unranked), correct, points. */
function accuracyStats(entry: LeaderboardEntry): Stat[] {
  return [
    {
      key: 'accuracy',
      value: `${entry.accuracy}%`,
      label: 'accuracy',
      title: entry.ranked
        ? undefined
        : `Ranked by accuracy from ${RANKED_MIN_RESOLVED} resolved predictions`,
      muted: !entry.ranked,
    },
    { key: 'correct', value: formatNumber(entry.correctPredictions), label: 'correct' },
    { key: 'points', value: formatNumber(entry.points), label: 'points' },
  ];
}

/** The figures a row shows on its board (docs/rules/track-record.md for the two new ones). */
function statsOf(entry: LeaderboardEntry, board: LeaderboardBoard): Stat[] {
  const track = entry.trackRecord;
  const points = { key: 'points', value: formatNumber(entry.points), label: 'points' };
  if (board === 'calibration' && track) {
    return [
      { key: 'brier', value: track.brier === null ? '–' : track.brier.toFixed(3), label: 'Brier' },
      {
        key: 'calls',
        value: formatNumber(track.resolvedWithConfidence),
        label: 'calls with a confidence',
      },
      points,
    ];
  }
  if (board === 'boldest' && track) {
    return [
      { key: 'boldness', value: formatNumber(track.boldness), label: 'boldness' },
      { key: 'accuracy', value: `${entry.accuracy}%`, label: 'accuracy (all time)' },
      points,
    ];
  }
  return accuracyStats(entry);
}

export function RankingRow({
  entry,
  isMe,
  compact = false,
  className,
  board = 'accuracy',
}: RankingRowProps) {
  const stats = statsOf(entry, board);
  return (
    <div
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2.5 px-4 py-3.5 sm:gap-x-4 sm:px-5',
        compact && 'max-md:gap-y-1 max-md:py-2',
        rankingColumns,
        isMe && 'bg-brand-50 shadow-[inset_4px_0_0_var(--color-primary)] dark:bg-brand-500/12',
        className,
      )}
    >
      <div className="flex justify-center sm:justify-start">
        <RankMark rank={entry.rank} />
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar username={entry.username} avatar={entry.avatar} size="md" />
        <div className="min-w-0">
          <PlayerName
            entry={entry}
            isMe={isMe}
            className="gap-x-1.5 gap-y-0.5"
            linkClassName="font-bold text-ink"
          />
          <BadgeChips
            badges={entry.badges}
            hidePro={entry.isPro}
            className={cn('mt-1', compact && 'max-md:hidden')}
          />
          {entry.ranked ? null : (
            <p
              className={cn(
                'mt-1 text-xs font-semibold text-ink-muted',
                compact && 'max-md:hidden',
              )}
            >
              {callsToRankLabel(entry.callsToRank)}
            </p>
          )}
        </div>
      </div>
      <div className="col-start-2 flex flex-wrap gap-x-4 gap-y-1 text-sm sm:contents">
        {stats.map((stat) => (
          <p
            key={stat.key}
            title={stat.title}
            className="flex items-baseline gap-1 sm:flex-col sm:items-end sm:gap-0"
          >
            <span
              className={cn(
                'font-extrabold tabular-nums sm:text-base',
                stat.muted ? 'text-ink-muted' : 'text-ink',
              )}
            >
              {stat.value}
            </span>
            <span className="text-ink-muted sm:sr-only"> {stat.label}</span>
          </p>
        ))}
      </div>
    </div>
  );
}

/** "3 more resolved calls to be ranked". */
export function callsToRankLabel(n: number): string {
  return `${formatNumber(n)} more resolved call${n === 1 ? '' : 's'} to be ranked`;
}

/** The player's name (a link to their profile), their Pro badge and "You" on the viewer's own. */
export function PlayerName({
  entry,
  isMe,
  className,
  linkClassName,
}: {
  entry: Pick<LeaderboardEntry, 'username' | 'isPro'>;
  isMe: boolean;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center', className)}>
      <ProfileLink
        username={entry.username}
        className={cn('truncate underline-offset-4 hover:underline', linkClassName)}
      />
      {entry.isPro ? <ProBadge /> : null}
      {isMe ? (
        <Badge variant="brand" className="px-2 text-xs">
          You
        </Badge>
      ) : null}
    </div>
  );
}
