// One league (docs/rules/leagues.md): its card figures, the members' leaderboard (the global
// ranking restricted to members), their latest predictions, their track record
// (docs/rules/track-record.md), the invite link for members and the owner's tools. A private league the viewer is not in is "League not found".
import { ArrowLeft, Crown, Globe, Lock, TriangleAlert, UserPlus, Users } from 'lucide-react';
import type { LeaderboardBoard as BoardKind } from '@boldcall/shared/schemas/leaderboard';
import type { LeagueDetail } from '@boldcall/shared/schemas/leagues';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { leagueInvitePath } from '@boldcall/shared/routes';
import { ShareButton } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoadError } from '@/components/ui/page-load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { BoardTabs } from '@/features/leaderboard/components/board-tabs';
import { LeaderboardBoard } from '@/features/leaderboard/components/leaderboard-board';
import { useLeague } from '@/features/leagues/api/use-leagues';
import { useMembership } from '@/features/leagues/hooks/use-membership';
import { InviteButton, InviteLinkField } from '@/features/leagues/components/invite-link-field';
import { LeagueStats, LeaveLeagueDialog } from '@/features/leagues/components/league-card';
import { LeagueOwnerPanel } from '@/features/leagues/components/league-owner-panel';
import { LeagueRecentPredictions } from '@/features/leagues/components/league-recent-predictions';
import { LeagueRivalries } from '@/features/rivals/components/league-rivalries';
import { LeagueTrackRecord } from '@/features/track-record/components/league-track-record';

/** Who is in the league, its figures, and the invite link or page to share. */
function LeagueMembersCard({ league }: { league: LeagueDetail }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <Users aria-hidden="true" className="size-4" />
        {formatNumber(league.memberCount)} {league.memberCount === 1 ? 'member' : 'members'}
        {league.ownerUsername ? <> · owner {league.ownerUsername}</> : null}
      </p>
      <LeagueStats league={league} />
      {league.inviteCode ? <InviteLinkField code={league.inviteCode} /> : null}
      {league.inviteCode || (!league.isPrivate && !league.isGlobal) ? (
        // Members share the invite link (its preview names the league); anyone may share
        // a public league's page.
        <ShareButton
          label="Share league"
          className="self-start"
          target={{
            path: league.inviteCode
              ? leagueInvitePath(league.inviteCode)
              : `/leagues/${encodeURIComponent(league.id)}`,
            title: `Join ${league.name} on BoldCall`,
          }}
        />
      ) : null}
    </Card>
  );
}

export function LeagueRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const query = useLeague(id);
  // A private league, once left, is no longer visible to the player; a deleted one is gone.
  const { join, leave, onJoin, onLeave } = useMembership((left, deleted) => {
    if (left.isPrivate || deleted) void navigate('/leagues');
  });
  const league = query.data;
  // The members' Accuracy, Calibration or Boldest board (docs/rules/track-record.md).
  const [board, setBoard] = useState<BoardKind>('accuracy');
  useDocumentTitle(league?.name ?? 'League');

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (query.isError || !league) {
    return (
      <PageLoadError
        icon={TriangleAlert}
        notFound={{
          title: 'League not found',
          description: 'It does not exist, or it is private and you are not a member.',
        }}
        failedTitle="Error Loading League"
        error={query.error}
        failedMessage="Failed to load the league"
        back={{ to: '/leagues', label: 'All leagues' }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <Link
        to="/leagues"
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leagues
      </Link>
      <PageHeader
        eyebrow={
          league.isGlobal ? 'Everyone' : league.isPrivate ? 'Private league' : 'Public league'
        }
        icon={league.isGlobal ? Globe : league.isPrivate ? Lock : Users}
        title={
          <span className="inline-flex items-center gap-2">
            {league.name}
            {league.isOwner ? (
              <Crown aria-label="You own this league" className="size-6 text-amber-500" />
            ) : null}
          </span>
        }
        description={league.description}
        actions={
          league.isGlobal ? null : league.isMember ? (
            <>
              {/* The invite one tap away, on the first screen (the full link is further down). */}
              {league.inviteCode ? (
                <InviteButton code={league.inviteCode} leagueName={league.name} />
              ) : null}
              <LeaveLeagueDialog
                league={league}
                loading={leave.isPending}
                memberNote="You can come back with the invite code."
                onConfirm={() => onLeave(league)}
              />
            </>
          ) : (
            <Button
              loading={join.isPending}
              onClick={() => (user ? onJoin(league) : authDialog.open('sign-in'))}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              Join
            </Button>
          )
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={league.isGlobal ? 'Leaderboard' : 'Members’ leaderboard'}
          className="flex min-w-0 flex-col gap-4"
        >
          <p className="text-xs font-bold tracking-[0.14em] text-brand-ink uppercase">
            {league.isGlobal ? 'Everyone, ranked' : 'Members only, same ranking as the leaderboard'}
          </p>
          <BoardTabs board={board} onChange={setBoard} />
          <LeaderboardBoard
            filters={{ board, period: 'all', category: 'all', league: league.id }}
            meId={user?.id ?? null}
          />
        </section>
        <aside className="flex flex-col gap-6">
          <LeagueMembersCard league={league} />
          <Card className="p-5">
            <h2 className="mb-2 text-lg font-extrabold tracking-tight">Rivalries</h2>
            <LeagueRivalries leagueId={league.id} />
          </Card>
          <Card className="p-5">
            <h2 className="mb-2 text-lg font-extrabold tracking-tight">Recent predictions</h2>
            <LeagueRecentPredictions predictions={league.recentPredictions} />
          </Card>
        </aside>
      </div>
      <LeagueTrackRecord leagueId={league.id} isGlobal={league.isGlobal} />
      {league.isOwner ? (
        <LeagueOwnerPanel league={league} onDeleted={() => void navigate('/leagues')} />
      ) : null}
    </div>
  );
}
