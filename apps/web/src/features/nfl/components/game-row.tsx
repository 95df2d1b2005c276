// One game of the week as a compact row (docs/rules/nfl.md "Saving the week"): kickoff and state
// (countdown, GAME STARTED / LOCKED, FINAL, CANCELED, POSTPONED), both teams as pick buttons with
// their spread and score (one tap picks, the save is the week's), the pick or its result in one
// line, and Details for the venue, records, line, over/under and the real pick count. Locked
// from kickoff by the shared minute timer, whatever the server said.
import { isGameLocked } from '@boldcall/shared/rules/nfl';
import type { NflGame } from '@boldcall/shared/schemas/nfl';
import { ChevronDown, Clock, MapPin, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { countdownLabel, formatSpread, kickoffFormat } from './nfl-format';
import { TeamMark } from './team-mark';

type Side = NflGame['homeTeam'];

/** "Miami " of "Miami Dolphins" (the words before the short name), else the name and a comma. */
const location = (t: Side) =>
  t.name.endsWith(t.shortName) ? t.name.slice(0, -t.shortName.length) : `${t.name}, `;

type Props = {
  game: NflGame;
  /** The team shown as picked: the unsaved one when there is one, else the stored pick. */
  picked: string | null;
  /** The unsaved pick and its wager, when this game has one. */
  draft: { teamCode: string; wager: number } | null;
  /** The save was refused on this game. */
  refused: boolean;
  onPick(teamCode: string): void;
  onWithdraw(): void;
  withdrawing: boolean;
};

/** The pick's result once settled, or the postponed and canceled notes. */
function resultText(game: NflGame, locked: boolean): { text: string; tone: string } | null {
  const bet = game.myBet;
  const canceled = game.status === 'canceled';
  if (bet && bet.status !== 'open') {
    if (bet.status === 'won') {
      return {
        text: `Your ${bet.teamCode} pick won: +${formatNumber(bet.payout ?? 0)} points`,
        tone: 'text-green-800 dark:text-green-300',
      };
    }
    if (bet.status === 'lost') {
      return {
        text: `Your ${bet.teamCode} pick lost: ${formatNumber(bet.wager)} points`,
        tone: 'text-danger-ink',
      };
    }
    return {
      text: canceled
        ? `Game canceled: your ${formatNumber(bet.wager)} points are back`
        : `Tie: your ${formatNumber(bet.wager)} points are back`,
      tone: 'text-ink',
    };
  }
  if (bet && game.status === 'postponed' && locked) {
    return {
      text: `Game postponed: your ${bet.teamCode} pick and its ${formatNumber(bet.wager)} points stay on it until the game is played, or come back if it is canceled`,
      tone: 'text-ink',
    };
  }
  if (canceled) return { text: 'This game was canceled and will not be played.', tone: '' };
  return null;
}

/** Kickoff countdown, or the state that replaced it. */
function GameState({
  game,
  locked,
  countdown,
}: {
  game: NflGame;
  locked: boolean;
  countdown: string | null;
}) {
  return game.status === 'final' ? (
    <Badge variant="neutral">FINAL</Badge>
  ) : game.status === 'canceled' ? (
    <Badge variant="danger">CANCELED</Badge>
  ) : game.status === 'postponed' ? (
    <Badge variant="warning">POSTPONED</Badge>
  ) : locked ? (
    <Badge variant="warning">{game.status === 'in_progress' ? 'GAME STARTED' : 'LOCKED'}</Badge>
  ) : (
    <Badge variant="brand" aria-label={`Kickoff in ${countdown ?? ''}`}>
      <Clock aria-hidden="true" className="size-3" />
      {countdown}
    </Badge>
  );
}

/** One team: a pick button until kickoff, then the same content as plain text. */
function TeamSide({
  team: t,
  game,
  picked,
  locked,
  onPick,
}: {
  team: Side;
  game: NflGame;
  picked: string | null;
  locked: boolean;
  onPick(teamCode: string): void;
}) {
  const chosen = picked === t.code;
  const won = game.status === 'final' && game.winner === t.code;
  const content = (
    <>
      <TeamMark code={t.code} color={t.color} alternateColor={t.alternateColor} size="sm" />
      <span className="min-w-0 flex-1 text-left leading-tight">
        {/* Named by its words, "Pick Miami Dolphins MIA +3": the visible ones and a spoken
            "Pick Miami" before the short name. */}
        {locked ? null : <span className="sr-only">Pick {location(t)}</span>}
        <span className="block truncate text-sm font-bold text-ink">{t.shortName}</span>{' '}
        <span className="block truncate text-xs text-ink-muted">
          {t.code} {formatSpread(t.spread)}
        </span>
      </span>
      {t.score !== null ? (
        <span
          className={cn('text-xl font-black tabular-nums', won ? 'text-ink' : 'text-ink-muted')}
        >
          {t.score}
        </span>
      ) : null}
    </>
  );
  const classes = cn(
    'flex h-11 min-w-0 items-center gap-2 rounded-lg border px-2 transition-colors',
    chosen ? 'border-primary bg-brand-50 dark:bg-brand-500/15' : 'border-line',
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
      aria-pressed={chosen}
      data-team={t.code}
      className={cn(classes, 'cursor-pointer hover:border-brand-400')}
      onClick={() => onPick(t.code)}
    >
      {content}
    </button>
  );
}

/** The one line under the teams: the result, the unsaved pick, the saved pick, or the line. */
function PickLine({
  game,
  locked,
  draft,
}: {
  game: NflGame;
  locked: boolean;
  draft: Props['draft'];
}) {
  const bet = game.myBet;
  const result = resultText(game, locked);
  return result ? (
    <span className={cn('font-semibold', result.tone)}>{result.text}</span>
  ) : draft ? (
    <span className="font-semibold text-brand-ink">
      To save: {draft.teamCode} · {formatNumber(draft.wager)} points
      {bet ? ` (now ${bet.teamCode} · ${formatNumber(bet.wager)})` : ''}
    </span>
  ) : bet ? (
    <span className="text-ink">
      Your pick: <strong>{bet.teamCode}</strong> · {formatNumber(bet.wager)} points
    </span>
  ) : (
    <span className="text-ink-muted">
      Line {game.spreadDetails ?? '—'} · O/U {game.stats.overUnder ?? '—'}
    </span>
  );
}

const detailSide = (t: Side, where: 'Away' | 'Home') => (
  <li>
    <span className="font-semibold text-ink">{t.name}</span> · {where} · {t.record ?? '—'} · Spread{' '}
    {formatSpread(t.spread)}
  </li>
);

/** What Details opens: the venue, both teams' records and spreads, the line and the bets. */
function GameDetails({ game, id }: { game: NflGame; id: string }) {
  const bets = `${formatNumber(game.stats.totalBets)} ${game.stats.totalBets === 1 ? 'bet' : 'bets'}`;
  return (
    <div id={id} className="flex flex-col gap-1 border-t border-line pt-2 text-xs text-ink-muted">
      {game.venue ? (
        <p className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {game.venue}
          {game.venueCity ? `, ${game.venueCity}` : ''}
        </p>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        {detailSide(game.awayTeam, 'Away')}
        {detailSide(game.homeTeam, 'Home')}
      </ul>
      <p className="flex flex-wrap gap-x-3">
        <span>Line {game.spreadDetails ?? '—'}</span>
        <span>O/U {game.stats.overUnder ?? '—'}</span>
        <span>{bets}</span>
      </p>
    </div>
  );
}

export function GameRow({ game, picked, draft, refused, onPick, onWithdraw, withdrawing }: Props) {
  const now = useNow();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const locked = game.locked || isGameLocked(new Date(game.kickoffTime), now);
  const bet = game.myBet;
  const countdown = countdownLabel(game.kickoffTime, now);
  const side = (t: Side) => (
    <TeamSide team={t} game={game} picked={picked} locked={locked} onPick={onPick} />
  );

  return (
    <article
      data-testid={`game-${game.id}`}
      aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}`}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border bg-surface px-2.5 py-2 shadow-sm',
        refused ? 'border-danger' : 'border-line',
      )}
    >
      <header className="flex items-center justify-between gap-2 text-xs">
        <p className="min-w-0 truncate font-semibold text-ink">
          {kickoffFormat.format(new Date(game.kickoffTime))}
        </p>
        <GameState game={game} locked={locked} countdown={countdown} />
      </header>
      <div className="grid grid-cols-2 gap-2">
        {side(game.awayTeam)}
        {side(game.homeTeam)}
      </div>
      <div className="flex min-h-7 items-center gap-2 text-xs">
        <p className="min-w-0 flex-1">
          <PickLine game={game} locked={locked} draft={draft} />
        </p>
        {bet && bet.status === 'open' && !locked ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Withdraw pick"
            loading={withdrawing}
            onClick={onWithdraw}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </Button>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
          className="flex h-7 shrink-0 cursor-pointer items-center gap-0.5 rounded-md px-1.5 font-semibold text-ink-muted hover:bg-subtle hover:text-ink"
        >
          Details
          <ChevronDown
            aria-hidden="true"
            className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      {open ? <GameDetails game={game} id={detailsId} /> : null}
    </article>
  );
}
