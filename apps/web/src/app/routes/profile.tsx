// Profile: header (its avatar opens the avatar generator), stat cards, Your Predictions, points
// and accuracy history, Invitations, a link to the notification settings, Security, then Account
// and data.
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { profilePath } from '@boldcall/shared/routes';
import { Bell, ChevronRight, ExternalLink, LogIn, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountSettings } from '@/features/account/components/account-settings';
import { SecuritySettings } from '@/features/auth/components/security-settings';
import { AvatarGeneratorDialog } from '@/features/avatar/components/avatar-generator-dialog';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { InvitationsCard } from '@/features/invitations/components/invitations-card';
import { CreatePredictionDialog } from '@/features/predictions/components/create-prediction-dialog';
import { PlayerPredictions } from '@/features/predictions/components/player-predictions';
import { useMyProfile } from '@/features/users/api/use-profile';
import { ProfileLoadError, ProfileLoading } from '@/features/users/components/profile-load-error';
import { ProfileHeader } from '@/features/users/components/profile-header';
import { ProfileHistory } from '@/features/users/components/profile-history';
import { ProfileStats, ProfileStatsSkeleton } from '@/features/users/components/profile-stats';
import { TrackRecordCard } from '@/features/track-record/components/track-record-card';

function OwnProfile({ user }: { user: CurrentUser }) {
  const profile = useMyProfile(user.id);
  const authDialog = useAuthDialog();
  const [createOpen, setCreateOpen] = useState(false);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const makePrediction = (
    <Button onClick={() => setCreateOpen(true)}>
      <PenLine aria-hidden="true" className="size-4" />
      Make a prediction
    </Button>
  );

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <ProfileHeader
        eyebrow="Your profile"
        player={user}
        email={user.email}
        badges={profile.data?.badges}
        onAvatarClick={() => setAvatarOpen(true)}
        actions={
          <ButtonLink to={profilePath(user.username)} icon={ExternalLink} variant="glass" size="sm">
            View public profile
          </ButtonLink>
        }
      />
      {profile.isPending ? (
        <ProfileStatsSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          <ProfileStats profile={profile.data} heldBonus={user.heldBonus} />
          <PlayerPredictions
            userId={user.id}
            title="Your Predictions"
            action={<div className="max-sm:hidden">{makePrediction}</div>}
            empty={{
              title: 'No predictions yet',
              description: 'Start making predictions to see them here!',
              action: makePrediction,
            }}
            onRequireSignIn={() => authDialog.open('sign-in')}
          />
          <TrackRecordCard userId={user.id} whose="your" />
          <ProfileHistory />
        </>
      )}
      <InvitationsCard userId={user.id} />
      <Link
        to="/settings/notifications"
        className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong"
      >
        <Bell aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold">Notification settings</span>
          <span className="block text-sm text-ink-muted">
            What reaches you in the app, by e-mail and by push; digest and quiet hours.
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
      <SecuritySettings user={user} />
      <AccountSettings user={user} />
      <CreatePredictionDialog open={createOpen} onOpenChange={setCreateOpen} />
      <AvatarGeneratorDialog open={avatarOpen} onOpenChange={setAvatarOpen} />
    </div>
  );
}

export function ProfileRoute() {
  useDocumentTitle('Profile');
  const { user, isLoading, isError, retry, isRetrying } = useCurrentUser();

  if (isLoading) {
    return <ProfileLoading />;
  }
  if (!user && isError) {
    // We could not ask who is there: an error, not a sign-out.
    return <ProfileLoadError headingLevel="h1" onRetry={retry} retrying={isRetrying} />;
  }
  if (!user) {
    return (
      <EmptyState
        icon={LogIn}
        headingLevel="h1"
        title="Sign In Required"
        description="Sign in to see your points, your accuracy and the predictions you've made."
        action={<SignInButton />}
      />
    );
  }
  // A different player signing in gets a fresh page (no state carried over).
  return <OwnProfile key={user.id} user={user} />;
}
