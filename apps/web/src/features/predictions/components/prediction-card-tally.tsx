// The lower half of a prediction's card: the points at stake, the votes (buttons when the viewer
// may still vote), the activity counts, the sealed receipt and the result.
import type { VoteType } from '@boldcall/shared/rules/predictions';
import { shortHash } from '@boldcall/shared/rules/receipts';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { predictionPath } from '@boldcall/shared/routes';
import {
  CircleCheck,
  CircleSlash,
  CircleX,
  Coins,
  MessageCircle,
  ShieldCheck,
  Swords,
  ThumbsDown,
  ThumbsUp,
  Users,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ShareButton } from '@/components/share-button';
import { cn } from '@/lib/cn';
import { formatNumber, fullDateTime } from '@/lib/format';
import { RESULT_TEXT } from './prediction-labels';

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <li className="flex items-center gap-1.5" title={`${formatNumber(value)} ${label}`}>
      <Icon aria-hidden="true" className="size-4 text-ink-muted" />
      <span className="font-bold text-ink tabular-nums">{formatNumber(value)}</span>
      <span>{label}</span>
    </li>
  );
}

const VOTE_STYLE = {
  up: { icon: ThumbsUp, mine: 'text-success-ink' },
  down: { icon: ThumbsDown, mine: 'text-danger-ink' },
} as const;

/**
 * One vote tally of the card, coloured when it holds the caller's own vote; a button that votes
 * when the viewer may still vote (`onVote`).
 */
function VoteCount({
  type,
  count,
  mine,
  onVote,
  busy = false,
}: {
  type: 'up' | 'down';
  count: number;
  mine: boolean;
  onVote?: (() => void) | undefined;
  busy?: boolean;
}) {
  const { icon: Icon, mine: mineClass } = VOTE_STYLE[type];
  const votes = count === 1 ? 'vote' : 'votes';
  if (onVote) {
    return (
      <button
        type="button"
        onClick={onVote}
        disabled={busy}
        title={`${formatNumber(count)} ${type} ${votes}`}
        className="relative -my-1 inline-flex h-9 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-full border border-line px-2.5 text-ink-muted transition-colors hover:border-brand-400 hover:text-ink disabled:cursor-wait disabled:opacity-60"
      >
        <Icon aria-hidden="true" className={cn('size-4', busy && 'animate-pulse')} />
        {/* The name comes from the content, so the visible count is part of it (WCAG 2.5.3). */}
        <span className="sr-only">{`Vote ${type} (`}</span>
        {formatNumber(count)}
        <span className="sr-only">{` ${type} ${votes})`}</span>
      </button>
    );
  }
  return (
    <span
      className={cn('inline-flex items-center gap-1', mine ? mineClass : 'text-ink-muted')}
      title={`${formatNumber(count)} ${type} ${votes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {formatNumber(count)}
      <span className="sr-only">{` ${type} ${votes}`}</span>
    </span>
  );
}

const RESULT_STYLE = {
  CORRECT: { icon: CircleCheck, className: 'text-success-ink' },
  INCORRECT: { icon: CircleX, className: 'text-danger-ink' },
  UNMEASURABLE: { icon: CircleSlash, className: 'text-ink-muted' },
} as const;

/** The points at stake, the votes, the activity, the seal and the result. */
export function PredictionCardTally({
  prediction: p,
  voteFor,
  busy,
  standalone,
}: {
  prediction: Prediction;
  voteFor: (type: VoteType) => (() => void) | undefined;
  busy: boolean;
  standalone: boolean;
}) {
  const result =
    p.status in RESULT_STYLE ? RESULT_STYLE[p.status as keyof typeof RESULT_STYLE] : null;
  const ResultIcon = result?.icon;
  return (
    <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex items-end justify-between gap-3">
        <p className="flex items-baseline gap-1.5">
          <Coins aria-hidden="true" className="size-4 self-center text-brand-ink" />
          <span className="text-2xl font-black tracking-tight tabular-nums">
            {formatNumber(p.totalPoints)}
          </span>
          <span className="text-sm font-semibold text-ink-muted">total points</span>
        </p>
        <div className="flex items-center gap-3 text-sm font-bold tabular-nums">
          {(['up', 'down'] as const).map((type) => (
            <VoteCount
              key={type}
              type={type}
              count={type === 'up' ? p.votes.up : p.votes.down}
              mine={p.votes.userVote === type}
              onVote={voteFor(type)}
              busy={busy}
            />
          ))}
          {standalone ? null : (
            <ShareButton
              iconOnly
              variant="ghost"
              label="Share this call"
              className="-my-2 -mr-2"
              target={{ path: predictionPath(p.id), title: p.text }}
            />
          )}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-label="Activity">
        <Stat icon={Users} value={p.joinedCount} label="joined" />
        <Stat icon={Zap} value={p.jumpedOnCount} label="jumped on" />
        <Stat icon={Swords} value={p.betAgainstCount} label="bet against" />
        <Stat icon={MessageCircle} value={p.commentCount} label="comments" />
      </ul>
      {p.seal ? (
        <p className="flex items-center gap-1.5 text-xs font-medium text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          <Link
            to={`/verify/${p.seal.hash}`}
            className="hover:underline"
            title="Check this call's sealed receipt"
          >
            sealed{' '}
            <time dateTime={p.seal.sealedAt}>{fullDateTime.format(new Date(p.seal.sealedAt))}</time>{' '}
            · #{shortHash(p.seal.hash)}
          </Link>
        </p>
      ) : null}
      {result && ResultIcon ? (
        <p className={cn('flex items-center gap-1.5 text-sm font-bold', result.className)}>
          <ResultIcon aria-hidden="true" className="size-4" />
          {RESULT_TEXT[p.status]}
        </p>
      ) : null}
    </div>
  );
}
