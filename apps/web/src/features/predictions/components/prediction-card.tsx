// One prediction ("Prediction card"): every field the product brief lists, and the buttons the
// shared rules leave its viewer: the sides they can still take (Join, Jump On, Bet Against, all
// into the one bet sheet), the votes, Edit, Respond, Moderate. Everything shown is derived from
// the prediction as the server last sent it (a live update redraws it), never from local state.
import { expiryBadge, isExpired } from '@boldcall/shared/rules/expiry';
import { respondGate } from '@boldcall/shared/rules/moderation';
import { heldPosition, interactionGate, sideOf } from '@boldcall/shared/rules/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { predictionPath } from '@boldcall/shared/routes';
import { CalendarDays, MessageSquareReply, Pencil, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { Skeleton, SkeletonRow } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { CATEGORY_META, STATUS_META } from '@/lib/domain-labels';
import { expiryDate, fullDateTime, timeAgo } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { BET_SIDES, BET_SIDE_ICONS, BET_SIDE_LABELS, sideGate } from './bet-sides';
import type { BetSide } from './bet-sides';
import { ModerationBadge } from './prediction-badges';
import { PredictionCardTally } from './prediction-card-tally';
import { PredictionNotes } from './prediction-notes';

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

type CardAction = {
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  onClick(): void;
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

/** The card's row of badges: category, expiry, and which side the viewer holds. */
function CardBadges({ prediction: p, now }: { prediction: Prediction; now: number }) {
  const badge = expiryBadge(p, now);
  const held = heldPosition(p);
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
  );
}

/** The footer's buttons, in order: each only when the viewer may do it. */
function cardActions(
  p: Prediction,
  viewer: CardViewer,
  now: number,
  { onTakeSide, onEdit, onRespond, onModerate }: PredictionCardActions,
): CardAction[] {
  // Only the sides the viewer can still take: none once they hold a position (one per
  // prediction), none on a closed call. Visitors see them too; pressing one asks to sign in.
  const sides = BET_SIDES.filter((side) => sideGate(side, p, viewer?.id ?? null, now) === null);
  const canEdit = p.isCreator && p.canEdit;
  const canRespond =
    onRespond !== undefined &&
    viewer !== null &&
    respondGate(p, { isCreator: p.isCreator, hasJoined: p.hasJoined }) === null;
  const canModerate = onModerate !== undefined && (viewer?.isAdmin ?? false);
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
  return offered.filter((action) => action.show);
}

/** Who made the call and when, with its status and moderation badges. */
function CardHeader({ prediction: p, now }: { prediction: Prediction; now: number }) {
  const status = STATUS_META[p.status];
  const StatusIcon = status.icon;
  return (
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
  );
}

export function PredictionCard({
  prediction: p,
  viewer,
  onVote,
  isVoting,
  standalone = false,
  ...handlers
}: PredictionCardProps) {
  const now = useNow();
  const textId = `prediction-${p.id}-text`;
  const canVote =
    onVote !== undefined &&
    interactionGate(
      'vote',
      p,
      { userId: viewer?.id ?? '', alreadyDone: p.votes.userVote !== null },
      now,
    ) === null;
  const voteFor = (type: VoteType) => (canVote ? () => onVote?.(p, type) : undefined);
  const actions = cardActions(p, viewer, now, handlers);

  return (
    <article
      aria-labelledby={textId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 text-ink shadow-card transition-[border-color,box-shadow] hover:border-line-strong sm:p-6"
    >
      <CardHeader prediction={p} now={now} />

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

      <PredictionNotes prediction={p} />

      <CardBadges prediction={p} now={now} />

      <PredictionCardTally
        prediction={p}
        voteFor={voteFor}
        busy={isVoting?.(p) ?? false}
        standalone={standalone}
      />

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
      <SkeletonRow
        mark="size-10 rounded-full"
        lines={['w-28', 'w-16']}
        end="h-6 w-20 rounded-full"
      />
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
