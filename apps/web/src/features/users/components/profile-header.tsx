// The profile header ("Profile"): avatar, username (the page's <h1>), PRO badge,
// e-mail (own profile only), member since, Pro since, and the player's badges.
import { badgeLabel } from '@boldcall/shared/rules/badges';
import { CalendarDays, Camera, Crown, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProBadge } from '@/components/ui/badge';
import { GridLines } from '@/components/ui/hero';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { UserAvatar } from '@/components/user-avatar';

type ProfileHeaderProps = {
  /** Small label above the name, e.g. "Your profile" or "Player". */
  eyebrow: string;
  /** The signed-in user or the public profile: both carry these fields. */
  player: {
    username: string;
    avatar: string | null;
    isPro: boolean;
    proUpgradedAt: string | null;
    createdAt: string;
  };
  /** Only on the player's own profile. */
  email?: string | undefined;
  /** Shown once the stats have loaded; the PRO badge is already next to the name. */
  badges?: readonly string[] | undefined;
  /** Buttons or links on the right on wide screens. */
  actions?: ReactNode;
  /** Own profile: clicking the avatar opens the avatar generator. */
  onAvatarClick?: (() => void) | undefined;
};

export function ProfileHeader({
  eyebrow,
  player: { username, avatar, isPro, proUpgradedAt, createdAt },
  email,
  badges,
  actions,
  onAvatarClick,
}: ProfileHeaderProps) {
  const shownBadges = (badges ?? []).filter((badge) => badge !== 'pro');
  return (
    <header className="relative isolate overflow-hidden rounded-3xl bg-hero px-5 py-7 text-white shadow-glow sm:px-10 sm:py-10">
      <GridLines />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          {onAvatarClick ? (
            <button
              type="button"
              onClick={onAvatarClick}
              aria-label="Change avatar"
              title="Change avatar"
              className="group relative shrink-0 cursor-pointer rounded-full focus-visible:ring-4 focus-visible:ring-volt-300 focus-visible:outline-none"
            >
              <UserAvatar
                username={username}
                avatar={avatar}
                size="xl"
                className="ring-4 ring-white/25 shadow-lg shadow-black/30 transition-opacity group-hover:opacity-85"
              />
              <span
                aria-hidden="true"
                className="absolute -right-1 -bottom-1 grid size-8 place-items-center rounded-full bg-volt-400 text-volt-950 shadow-md ring-2 ring-brand-900"
              >
                <Camera className="size-4" />
              </span>
            </button>
          ) : (
            <UserAvatar
              username={username}
              avatar={avatar}
              size="xl"
              className="ring-4 ring-white/25 shadow-lg shadow-black/30"
            />
          )}
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-[0.14em] text-volt-300 uppercase">{eyebrow}</p>
            <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="min-w-0 text-3xl font-black tracking-tight break-words sm:text-5xl">
                {username}
              </h1>
              {isPro ? <ProBadge className="text-xs" /> : null}
            </div>
            {email ? (
              <p className="mt-2 flex min-w-0 items-center gap-1.5 text-sm text-brand-100 sm:text-base">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{email}</span>
              </p>
            ) : null}
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-brand-100">
              <Since
                icon={CalendarDays}
                iconClassName="text-volt-400"
                label="Member"
                date={createdAt}
              />
              {isPro && proUpgradedAt ? (
                <Since
                  icon={Crown}
                  iconClassName="text-amber-300"
                  label="Pro"
                  date={proUpgradedAt}
                />
              ) : null}
            </ul>
            {shownBadges.length > 0 ? (
              <ul aria-label="Badges" className="mt-3 flex flex-wrap gap-1.5">
                {shownBadges.map((badge) => (
                  <li
                    key={badge}
                    className="rounded-full border border-white/20 bg-white/10 px-2.5 py-0.5 text-xs font-bold text-white"
                  >
                    {badgeLabel(badge)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}

function Since({
  icon: Icon,
  iconClassName,
  label,
  date,
}: {
  icon: LucideIcon;
  iconClassName: string;
  label: string;
  date: string;
}) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
      <span>
        {label} since <time dateTime={date}>{formatDate(date)}</time>
      </span>
    </li>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <div className="flex items-center gap-4 rounded-3xl border border-line bg-surface px-5 py-7 sm:gap-6 sm:px-10 sm:py-10">
      <Skeleton className="size-20 rounded-full sm:size-24" />
      <div className="flex flex-1 flex-col gap-2.5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-9 w-48 sm:h-12 sm:w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
    </div>
  );
}
