// A player's public profile at /u/:username: the profile header without the e-mail, the stat
// cards and their predictions. An unknown name gets 'Player not found' (the API answers 404); a
// name changed in the last 30 days redirects to the new one.
import { ArrowLeft, Trophy, UserRound, UserX } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { profilePath } from '@boldcall/shared/routes';
import { ShareButton } from '@/components/share-button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { FollowButton } from '@/features/follows/components/follow-button';
import { PlayerPredictions } from '@/features/predictions/components/player-predictions';
import { TrackRecordCard } from '@/features/track-record/components/track-record-card';
import { RivalsSection } from '@/features/rivals/components/rivals-section';
import { usePlayerProfile } from '@/features/users/api/use-profile';
import { ProfileLoadError, ProfileLoading } from '@/features/users/components/profile-load-error';
import { AccuracyCard } from '@/features/users/components/profile-history';
import { ProfileHeader } from '@/features/users/components/profile-header';
import { ProfileStats } from '@/features/users/components/profile-stats';

function PublicProfile({ username }: { username: string }) {
  const { user } = useCurrentUser();
  const player = usePlayerProfile(username);
  const authDialog = useAuthDialog();
  useDocumentTitle(player.isNotFound ? 'Player not found' : (player.data?.username ?? username));

  if (player.isPending) {
    return <ProfileLoading />;
  }
  if (player.isNotFound) {
    return (
      <EmptyState
        icon={UserX}
        headingLevel="h1"
        title="Player not found"
        description={`There is no player called “${username}”. Check the spelling, or find players on the leaderboard.`}
        action={
          <>
            <ButtonLink to="/leaderboard" icon={Trophy}>
              Leaderboard
            </ButtonLink>
            <ButtonLink to="/" icon={ArrowLeft} variant="outline">
              Back to home
            </ButtonLink>
          </>
        }
      />
    );
  }
  if (player.isError) {
    return (
      <ProfileLoadError
        headingLevel="h1"
        onRetry={() => player.refetch()}
        retrying={player.isRefetching}
      />
    );
  }

  const profile = player.data;
  const isMe = user?.id === profile.id;
  // A name its owner changed answers with the owner's profile for 30 days: go to the new link.
  if (profile.username.toLowerCase() !== username.toLowerCase()) {
    return <Navigate replace to={profilePath(profile.username)} />;
  }
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <ProfileHeader
        eyebrow={isMe ? 'Your public profile' : 'Player'}
        player={profile}
        badges={profile.badges}
        actions={
          <>
            <FollowButton
              player={profile}
              isMe={isMe}
              signedIn={user !== null}
              onRequireSignIn={() => authDialog.open('sign-in')}
            />
            <ShareButton
              variant="glass"
              label="Share profile"
              target={{
                path: profilePath(profile.username),
                title: `@${profile.username} on BoldCall`,
              }}
            />
            {isMe ? (
              <ButtonLink to="/profile" icon={UserRound} variant="glass" size="sm">
                Open your profile
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <ProfileStats profile={profile} />
      <RivalsSection userId={profile.id} username={profile.username} />
      <section aria-labelledby="public-track-record" className="flex flex-col gap-5">
        <h2 id="public-track-record" className="text-2xl font-black tracking-tight sm:text-3xl">
          Track record
        </h2>
        <AccuracyCard userId={profile.id} />
        <TrackRecordCard userId={profile.id} whose={isMe ? 'your' : 'their'} />
      </section>
      <PlayerPredictions
        userId={profile.id}
        title={isMe ? 'Your Predictions' : `Predictions by ${profile.username}`}
        empty={{
          title: 'No predictions yet',
          description: isMe
            ? 'Start making predictions to see them here!'
            : `${profile.username} hasn't made a prediction yet.`,
        }}
        onRequireSignIn={() => authDialog.open('sign-in')}
      />
    </div>
  );
}

export function PublicProfileRoute() {
  const { username = '' } = useParams();
  // Another player's page starts fresh (no dialogs or pages carried over).
  return <PublicProfile key={username.toLowerCase()} username={username} />;
}
