// Season Predictor tab: pick winners for any regular-season games, one week at a time (a week
// selector; a team filter shows that team's games of every week), one master wager (default
// 100), Lock In Season Predictions (asking "You haven't predicted N games. Submit anyway?" when
// some of the whole season are left). LOCKED after the first kickoff and SUBMITTED after submit:
// then a read-only compact list, with the progress: correct / decided / pending and the
// projected payout.
import { SEASON_MASTER_WAGER_DEFAULT } from '@boldcall/shared/constants';
import { NFL_MSG, nflWagerError } from '@boldcall/shared/rules/nfl';
import type { NflGame, SeasonPrediction } from '@boldcall/shared/schemas/nfl';
import { Lock, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldMessage } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useNflSeasonGames, useSeasonPrediction, useSubmitSeasonPrediction } from '../api/nfl-api';
import { DemoSeasonNote } from './demo-season-note';
import { kickoffFormat } from './nfl-format';
import { TeamMark } from './team-mark';
import { matchesFilter, TeamFilterField, WeekStrip } from './weekly-games';
import { NflWagerInput } from './wager-input';

type Props = { userId: string | null; points: number | null; onSignIn(): void };

function Progress({ prediction }: { prediction: SeasonPrediction }) {
  const p = prediction.progress;
  const figures = [
    ['Correct', p.correct],
    ['Decided', p.decided],
    ['Pending', p.pending],
    [
      prediction.status === 'settled' ? 'Paid' : 'Projected payout',
      prediction.payout ?? p.projectedPayout,
    ],
  ] as const;
  return (
    <section
      aria-label="Season progress"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-4"
    >
      {figures.map(([label, value]) => (
        <div key={label}>
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
          <p className="text-2xl font-black tabular-nums">{formatNumber(value)}</p>
        </div>
      ))}
      <p className="col-span-full text-sm text-ink-muted">
        {formatNumber(p.total)} games picked · {formatNumber(prediction.totalWager)} points wagered
      </p>
    </section>
  );
}

/** A game of a locked or submitted season: one line, no inputs. */
function ReadOnlyRow({ game, pick }: { game: NflGame; pick: string | undefined }) {
  const team = (t: NflGame['homeTeam']) => (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold',
        pick === t.code ? 'text-ink' : 'text-ink-muted',
        game.winner === t.code && 'underline decoration-green-500 decoration-2 underline-offset-4',
      )}
    >
      {t.code}
      {t.score !== null ? <span className="tabular-nums">{t.score}</span> : null}
    </span>
  );
  return (
    <li
      data-testid={`season-game-${game.id}`}
      aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}`}
      className="flex items-center gap-2 py-1.5 text-sm"
    >
      <span className="w-28 shrink-0 truncate text-xs text-ink-muted">
        {kickoffFormat.format(new Date(game.kickoffTime))}
      </span>
      {team(game.awayTeam)}
      <span className="text-xs text-ink-muted">@</span>
      {team(game.homeTeam)}
      <span className="ml-auto text-xs">
        {pick ? (
          <>
            Your pick: <strong>{pick}</strong>
          </>
        ) : (
          <span className="text-ink-muted">No pick</span>
        )}
      </span>
    </li>
  );
}

function GameRow({
  game,
  pick,
  onPick,
}: {
  game: NflGame;
  pick: string | undefined;
  onPick(code: string): void;
}) {
  const side = (t: NflGame['homeTeam']) => {
    const chosen = pick === t.code;
    return (
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={`${t.name} to win`}
        onClick={() => onPick(t.code)}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2 rounded-xl border p-2 text-left text-sm font-semibold transition-colors',
          chosen ? 'border-primary bg-brand-50 dark:bg-brand-500/10' : 'border-line',
          'cursor-pointer hover:border-brand-400',
          game.winner === t.code && 'ring-2 ring-green-500/60',
        )}
      >
        <TeamMark code={t.code} color={t.color} alternateColor={t.alternateColor} size="sm" />
        <span className="truncate">{t.shortName}</span>
        {t.score !== null ? <span className="ml-auto tabular-nums">{t.score}</span> : null}
      </button>
    );
  };
  return (
    <li data-testid={`season-game-${game.id}`} className="flex flex-col gap-1.5">
      <p className="text-xs text-ink-muted">{kickoffFormat.format(new Date(game.kickoffTime))}</p>
      <div className="flex items-center gap-2">
        {side(game.awayTeam)}
        <span className="text-xs font-bold text-ink-muted">@</span>
        {side(game.homeTeam)}
      </div>
    </li>
  );
}

/** SUBMITTED, LOCKED or open until kickoff, and what that means for the player. */
function SeasonStatus({
  prediction,
  locked,
  lockAt,
  picked,
  total,
}: {
  prediction: SeasonPrediction | null;
  locked: boolean;
  lockAt: string | null | undefined;
  picked: number;
  total: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {prediction ? (
        <Badge variant="success">SUBMITTED</Badge>
      ) : locked ? (
        <Badge variant="warning">
          <Lock aria-hidden="true" className="size-3" />
          LOCKED
        </Badge>
      ) : (
        <Badge variant="brand">
          Open until {lockAt ? kickoffFormat.format(new Date(lockAt)) : 'kickoff'}
        </Badge>
      )}
      <p className="text-sm text-ink-muted">
        {prediction
          ? 'Your season predictions are locked in and can no longer change.'
          : locked
            ? 'The season has kicked off: season predictions are closed.'
            : `${formatNumber(picked)} of ${formatNumber(total)} games predicted.`}
      </p>
    </div>
  );
}

/** The weeks shown, each a list of pick buttons, or of read-only lines once locked or sent. */
function SeasonWeeks({
  byWeek,
  readOnly,
  shownPicks,
  onPick,
}: {
  byWeek: Array<[number, NflGame[]]>;
  readOnly: boolean;
  shownPicks: Record<string, string>;
  onPick(gameId: string, code: string): void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {byWeek.map(([week, list]) => (
        <section key={week} aria-label={`Week ${week}`}>
          <h3 className="mb-3 text-lg font-extrabold tracking-tight">Week {week}</h3>
          {readOnly ? (
            <ul className="divide-y divide-line rounded-xl border border-line bg-surface px-3">
              {list.map((g) => (
                <ReadOnlyRow key={g.id} game={g} pick={shownPicks[g.id]} />
              ))}
            </ul>
          ) : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {list.map((g) => (
                <GameRow
                  key={g.id}
                  game={g}
                  pick={shownPicks[g.id]}
                  onPick={(code) => onPick(g.id, code)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function SeasonPredictor({ userId, points, onSignIn }: Props) {
  const state = useSeasonPrediction(userId);
  const games = useNflSeasonGames(true);
  const submit = useSubmitSeasonPrediction();
  const [filter, setFilter] = useState('all');
  const [week, setWeek] = useState<number | null>(null);
  const [picks, setPicks] = useState<Record<string, string>>({});
  const [wager, setWager] = useState(String(SEASON_MASTER_WAGER_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const prediction = state.data?.prediction ?? null;
  const locked = state.data?.locked ?? false;
  const readOnly = prediction !== null || locked;
  const shownPicks = prediction?.predictions ?? picks;
  const all = useMemo(() => games.data?.games ?? [], [games.data]);
  // The week shown: the one chosen, else the season's first.
  const shownWeek =
    week ?? all.reduce<number | null>((min, g) => Math.min(min ?? g.week, g.week), null);
  const byWeek = useMemo(() => {
    const weeks = new Map<number, NflGame[]>();
    for (const g of all) {
      // Only the week shown is rendered; a team filter shows that team's games of every week.
      if (filter === 'all' ? g.week !== shownWeek : !matchesFilter(g, filter)) continue;
      weeks.set(g.week, [...(weeks.get(g.week) ?? []), g]);
    }
    return [...weeks.entries()].sort((a, b) => a[0] - b[0]);
  }, [all, filter, shownWeek]);

  if (state.isPending || games.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (all.length === 0) {
    return <EmptyState icon={Trophy} title="No season yet" description={NFL_MSG.seasonNoGames} />;
  }

  const picked = Object.keys(picks).length;
  const unpredicted = all.length - picked;

  const send = () => {
    setConfirming(false);
    submit.mutate(
      { predictions: picks, totalWager: Number(wager) },
      {
        onSuccess: () => toast.success(NFL_MSG.seasonOk),
        onError: (e) => setError(isApiError(e) && e.status > 0 ? e.message : NFL_MSG.seasonFailed),
      },
    );
  };
  const lockIn = () => {
    if (!userId || points === null) return onSignIn();
    if (picked === 0) return setError(NFL_MSG.seasonEmpty);
    const invalid = nflWagerError(Number(wager), points);
    if (invalid) return setError(invalid);
    setError(null);
    if (unpredicted > 0) setConfirming(true);
    else send();
  };

  return (
    <div className="flex flex-col gap-6">
      {state.data?.demo ? <DemoSeasonNote /> : null}
      <SeasonStatus
        prediction={prediction}
        locked={locked}
        lockAt={state.data?.lockAt}
        picked={picked}
        total={all.length}
      />

      {prediction ? <Progress prediction={prediction} /> : null}

      {!readOnly ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <NflWagerInput
              label="Master wager"
              value={wager}
              onChange={(v) => {
                setWager(v);
                setError(null);
              }}
              available={points ?? SEASON_MASTER_WAGER_DEFAULT}
            />
          </div>
          <Button size="lg" loading={submit.isPending} onClick={lockIn}>
            <Lock aria-hidden="true" className="size-4" />
            Lock In Season Predictions
          </Button>
        </div>
      ) : null}
      {error ? (
        <FieldMessage tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : null}

      {filter === 'all' ? (
        <WeekStrip shown={shownWeek} onPick={setWeek} label="Season weeks" />
      ) : null}

      <TeamFilterField
        id="nfl-season-filter"
        label="Team"
        allLabel="All teams"
        value={filter}
        onChange={setFilter}
      />

      <SeasonWeeks
        byWeek={byWeek}
        readOnly={readOnly}
        shownPicks={shownPicks}
        onPick={(gameId, code) => {
          setPicks((p) => ({ ...p, [gameId]: code }));
          setError(null);
        }}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Lock in season predictions?"
        description={NFL_MSG.unpredicted(unpredicted)}
        cancelLabel="Keep picking"
        confirmLabel="Submit anyway"
        tone="primary"
        onConfirm={send}
      />
    </div>
  );
}
