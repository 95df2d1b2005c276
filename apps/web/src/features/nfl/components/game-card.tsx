// One game of the Weekly Games tab: kickoff in the viewer's time zone, venue, both teams with
// their mark, record and spread, over/under and the real pick count; the pick form until
// kickoff (Place Bet / Update Bet), then GAME STARTED / LOCKED, then FINAL with the score and
// the result of the viewer's pick; a canceled or postponed game says so, with its own result
// text (docs/rules/nfl.md "Canceled and postponed games"). The countdown follows the shared
// minute timer.
import { isGameLocked, NFL_MSG, nflWagerError } from '@boldcall/shared/rules/nfl';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { Clock, MapPin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useDeleteBet, usePlaceBet } from '../api/nfl-api';
import { countdownLabel, formatSpread, kickoffFormat } from './nfl-format';
import { TeamMark } from './team-mark';
import { NflWagerInput } from './wager-input';

type Props = {
  game: NflGame;
  /** The viewer's points; null when signed out. */
  points: number | null;
  onSignIn(): void;
};

function failure(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 ? error.message : fallback;
}

export function GameCard({ game, points, onSignIn }: Props) {
  const now = useNow();
  const locked = game.locked || isGameLocked(new Date(game.kickoffTime), now);
  const final = game.status === 'final';
  const canceled = game.status === 'canceled';
  const postponed = game.status === 'postponed';
  const bet = game.myBet;
  const [team, setTeam] = useState<string | null>(bet?.teamCode ?? null);
  const [wager, setWager] = useState(String(bet?.wager ?? 10));
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceBet();
  const remove = useDeleteBet();
  const available = (points ?? 0) + (bet?.wager ?? 0);
  const countdown = countdownLabel(game.kickoffTime, now);

  const submit = () => {
    if (points === null) return onSignIn();
    if (!team) return setError(NFL_MSG.teamRequired);
    const amount = Number(wager);
    const invalid = nflWagerError(amount, available);
    if (invalid) return setError(invalid);
    setError(null);
    // The card is keyed by its pick (weekly-games.tsx), so a new pick remounts it as soon as the
    // games refetch, which can be before the mutation reports success: a mutate() callback dies
    // with the old card (the toast went missing on slow phones), the promise does not.
    void place.mutateAsync({ gameId: game.id, teamCode: team, wager: amount }).then(
      () => toast.success(NFL_MSG.betPlaced),
      (e: unknown) => setError(failure(e, NFL_MSG.betFailed)),
    );
  };

  const state = final ? (
    <Badge variant="neutral">FINAL</Badge>
  ) : canceled ? (
    <Badge variant="danger">CANCELED</Badge>
  ) : postponed ? (
    <Badge variant="warning">POSTPONED</Badge>
  ) : locked ? (
    <Badge variant="warning">{game.status === 'in_progress' ? 'GAME STARTED' : 'LOCKED'}</Badge>
  ) : (
    <Badge variant="brand" aria-label={`Kickoff in ${countdown ?? ''}`}>
      <Clock aria-hidden="true" className="size-3" />
      {countdown}
    </Badge>
  );

  const side = (t: NflGame['homeTeam'], where: 'Away' | 'Home') => {
    const picked = team === t.code;
    const won = final && game.winner === t.code;
    const content = (
      <>
        <TeamMark code={t.code} color={t.color} alternateColor={t.alternateColor} />
        <span className="min-w-0 flex-1 text-left">
          <span className="block truncate font-bold text-ink">{t.name}</span>
          <span className="block text-xs text-ink-muted">
            {where} · {t.record ?? '—'} · Spread {formatSpread(t.spread)}
          </span>
        </span>
        {t.score !== null ? (
          <span
            className={cn('text-2xl font-black tabular-nums', won ? 'text-ink' : 'text-ink-muted')}
          >
            {t.score}
          </span>
        ) : null}
      </>
    );
    const classes = cn(
      'flex w-full items-center gap-3 rounded-xl border p-2.5 transition-colors',
      picked ? 'border-primary bg-brand-50 dark:bg-brand-500/10' : 'border-line',
    );
    if (locked) {
      return (
        <div className={classes} data-team={t.code}>
          {content}
        </div>
      );
    }
    return (
      <button
        type="button"
        aria-pressed={picked}
        aria-label={`Pick ${t.name}`}
        data-team={t.code}
        className={cn(classes, 'cursor-pointer hover:border-brand-400')}
        onClick={() => {
          setTeam(t.code);
          setError(null);
        }}
      >
        {content}
      </button>
    );
  };

  const result =
    bet && bet.status !== 'open' ? (
      <p
        className={cn(
          'rounded-xl px-3 py-2 text-sm font-semibold',
          bet.status === 'won'
            ? 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300'
            : bet.status === 'lost'
              ? 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300'
              : 'bg-subtle text-ink',
        )}
      >
        {bet.status === 'won'
          ? `Your ${bet.teamCode} pick won: +${formatNumber(bet.payout ?? 0)} points`
          : bet.status === 'lost'
            ? `Your ${bet.teamCode} pick lost: ${formatNumber(bet.wager)} points`
            : canceled
              ? `Game canceled: your ${formatNumber(bet.wager)} points are back`
              : `Tie: your ${formatNumber(bet.wager)} points are back`}
      </p>
    ) : bet && postponed && locked ? (
      <p className="rounded-xl bg-subtle px-3 py-2 text-sm font-semibold text-ink">
        Game postponed: your {bet.teamCode} pick and its {formatNumber(bet.wager)} points stay on it
        until the game is played, or come back if it is canceled
      </p>
    ) : canceled ? (
      <p className="rounded-xl bg-subtle px-3 py-2 text-sm text-ink-muted">
        This game was canceled and will not be played.
      </p>
    ) : null;

  return (
    <article
      data-testid={`game-${game.id}`}
      aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}`}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">
            {kickoffFormat.format(new Date(game.kickoffTime))}
          </p>
          {game.venue ? (
            <p className="mt-0.5 flex items-center gap-1 truncate text-ink-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {game.venue}
              {game.venueCity ? `, ${game.venueCity}` : ''}
            </p>
          ) : null}
        </div>
        {state}
      </header>

      <div className="flex flex-col gap-2">
        {side(game.awayTeam, 'Away')}
        {side(game.homeTeam, 'Home')}
      </div>

      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <span>Line {game.spreadDetails ?? '—'}</span>
        <span>O/U {game.stats.overUnder ?? '—'}</span>
        <span>
          {formatNumber(game.stats.totalBets)} {game.stats.totalBets === 1 ? 'bet' : 'bets'}
        </span>
      </p>

      {result}

      {bet && bet.status === 'open' && !(postponed && locked) ? (
        <p className="text-sm text-ink">
          Your pick: <strong>{bet.teamCode}</strong> · {formatNumber(bet.wager)} points
        </p>
      ) : null}

      {!locked ? (
        <div className="flex flex-col gap-3">
          <NflWagerInput
            value={wager}
            onChange={(v) => {
              setWager(v);
              setError(null);
            }}
            available={points === null ? 100 : available}
          />
          {error ? (
            <FieldMessage tone="error" role="alert">
              {error}
            </FieldMessage>
          ) : null}
          <div className="flex gap-2">
            <Button className="flex-1" loading={place.isPending} onClick={submit}>
              {bet ? 'Update Bet' : 'Place Bet'}
            </Button>
            {bet ? (
              <Button
                variant="outline"
                size="icon"
                aria-label="Withdraw pick"
                loading={remove.isPending}
                onClick={() => {
                  // A promise, not mutate() callbacks: the card remounts without its pick.
                  void remove.mutateAsync(game.id).then(
                    () => {
                      setTeam(null);
                      toast.success('Pick withdrawn: your points are back.');
                    },
                    (e: unknown) => setError(failure(e, NFL_MSG.betFailed)),
                  );
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
