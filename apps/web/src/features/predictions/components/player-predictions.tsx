// Every position one player holds (profile and public profile pages): the predictions they made,
// joined, jumped on or bet against, each with a line saying which, the side, the stake and how
// it ended (docs/rules/game.md "Positions"), with the card dialogs.
import type { PlayerPosition } from '@boldcall/shared/schemas/users';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { BadgeVariant } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { loadedItems } from '@/lib/cursor-pages';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { usePlayerPositions } from '../api/prediction-pages-api';
import { usePredictionDialogs } from '../hooks/use-prediction-dialogs';
import { PredictionGrid, PredictionListStates } from './prediction-grid';

/** Predictions per "Load more" on a profile. */
const PAGE_SIZE = 6;

type PlayerPredictionsProps = {
  userId: string;
  title: string;
  /** Beside the title (e.g. Make a prediction). */
  action?: ReactNode;
  /** What stands in for the list while the player holds no position. */
  empty: { title: string; description: string; action?: ReactNode };
  /** A visitor pressed a side or a vote. */
  onRequireSignIn(): void;
};

export function PlayerPredictions({
  userId,
  title,
  action,
  empty,
  onRequireSignIn,
}: PlayerPredictionsProps) {
  const { user } = useCurrentUser();
  const list = usePlayerPositions(userId, PAGE_SIZE);
  const positions = loadedItems(list.data);
  // One card per prediction; a player holds one position on each (older data may hold more).
  const byPrediction = new Map<string, PlayerPosition[]>();
  for (const position of positions) {
    byPrediction.set(position.prediction.id, [
      ...(byPrediction.get(position.prediction.id) ?? []),
      position,
    ]);
  }
  const predictions = [...byPrediction.values()].map((held) => held[0]!.prediction);
  const notes = new Map(
    [...byPrediction].map(([id, held]) => [id, <PositionNote key={id} positions={held} />]),
  );
  const { actions, dialogs } = usePredictionDialogs(predictions, onRequireSignIn);
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  const headingId = `player-predictions-${userId}`;

  const body = (
    <PredictionListStates
      query={list}
      count={predictions.length}
      skeletons={3}
      errorDescription="Something went wrong while loading these predictions."
      empty={<EmptyState icon={Sparkles} headingLevel="h3" {...empty} />}
    >
      <PredictionGrid
        predictions={predictions}
        viewer={viewer}
        actions={actions}
        labelledBy={headingId}
        pages={list}
        notes={notes}
      />
    </PredictionListStates>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-black tracking-tight sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {body}
      {dialogs}
    </section>
  );
}

const POSITION_LABELS: Record<PlayerPosition['position'], string> = {
  creator: 'Created',
  join: 'Joined',
  jump: 'Jumped on',
  bet: 'Bet against',
};

const OUTCOME: Record<
  PlayerPosition['outcome'],
  { variant: BadgeVariant; text: (p: PlayerPosition) => string }
> = {
  open: { variant: 'neutral', text: () => 'Open' },
  won: { variant: 'success', text: (p) => `Won: ${formatNumber(p.returned ?? 0)} back` },
  lost: { variant: 'danger', text: (p) => `Lost ${formatNumber(p.stake)}` },
  refunded: { variant: 'warning', text: (p) => `Refunded ${formatNumber(p.returned ?? p.stake)}` },
};

/** "Bet against · Against · 7 pts · Won: 14 back" above a card. */
function PositionNote({ positions }: { positions: readonly PlayerPosition[] }) {
  return (
    <ul aria-label="Position" className="flex flex-col gap-1">
      {positions.map((p) => {
        const outcome = OUTCOME[p.outcome];
        return (
          <li
            key={p.position}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted"
          >
            <Badge variant="brand">{POSITION_LABELS[p.position]}</Badge>
            <span className="font-semibold text-ink">
              {p.side === 'for' ? 'For' : 'Against'} · {formatNumber(p.stake)} pts
            </span>
            <Badge variant={outcome.variant}>{outcome.text(p)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
