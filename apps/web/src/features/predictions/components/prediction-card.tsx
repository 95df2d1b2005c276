// One prediction ("Prediction card"): every field the product brief lists, and the buttons the
// shared rules leave its viewer: the sides they can still take (Join, Jump On, Bet Against, all
// into the one bet sheet), the votes, Edit, Respond, Moderate. Everything shown is derived from
// the prediction as the server last sent it (a live update redraws it), never from local state.
import { expiryBadge, isExpired } from '@boldcall/shared/rules/expiry';
import { moderationLabel, respondRefusal } from '@boldcall/shared/rules/moderation';
import type { ModerationStatus } from '@boldcall/shared/rules/predictions';
import { heldPosition, interactionRefusal, sideOf } from '@boldcall/shared/rules/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import { shortHash } from '@boldcall/shared/rules/receipts';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import {
  CalendarDays,
  CircleCheck,
  CircleSlash,
  CircleX,
  Coins,
  Flag,
  Gavel,
  MessageCircle,
  MessageSquareReply,
  MessageSquareText,
  Pencil,
  ShieldCheck,
  Swords,
  ThumbsDown,
  ThumbsUp,
  Users,
  Zap,
} from 'lucide-react';
import { BET_SIDES, BET_SIDE_ICONS, BET_SIDE_LABELS, sideRefusal } from './bet-sides';
import type { BetSide } from './bet-sides';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { predictionPath } from '@boldcall/shared/schemas/share';
import { ShareButton } from '@/components/share-button';
import { Badge, ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/cn';
import { UserAvatar } from '@/components/user-avatar';
import { CATEGORY_META, STATUS_META } from '@/lib/domain-labels';
import { expiryDate, formatNumber, fullDateTime, timeAgo } from '@/lib/format';
import { RESULT_TEXT } from './prediction-labels';

export type CardViewer = { id: string; isAdmin: boolean } | null;

export type PredictionCardActions = {
  /** Opens the bet sheet on `side` (a visitor is asked to sign in). */
  onTakeSide(prediction: Prediction, side: BetSide): void;
  /** A free vote, straight from the card; left out, the card shows the tallies only. */
  onVote?: ((prediction: Prediction, type: VoteType) => void) | undefined;
  /** Whether a vote on this prediction is on its way (its buttons wait). */
  isVoting?: ((prediction: Prediction) => boolean) | undefined;
  onEdit(prediction: Prediction): void;
  /** Shown only when given (Home passes them; other lists may leave moderation out). */
  onRespond?: ((prediction: Prediction) => void) | undefined;
  onModerate?: ((prediction: Prediction) => void) | undefined;
};

type PredictionCardProps = PredictionCardActions & {
  prediction: Prediction;
  viewer: CardViewer;
  /** On the call's own page: its text is not a link to that page. */
  standalone?: boolean;
};

export function CategoryChip({ category }: { category: Prediction['category'] }) {
  const meta = CATEGORY_META[category];
  const Icon = meta.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        meta.tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
      {meta.label}
    </span>
  );
}

/** A titled note on a card or in a dialog: admin comment, response, admin note. */
export function Note({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: 'warning' | 'neutral' | 'brand';
  children: ReactNode;
}) {
  const tones = {
    warning:
      'border-amber-300/70 bg-amber-50 text-amber-950 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100',
    neutral: 'border-line bg-subtle text-ink',
    brand:
      'border-brand-200 bg-brand-50 text-brand-950 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100',
  } as const;
  return (
    <div className={cn('flex gap-2.5 rounded-xl border px-3 py-2.5 text-sm', tones[tone])}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-80" />
      <p className="min-w-0 break-words whitespace-pre-line">
        <span className="font-bold">{title}: </span>
        {children}
      </p>
    </div>
  );
}

/** The admin's comment on a flagged prediction, when there is one. */
export function AdminCommentNote({ prediction: p }: { prediction: Prediction }) {
  return p.adminComment ? (
    <Note icon={ShieldCheck} title="Admin comment" tone="warning">
      {p.adminComment}
    </Note>
  ) : null;
}

/** The admin's flag comment and the creator's or a joiner's response, when there are any. */
export function ModerationNotes({ prediction: p }: { prediction: Prediction }) {
  return (
    <>
      <AdminCommentNote prediction={p} />
      {p.userResponse ? (
        <Note icon={MessageSquareText} title="Response" tone="neutral">
          {p.userResponse}
        </Note>
      ) : null}
    </>
  );
}

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <li className="flex items-center gap-1.5" title={`${formatNumber(value)} ${label}`}>
      <Icon aria-hidden="true" className="size-4 text-ink-muted" />
      <span className="font-bold text-ink tabular-nums">{formatNumber(value)}</span>
      <span>{label}</span>
    </li>
  );
}

const MODERATION_BADGE = {
  flagged: { variant: 'warning', icon: Flag },
  denied: { variant: 'danger', icon: Flag },
  approved: { variant: 'success', icon: ShieldCheck },
} as const;

/** 'Flagged', 'Flagged - Denied' or 'Approved' (rules/moderation.ts); nothing when normal. */
export function ModerationBadge({ status }: { status: ModerationStatus | null }) {
  const label = moderationLabel(status);
  if (!status || !label) return null;
  const { variant, icon } = MODERATION_BADGE[status];
  return (
    <Badge variant={variant} icon={icon}>
      {label}
    </Badge>
  );
}

type CardAction = {
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  onClick(): void;
};

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

export function PredictionCard({
  prediction: p,
  viewer,
  onTakeSide,
  onVote,
  isVoting,
  onEdit,
  onRespond,
  onModerate,
  standalone = false,
}: PredictionCardProps) {
  const status = STATUS_META[p.status];
  const StatusIcon = status.icon;
  const now = useNow();
  const badge = expiryBadge(p, now);
  const textId = `prediction-${p.id}-text`;
  const result =
    p.status in RESULT_STYLE ? RESULT_STYLE[p.status as keyof typeof RESULT_STYLE] : null;
  const ResultIcon = result?.icon;

  // Only the sides the viewer can still take: none once they hold a position (one per
  // prediction), none on a closed call. Visitors see them too; pressing one asks to sign in.
  const sides = BET_SIDES.filter((side) => sideRefusal(side, p, viewer?.id ?? null, now) === null);
  const canVote =
    onVote !== undefined &&
    interactionRefusal(
      'vote',
      p,
      { userId: viewer?.id ?? '', alreadyDone: p.votes.userVote !== null },
      now,
    ) === null;
  const voteFor = (type: VoteType) => (canVote ? () => onVote?.(p, type) : undefined);
  const held = heldPosition(p);
  const canEdit = p.isCreator && p.canEdit;
  const canRespond =
    onRespond !== undefined &&
    viewer !== null &&
    respondRefusal(p, { isCreator: p.isCreator, hasJoined: p.hasJoined }) === null;
  const canModerate = onModerate !== undefined && (viewer?.isAdmin ?? false);
  // The footer's buttons, in order: each only when the caller may do it.
  const offered: (CardAction & { show: boolean })[] = [
    ...sides.map((side) => ({
      show: true,
      label: BET_SIDE_LABELS[side],
      icon: BET_SIDE_ICONS[side],
      variant: side === 'join' ? undefined : ('outline' as const),
      onClick: () => onTakeSide(p, side),
    })),
    { show: canEdit, label: 'Edit', icon: Pencil, variant: 'outline', onClick: () => onEdit(p) },
    {
      show: canRespond,
      label: 'Respond',
      icon: MessageSquareReply,
      variant: 'outline',
      onClick: () => onRespond?.(p),
    },
    {
      show: canModerate,
      label: 'Moderate',
      icon: ShieldCheck,
      variant: 'ghost',
      onClick: () => onModerate?.(p),
    },
  ];
  const actions = offered.filter((action) => action.show);

  // Which side the viewer holds, in words and in the badge's title.
  const mine = [
    p.isCreator && 'Your call',
    p.hasJoined && 'Joined',
    p.hasJumped && 'Jumped on',
    p.hasBetAgainst && 'Bet against',
    // The viewer's own confidence in their side (the creator's shows by their name).
    !p.isCreator && p.myConfidence !== null && `You: ${p.myConfidence}% sure`,
  ].filter((label): label is string => Boolean(label));

  return (
    <article
      aria-labelledby={textId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 text-ink shadow-card transition-[border-color,box-shadow] hover:border-line-strong sm:p-6"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar username={p.username} avatar={p.avatar} size="md" />
          <div className="min-w-0">
            {/* The PRO badge wraps under the name before the name is cut short. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
              <Link
                to={`/u/${encodeURIComponent(p.username)}`}
                className="max-w-full truncate font-bold hover:underline"
              >
                {p.username}
              </Link>
              {p.isPro ? <ProBadge /> : null}
              {p.confidence !== null ? (
                <span
                  className="rounded-full bg-subtle px-2 py-0.5 text-xs font-bold text-ink-muted tabular-nums"
                  title={`${p.username} is ${p.confidence}% sure this comes true`}
                >
                  {p.confidence}% sure
                </span>
              ) : null}
            </div>
            <p className="text-xs font-medium text-ink-muted">
              <time dateTime={p.createdAt} title={fullDateTime.format(new Date(p.createdAt))}>
                {timeAgo(p.createdAt, now)}
              </time>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <Badge variant={status.variant} className="py-1">
            <StatusIcon aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
            {status.label}
          </Badge>
          <ModerationBadge status={p.moderationStatus} />
        </div>
      </header>

      {/* User text is always rendered as text (docs/security.md). */}
      <p
        id={textId}
        className="text-lg leading-snug font-bold tracking-tight wrap-anywhere whitespace-pre-line"
      >
        {standalone ? (
          p.text
        ) : (
          // The call's own page (/p/{id}): its address to share, its discussion.
          <Link
            to={predictionPath(p.id)}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {p.text}
          </Link>
        )}
      </p>

      {p.adminComment || p.userResponse || p.adminNote ? (
        <div className="flex flex-col gap-2">
          <ModerationNotes prediction={p} />
          {p.adminNote ? (
            <Note icon={Gavel} title="Admin note" tone="brand">
              {p.adminNote}
            </Note>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <CategoryChip category={p.category} />
        <span
          className="inline-flex items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-xs font-semibold text-ink-muted"
          title={fullDateTime.format(new Date(p.expiresAt))}
        >
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <span>
            {isExpired(p.expiresAt, now) ? 'Ended' : 'Expires'}{' '}
            <time dateTime={p.expiresAt}>{expiryDate.format(new Date(p.expiresAt))}</time>
          </span>
        </span>
        {badge === 'expired' ? (
          <Badge variant="danger">Expired</Badge>
        ) : badge === 'soon' ? (
          <Badge variant="warning">Soon</Badge>
        ) : null}
        {mine.map((label) => (
          <Badge key={label} variant="accent">
            {label}
          </Badge>
        ))}
        {held && held !== 'creator' ? (
          <span className="text-xs font-semibold text-ink-muted">
            {sideOf(held) === 'for' ? 'You back this call' : 'You bet it fails'}
          </span>
        ) : null}
      </div>

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
                busy={isVoting?.(p) ?? false}
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
              <time dateTime={p.seal.sealedAt}>
                {fullDateTime.format(new Date(p.seal.sealedAt))}
              </time>{' '}
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

      {actions.length > 0 ? (
        <footer className="flex flex-wrap gap-2">
          {actions.map(({ label, icon: Icon, variant, onClick }) => (
            <Button key={label} size="sm" variant={variant} onClick={onClick} className="flex-1">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Button>
          ))}
        </footer>
      ) : null}
    </article>
  );
}

export function PredictionCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-16" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-4/5" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-32 rounded-full" />
      </div>
      <div className="mt-2 flex flex-col gap-3 border-t border-line pt-4">
        <Skeleton className="h-7 w-36" />
        <Skeleton className="h-4 w-52" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 flex-1" />
      </div>
    </div>
  );
}
