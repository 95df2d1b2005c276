// Small pieces the admin tabs share: avatars, status and moderation badges, the titled section,
// the paged list with its states, the error row.
import { expiryBadge } from '@boldcall/shared/rules/expiry';
import { moderationLabel } from '@boldcall/shared/rules/moderation';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Clock, Flag, MessageSquareText, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  ListStates,
  type ListStatesOf,
  type ListStatesProps,
  type Refetchable,
} from '@/components/ui/list-states';
import { LoadMore, type MorePages } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { STATUS_META } from '@/lib/domain-labels';

const AVATAR_SIZES = {
  xs: 'size-5 text-[0.625rem]',
  sm: 'size-7 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-10 text-base',
  xl: 'size-12 text-lg',
} as const;

/** The player's picture, or their initial on the brand gradient. */
export function UserInitial({
  username,
  avatar,
  size = 'lg',
}: {
  username: string;
  avatar?: string | null | undefined;
  size?: keyof typeof AVATAR_SIZES;
}) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        className={cn('shrink-0 rounded-full object-cover', AVATAR_SIZES[size])}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 font-black text-white uppercase',
        AVATAR_SIZES[size],
      )}
    >
      {username.slice(0, 1)}
    </span>
  );
}

/** The Pro and Admin badges after a player's name. */
export function RoleBadges({ user }: { user: { isPro: boolean; isAdmin: boolean } }) {
  return (
    <>
      {user.isPro ? <ProBadge /> : null}
      {user.isAdmin ? (
        <Badge variant="brand" icon={ShieldCheck}>
          Admin
        </Badge>
      ) : null}
    </>
  );
}

export function StatusBadge({ status }: { status: Prediction['status'] }) {
  const meta = STATUS_META[status];
  return (
    <Badge variant={meta.variant} icon={meta.icon}>
      {meta.label}
    </Badge>
  );
}

/** Flagged / 'Flagged - Denied' / response waiting, and Expired / Soon for a pending one. */
export function AttentionBadges({ prediction: p }: { prediction: Prediction }) {
  const now = useNow();
  const moderation = moderationLabel(p.moderationStatus);
  const flagged = p.moderationStatus === 'flagged' || p.moderationStatus === 'denied';
  const expiry = expiryBadge(p, now);
  return (
    <>
      {flagged && moderation ? (
        <Badge variant={p.moderationStatus === 'denied' ? 'danger' : 'warning'} icon={Flag}>
          {moderation}
        </Badge>
      ) : null}
      {p.moderationStatus === 'flagged' && p.userResponse ? (
        <Badge variant="brand" icon={MessageSquareText}>
          Response to review
        </Badge>
      ) : null}
      {expiry === 'expired' ? (
        <Badge variant="neutral" icon={Clock}>
          Expired
        </Badge>
      ) : expiry === 'soon' ? (
        <Badge variant="warning" icon={Clock}>
          Soon
        </Badge>
      ) : null}
    </>
  );
}

/** A tab's (or a block's) titled section. */
export function AdminSection({
  id,
  title,
  description,
  small = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** A block inside a tab (a smaller heading). */
  small?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={cn('font-extrabold tracking-tight', small ? 'text-lg' : 'text-xl')}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {description ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The paged lists of the tabs: loading, failed (with Try Again), empty, or the list. */
export function PagedList({
  loadingLabel,
  errorMessage,
  children,
  ...states
}: ListStatesOf<ListStatesProps['query'] & MorePages & Refetchable> & {
  loadingLabel: string;
  errorMessage: string;
}) {
  return (
    <ListStates
      {...states}
      loading={<ListSkeleton label={loadingLabel} />}
      error={<LoadError message={errorMessage} onRetry={() => void states.query.refetch()} />}
    >
      {children}
      <LoadMore pages={states.query} className="mt-4" />
    </ListStates>
  );
}

/** A failed load, with Try Again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-danger-ink">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {message}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}
