// The week's games as compact rows with one wager and one save (docs/rules/nfl.md "Saving the
// week"): a tap on a team picks it, the wager box (the last wager used, never above the balance)
// applies to every pick of the save, and Save picks sends every new or changed pick in one
// request, checked first with the server's own rules (shared wager and batch-order rules). A
// refusal keeps the picks and names the game.
import {
  defaultNflWager,
  isGameLocked,
  NFL_MSG,
  nflBatchRefusal,
  nflWagerError,
} from '@boldcall/shared/rules/nfl';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useDeleteBet, useMyNflBets, usePlaceBets } from '../api/nfl-api';
import { GameRow } from './game-row';
import { NflWagerInput } from './wager-input';

type Props = {
  games: NflGame[];
  /** The viewer's points; null when signed out. */
  points: number | null;
  onSignIn(): void;
};

function failure(error: unknown): string {
  return isApiError(error) && error.status > 0 ? error.message : NFL_MSG.betFailed;
}

const label = (g: NflGame) => `${g.awayTeam.code} @ ${g.homeTeam.code}`;

/** The unsaved picks' bar: the refusal or the missed kickoffs, the count and Save picks. */
function SaveBar({
  error,
  missed,
  count,
  wager,
  saving,
  onSave,
}: {
  error: string | null;
  missed: NflGame[];
  count: number;
  wager: number;
  saving: boolean;
  onSave(): void;
}) {
  return (
    <div className="sticky bottom-[calc(56px+env(safe-area-inset-bottom)+0.5rem)] z-30 flex flex-col gap-2 rounded-xl border border-line bg-surface/95 p-3 shadow-lg backdrop-blur md:bottom-4">
      {error !== null ? (
        <FieldMessage tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : null}
      {missed.length > 0 ? (
        <FieldMessage role="status">{NFL_MSG.picksMissedKickoff(missed.map(label))}</FieldMessage>
      ) : null}
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-ink">
          <strong>{formatNumber(count)}</strong> {count === 1 ? 'pick' : 'picks'} to save
          {count > 0 && Number.isFinite(wager) ? ` · ${formatNumber(count * wager)} points` : ''}
        </p>
        <Button loading={saving} onClick={onSave} disabled={count === 0}>
          <Save aria-hidden="true" className="size-4" />
          Save picks
        </Button>
      </div>
    </div>
  );
}

export function WeekPicks({ games, points, onSignIn }: Props) {
  const now = useNow();
  const myBets = useMyNflBets(points !== null);
  const save = usePlaceBets();
  const remove = useDeleteBet();
  /** Game id → the team tapped and not saved yet. */
  const [draft, setDraft] = useState<Record<string, string>>({});
  /** What the player typed in the wager box; null: the default. */
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; gameId: string | null } | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  const lastWager = useMemo(() => {
    const latest = (myBets.data ?? []).reduce<{ wager: number; placedAt: string } | null>(
      (best, b) => (!best || b.placedAt > best.placedAt ? b : best),
      null,
    );
    return latest?.wager ?? null;
  }, [myBets.data]);
  const wagerText = typed ?? String(defaultNflWager(lastWager, points));
  const wager = Number(wagerText);

  const open = (g: NflGame) => !g.locked && !isGameLocked(new Date(g.kickoffTime), now);
  // The unsaved picks of games still open, in the order of the week.
  const pending = games
    .filter((g) => draft[g.id] !== undefined && open(g))
    .map((g) => ({ game: g, teamCode: draft[g.id]! }));
  // Unsaved picks of games that kicked off before the save: said, never dropped silently.
  const missed = games.filter((g) => draft[g.id] !== undefined && !open(g));

  const pick = (g: NflGame, teamCode: string) => {
    const stored = g.myBet?.teamCode ?? null;
    setError(null);
    setDraft((d) => {
      const { [g.id]: current, ...rest } = d;
      // A second tap on the unsaved team takes it back; a tap on the stored team with nothing
      // unsaved re-stakes it at the week's wager (when that differs from the pick's).
      if (current === teamCode) return rest;
      if (teamCode === stored && (current !== undefined || g.myBet?.wager === wager)) return rest;
      return { ...rest, [g.id]: teamCode };
    });
  };

  const submit = () => {
    if (points === null) return onSignIn();
    if (pending.length === 0) return setError({ message: NFL_MSG.batchEmpty, gameId: null });
    const invalid = nflWagerError(wager, Number.MAX_SAFE_INTEGER);
    if (invalid) return setError({ message: invalid, gameId: null });
    const refusal = nflBatchRefusal(
      pending.map((p) => ({ wager, held: p.game.myBet?.wager ?? 0 })),
      points,
    );
    if (refusal) {
      const game = pending[refusal.index]!.game;
      return setError({
        message: NFL_MSG.batchRefusal(label(game), refusal.message),
        gameId: game.id,
      });
    }
    setError(null);
    const picks = pending.map((p) => ({ gameId: p.game.id, teamCode: p.teamCode, wager }));
    void save.mutateAsync({ picks }).then(
      () => {
        setDraft({});
        toast.success(NFL_MSG.picksSaved(picks.length));
      },
      (e: unknown) => {
        const message = failure(e);
        const game = pending.find((p) => message.startsWith(`${label(p.game)}:`))?.game;
        setError({ message, gameId: game?.id ?? null });
      },
    );
  };

  const withdraw = (g: NflGame) => {
    setWithdrawing(g.id);
    void remove.mutateAsync(g.id).then(
      () => {
        setWithdrawing(null);
        toast.success('Pick withdrawn: your points are back.');
      },
      (e: unknown) => {
        setWithdrawing(null);
        setError({ message: failure(e), gameId: g.id });
      },
    );
  };

  const anyOpen = games.some(open);

  return (
    <div className="flex flex-col gap-3">
      {anyOpen ? (
        <div className="rounded-xl border border-line bg-surface p-3">
          <NflWagerInput
            label="Wager per pick"
            value={wagerText}
            onChange={(v) => {
              setTyped(v);
              setError(null);
            }}
            available={points ?? 100}
          />
          <p className="mt-1.5 text-xs text-ink-muted">
            Tap a team to pick it; every pick you save gets this wager.
          </p>
        </div>
      ) : null}

      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
        {games.map((g) => {
          const unsaved = open(g) ? draft[g.id] : undefined;
          return (
            <li key={g.id} className="min-w-0">
              <GameRow
                game={g}
                picked={unsaved ?? g.myBet?.teamCode ?? null}
                draft={unsaved ? { teamCode: unsaved, wager } : null}
                refused={error?.gameId === g.id}
                onPick={(code) => pick(g, code)}
                onWithdraw={() => withdraw(g)}
                withdrawing={withdrawing === g.id}
              />
            </li>
          );
        })}
      </ul>

      {pending.length > 0 || missed.length > 0 || error ? (
        <SaveBar
          error={error?.message ?? null}
          missed={missed}
          count={pending.length}
          wager={wager}
          saving={save.isPending}
          onSave={submit}
        />
      ) : null}
    </div>
  );
}
