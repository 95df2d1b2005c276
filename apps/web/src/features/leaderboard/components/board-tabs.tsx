// Which board: Accuracy, Calibration (Brier) or Boldest (docs/rules/track-record.md). The
// leaderboard page keeps it in the URL; a league page keeps it in its own state.
import { LEADERBOARD_BOARDS } from '@boldcall/shared/schemas/leaderboard';
import type { LeaderboardBoard } from '@boldcall/shared/schemas/leaderboard';
import { Flame, Gauge, Target } from 'lucide-react';
import { BOARD_LABELS } from '../hooks/leaderboard-filters';
import { SegmentedToggle } from './segmented-toggle';

const ICONS = { accuracy: Target, calibration: Gauge, boldest: Flame } as const;

export function BoardTabs({
  board,
  onChange,
}: {
  board: LeaderboardBoard;
  onChange(board: LeaderboardBoard): void;
}) {
  return (
    <SegmentedToggle
      label="Board"
      options={LEADERBOARD_BOARDS}
      value={board}
      onChange={onChange}
      labelOf={(b) => BOARD_LABELS[b]}
      iconOf={(b) => ICONS[b]}
      padding="px-3 sm:px-4"
    />
  );
}
