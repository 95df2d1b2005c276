// Which board: Accuracy, Calibration (Brier) or Boldest (docs/rules/track-record.md). The
// leaderboard page keeps it in the URL; a league page keeps it in its own state.
import { LEADERBOARD_BOARDS } from '@boldcall/shared/schemas/leaderboard';
import type { LeaderboardBoard } from '@boldcall/shared/schemas/leaderboard';
import { Flame, Gauge, Target } from 'lucide-react';
import { cn } from '@/lib/cn';
import { BOARD_LABELS } from '../hooks/leaderboard-filters';

const ICONS = { accuracy: Target, calibration: Gauge, boldest: Flame } as const;

export function BoardTabs({
  board,
  onChange,
}: {
  board: LeaderboardBoard;
  onChange(board: LeaderboardBoard): void;
}) {
  return (
    <div
      role="group"
      aria-label="Board"
      className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-subtle p-1 sm:inline-flex"
    >
      {LEADERBOARD_BOARDS.map((b) => {
        const Icon = ICONS[b];
        const active = board === b;
        return (
          <button
            key={b}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(b)}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
              active ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
            {BOARD_LABELS[b]}
          </button>
        );
      })}
    </div>
  );
}
