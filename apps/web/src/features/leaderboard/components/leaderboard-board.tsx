// The board below the filters ("Leaderboard"): Top Performers, Full Rankings with
// "Load more", and its states — 'Loading leaderboard...', 'Error Loading Leaderboard' with Try
// Again, 'No Users Yet'. The signed-in player's row is marked; whenever it is not on screen (not
// loaded yet, or scrolled away) the server's `me` entry is pinned at the bottom of the screen, so
// their rank is always in sight.
// Only ranked players (enough resolved calls) get the podium and numbers; the others follow in
// their own labelled section, by points, each with how many resolved calls they still need
// (docs/rules/game.md "Ranking"). The server sends ranked players first.
import { RANKED_MIN_RESOLVED } from '@boldcall/shared/constants';
import { CALIBRATION_MIN_RESOLVED } from '@boldcall/shared/rules/track-record';
import type { LeaderboardBoard, LeaderboardEntry } from '@boldcall/shared/schemas/leaderboard';
import { TriangleExclamationPoint, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { leaderboardErrorMessage, useLeaderboard } from '../api/use-leaderboard';
import { isFiltered, PERIOD_LABELS } from '../hooks/leaderboard-filters';
import type { LeaderboardFilters } from '../hooks/leaderboard-filters';
import { categoryLabel } from './leaderboard-filters-bar';
import { LeaderboardPodium } from './leaderboard-podium';
import { RankingRow, rankingColumns } from './ranking-row';
import { HowScoringLink } from '@/components/how-scoring-link';

type LeaderboardBoardProps = {
  filters: LeaderboardFilters;
  /** The signed-in player's id, to mark their row. */
  meId: string | null;
};

export function LeaderboardBoard({ filters, meId }: LeaderboardBoardProps) {
  const board = useLeaderboard(filters);
  const pages = board.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.data);
  const me = meId ? (pages.at(-1)?.me ?? null) : null;
  const ranked = entries.filter((entry) => entry.ranked);
  const unranked = entries.filter((entry) => !entry.ranked);
  const [ownRowShown, ownRowRef] = useOwnRowOnScreen();
  // Both tables mark the caller's row and watch whether it is on screen.
  const tableProps = { meId, meRef: ownRowRef, board: filters.board };
  const byAccuracy = filters.board === 'accuracy';

  if (board.isPending) return <LeaderboardLoading />;

  if (board.isError && entries.length === 0) {
    return (
      <ErrorState
        icon={TriangleExclamationPoint}
        title="Error Loading Leaderboard"
        description={leaderboardErrorMessage(board.error)}
        onRetry={() => void board.refetch()}
        retrying={board.isRefetching}
      />
    );
  }

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No Users Yet"
        description={
          !byAccuracy
            ? filters.board === 'calibration'
              ? `Nobody has ${CALIBRATION_MIN_RESOLVED} resolved calls with a confidence on this board yet (${describe(filters)}).`
              : `No call has been won on this board yet (${describe(filters)}).`
            : isFiltered(filters)
              ? `Nobody has made, joined or settled a call on this board yet (${describe(filters)}).`
              : 'Be the first to make a bold call and claim the top spot.'
        }
        action={
          <Link to="/" className={buttonClasses()}>
            Make a prediction
          </Link>
        }
      />
    );
  }

  return (
    <div
      aria-busy={board.isPlaceholderData || undefined}
      className={cn(
        'flex flex-col gap-10 transition-opacity sm:gap-12',
        board.isPlaceholderData && 'opacity-60',
      )}
    >
      {byAccuracy ? <LeaderboardPodium entries={entries} meId={meId} /> : null}

      <section aria-labelledby="rankings-title" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h2 id="rankings-title" className="text-2xl font-black tracking-tight sm:text-3xl">
              Full Rankings
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {describe(filters)} · {ORDER_TEXT[filters.board]}
            </p>
          </div>
          <HowScoringLink
            section="ranking"
            className="gap-1 text-sm text-brand-ink underline-offset-4 hover:underline"
          />
        </div>

        {ranked.length > 0 ? (
          <RankingTable label="Full Rankings" entries={ranked} {...tableProps} />
        ) : (
          <p className="rounded-2xl border border-dashed border-line px-5 py-6 text-center text-ink-muted">
            Nobody has {RANKED_MIN_RESOLVED} resolved calls on this board yet.
          </p>
        )}

        {unranked.length > 0 ? (
          <section aria-labelledby="unranked-title" className="mt-4 flex flex-col gap-3">
            <div>
              <h3 id="unranked-title" className="text-xl font-black tracking-tight">
                Not Ranked Yet
              </h3>
              <p className="mt-1 text-sm text-ink-muted">
                Players with fewer than {RANKED_MIN_RESOLVED} resolved calls, by points. They get a
                rank once enough of their calls are resolved.
              </p>
            </div>
            <RankingTable label="Not Ranked Yet" entries={unranked} {...tableProps} />
          </section>
        ) : null}

        {me && !ownRowShown ? (
          <aside
            aria-label="Your rank"
            className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-30 mx-auto max-w-7xl overflow-hidden rounded-2xl border-2 border-primary bg-surface shadow-xl shadow-brand-900/15 max-md:bottom-[calc(56px+env(safe-area-inset-bottom)+0.5rem)] sm:inset-x-6 lg:inset-x-8"
          >
            <p className="border-b border-line bg-subtle/60 px-4 py-1.5 text-xs font-bold tracking-wider text-brand-ink uppercase max-md:py-0.5 sm:px-5">
              Your rank
            </p>
            {/* Compact on phones: the board's own first rows stay in sight above it. */}
            <RankingRow entry={me} isMe compact board={filters.board} />
          </aside>
        ) : null}

        {board.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm font-medium text-danger-ink">
            {leaderboardErrorMessage(board.error)}
          </p>
        ) : null}
        <LoadMore pages={board} size="lg">
          {board.isFetchNextPageError ? 'Try Again' : 'Load more'}
        </LoadMore>
      </section>
    </div>
  );
}

/**
 * The screen's bottom strip a row must clear to count as seen: the phones' tab bar (56 px) and
 * some air. On wider screens the strip costs nothing but an earlier pin.
 */
const BOTTOM_BAR_PX = 64;

/**
 * Whether the signed-in player's own row is wholly on screen and clear of the tab bar (false
 * while it is not loaded), and the ref that row takes. Watched with an IntersectionObserver:
 * scrolling runs no handler of ours. A row half hidden behind the tab bar is not "in sight".
 */
function useOwnRowOnScreen(): [boolean, (row: HTMLElement | null) => (() => void) | undefined] {
  const [onScreen, setOnScreen] = useState(false);
  const watch = useCallback((row: HTMLElement | null) => {
    if (!row || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen((entry?.intersectionRatio ?? 0) >= 0.99),
      { rootMargin: `0px 0px -${BOTTOM_BAR_PX}px 0px`, threshold: [0, 0.99, 1] },
    );
    observer.observe(row);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, []);
  return [onScreen, watch];
}

function RankingTable({
  label,
  entries,
  meId,
  meRef,
  board,
}: {
  label: string;
  entries: readonly LeaderboardEntry[];
  meId: string | null;
  meRef: (row: HTMLElement | null) => (() => void) | undefined;
  board: LeaderboardBoard;
}) {
  const [first, second, third] = COLUMN_TITLES[board];
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div
        aria-hidden="true"
        className={cn(
          'hidden gap-x-4 border-b border-line bg-subtle/60 px-5 py-2.5 text-xs font-bold tracking-wider text-ink-muted uppercase sm:grid',
          rankingColumns,
        )}
      >
        <span>Rank</span>
        <span>Player</span>
        <span className="text-right">{first}</span>
        <span className="text-right">{second}</span>
        <span className="text-right">{third}</span>
      </div>
      <ol aria-label={label} className="divide-y divide-line">
        {entries.map((entry) => {
          const isMe = entry.userId === meId;
          return (
            <li
              key={entry.userId}
              ref={isMe ? meRef : undefined}
              aria-current={isMe ? 'true' : undefined}
            >
              <RankingRow entry={entry} isMe={isMe} board={board} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const ORDER_TEXT: Record<LeaderboardBoard, string> = {
  accuracy: 'by accuracy, then correct predictions, then points.',
  calibration: `by Brier score, lowest first (0 is perfect), from ${CALIBRATION_MIN_RESOLVED} resolved calls with a confidence.`,
  boldest: 'by boldness: points earned for being right against the room.',
};

const COLUMN_TITLES: Record<LeaderboardBoard, readonly [string, string, string]> = {
  accuracy: ['Accuracy', 'Correct', 'Points'],
  calibration: ['Brier', 'Calls', 'Points'],
  boldest: ['Boldness', 'Accuracy', 'Points'],
};

function describe(filters: LeaderboardFilters): string {
  const period = PERIOD_LABELS[filters.period];
  return filters.category === 'all' ? period : `${period}, ${categoryLabel(filters.category)}`;
}

function LeaderboardLoading() {
  return (
    <div className="flex flex-col gap-8">
      <p
        role="status"
        className="flex items-center justify-center gap-2 font-semibold text-ink-muted"
      >
        <Spinner label={null} className="size-5" />
        Loading leaderboard...
      </p>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end sm:gap-4">
        <Skeleton className="h-24 sm:order-2 sm:h-64" />
        <Skeleton className="h-24 sm:order-1 sm:h-52" />
        <Skeleton className="h-24 sm:order-3 sm:h-44" />
      </div>
      <div className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    </div>
  );
}
