// A league card (docs/rules/leagues.md): name, lock if private, crown if the viewer owns it,
// member count, description, League Accuracy, Top Predictor, Recent Activity, the invite code
// for members; View and Leave on the viewer's leagues, Join on public ones.
import type { League } from '@boldcall/shared/schemas/leagues';
import {
  Crown,
  Globe,
  Lock,
  LogOut,
  Target,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

type LeagueCardProps = {
  league: League;
  onJoin(league: League): void;
  onLeave(league: League): void;
  /** The league whose join or leave is under way. */
  busy: boolean;
};

export function LeagueCard({ league, onJoin, onLeave, busy }: LeagueCardProps) {
  const titleId = `league-${league.id}-title`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn(
        'flex w-full min-w-0 flex-col',
        league.isGlobal && 'border-brand-300 dark:border-brand-700',
      )}
    >
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              id={titleId}
              className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
            >
              {league.isGlobal ? (
                <Globe aria-hidden="true" className="size-4.5 shrink-0 text-brand-ink" />
              ) : null}
              <span className="truncate">{league.name}</span>
              {league.isPrivate ? (
                <Lock aria-label="Private league" className="size-4 shrink-0 text-ink-muted" />
              ) : null}
              {league.isOwner ? (
                <Crown
                  aria-label="You own this league"
                  className="size-4.5 shrink-0 text-amber-500"
                />
              ) : null}
            </h3>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Users aria-hidden="true" className="size-4" />
              {formatNumber(league.memberCount)} {league.memberCount === 1 ? 'member' : 'members'}
            </p>
          </div>
          {league.isMember && !league.isGlobal ? <Badge variant="brand">Member</Badge> : null}
        </div>
        <p className="text-sm break-words text-ink-muted">{league.description}</p>
        <LeagueStats league={league} />
        {league.inviteCode ? (
          <p className="text-sm text-ink-muted">
            Invite code{' '}
            <code className="rounded-md bg-subtle px-2 py-0.5 font-mono font-bold tracking-widest text-ink">
              {league.inviteCode}
            </code>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line p-4 sm:px-6">
        {league.isMember || !league.isPrivate ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/leagues/${league.id}`} aria-label={`View ${league.name}`}>
              View
            </Link>
          </Button>
        ) : null}
        {league.isMember && !league.isGlobal ? (
          <LeaveLeagueDialog
            league={league}
            size="sm"
            loading={busy}
            aria-label={`Leave ${league.name}`}
            memberNote={
              league.isPrivate
                ? 'You will need the invite code to join again.'
                : 'You can join again at any time.'
            }
            onConfirm={() => onLeave(league)}
          />
        ) : null}
        {!league.isMember && !league.isPrivate && !league.isGlobal ? (
          <Button
            size="sm"
            loading={busy}
            onClick={() => onJoin(league)}
            aria-label={`Join ${league.name}`}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            Join
          </Button>
        ) : null}
        {league.isGlobal ? (
          <p className="self-center text-xs text-ink-muted">
            Everyone plays here. It cannot be left.
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** League Accuracy, Top Predictor and Recent Activity (also on the league page). */
export function LeagueStats({ league, className }: { league: League; className?: string }) {
  const items = [
    { icon: Target, label: 'League Accuracy', value: `${league.accuracy}%` },
    {
      icon: Trophy,
      label: 'Top Predictor',
      value: league.topPredictor
        ? `${league.topPredictor.username} (${league.topPredictor.accuracy}%)`
        : 'No ranked member yet',
    },
    {
      icon: TrendingUp,
      label: 'Recent Activity',
      value: `${formatNumber(league.recentActivity)} ${league.recentActivity === 1 ? 'call' : 'calls'} this week`,
    },
  ];
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {items.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex items-center justify-between gap-3 rounded-xl bg-subtle px-3 py-2"
        >
          <dt className="inline-flex shrink-0 items-center gap-2 font-semibold text-ink-muted">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="text-right font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Leave button and its confirmation; `memberNote` tells a member who does not own it how to come back. */
export function LeaveLeagueDialog({
  league,
  memberNote,
  onConfirm,
  ...button
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  league: League;
  memberNote: string;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger-outline" {...button}>
          <LogOut aria-hidden="true" className="size-4" />
          Leave
        </Button>
      }
      title={`Leave ${league.name}?`}
      description={
        league.isOwner
          ? league.memberCount > 1
            ? 'You own this league: the member who joined earliest becomes its owner.'
            : 'You are its only member: leaving deletes the league.'
          : memberNote
      }
      confirmLabel="Leave league"
      onConfirm={onConfirm}
    />
  );
}
