// Profile (product-spec §2 "Profile"): header, stat cards, Your Predictions, points and accuracy
// history, then Security. Also exports the predictions list the public profile (/u/:username)
// shares: it composes the users feature (data) with the predictions feature (cards, dialogs).
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { ChevronDown, ExternalLink, LogIn, PenLine, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SecuritySettings } from '@/features/auth/components/security-settings';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { CreatePredictionDialog } from '@/features/predictions/components/create-prediction-dialog';
import { EditPredictionDialog } from '@/features/predictions/components/edit-prediction-dialog';
import { InteractDialog } from '@/features/predictions/components/interact-dialog';
import { JoinPredictionDialog } from '@/features/predictions/components/join-prediction-dialog';
import { ModeratePredictionDialog } from '@/features/predictions/components/moderate-prediction-dialog';
import {
  PredictionCard,
  PredictionCardSkeleton,
} from '@/features/predictions/components/prediction-card';
import { RespondPredictionDialog } from '@/features/predictions/components/respond-prediction-dialog';
import { usePredictionsBy, useMyProfile } from '@/features/users/api/use-profile';
import { ProfileHeader, ProfileHeaderSkeleton } from '@/features/users/components/profile-header';
import { ProfileHistory } from '@/features/users/components/profile-history';
import { ProfileStats, ProfileStatsSkeleton } from '@/features/users/components/profile-stats';

// ---------------------------------------------------------------------------------------------
// A player's predictions (shared with /u/:username)

type DialogKind = 'join' | 'interact' | 'edit' | 'respond' | 'moderate';
type OpenDialog = { kind: DialogKind; prediction: Prediction; open: boolean } | null;

type PlayerPredictionsProps = {
  userId: string;
  title: string;
  /** Beside the title (e.g. Make a prediction). */
  action?: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
};

const gridClasses = 'grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

export function PlayerPredictions({
  userId,
  title,
  action,
  emptyTitle,
  emptyDescription,
  emptyAction,
}: PlayerPredictionsProps) {
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const list = usePredictionsBy(userId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const predictions = list.data?.pages.flatMap((page) => page.data) ?? [];
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  // Dialogs follow the live copy, so counts update in place after an action.
  const live = (p: Prediction) => predictions.find((item) => item.id === p.id) ?? p;
  const show = (kind: DialogKind) => (prediction: Prediction) => {
    if (!user && (kind === 'join' || kind === 'interact')) authDialog.open('sign-in');
    else setDialog({ kind, prediction, open: true });
  };
  const close = (open: boolean) => {
    if (!open) setDialog((current) => (current ? { ...current, open: false } : current));
  };
  const dialogFor = (kind: DialogKind) =>
    dialog?.kind === kind && dialog.open ? live(dialog.prediction) : null;
  const headingId = `player-predictions-${userId}`;

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label="Loading predictions" className={gridClasses}>
        {Array.from({ length: 3 }, (_, i) => (
          <PredictionCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.isError && predictions.length === 0) {
    body = (
      <EmptyState
        icon={TriangleAlert}
        tone="danger"
        headingLevel="h3"
        title="Failed to load predictions"
        description="Something went wrong while loading these predictions."
        action={
          <Button onClick={() => list.refetch()} loading={list.isRefetching}>
            Try Again
          </Button>
        }
      />
    );
  } else if (predictions.length === 0) {
    body = (
      <EmptyState
        icon={Sparkles}
        headingLevel="h3"
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} className={gridClasses}>
          {predictions.map((prediction) => (
            <li key={prediction.id}>
              <PredictionCard
                prediction={prediction}
                viewer={viewer}
                onJoin={show('join')}
                onInteract={show('interact')}
                onEdit={show('edit')}
                onRespond={show('respond')}
                onModerate={show('moderate')}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="lg"
              onClick={() => list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? null : (
                <ChevronDown aria-hidden="true" className="size-5" />
              )}
              Load more predictions
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-black tracking-tight sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {body}
      <JoinPredictionDialog prediction={dialogFor('join')} onOpenChange={close} />
      <InteractDialog prediction={dialogFor('interact')} onOpenChange={close} />
      <EditPredictionDialog prediction={dialogFor('edit')} onOpenChange={close} />
      {/* These two keep their prediction while they animate closed. */}
      <RespondPredictionDialog
        prediction={dialog?.kind === 'respond' ? live(dialog.prediction) : null}
        open={dialog?.kind === 'respond' && dialog.open}
        onOpenChange={close}
      />
      <ModeratePredictionDialog
        prediction={dialog?.kind === 'moderate' ? live(dialog.prediction) : null}
        open={dialog?.kind === 'moderate' && dialog.open}
        onOpenChange={close}
      />
    </section>
  );
}

/** 'Error' with Try Again (spec §2, §8 "Failed to load profile"). */
export function ProfileLoadError({
  onRetry,
  retrying,
  headingLevel = 'h2',
}: {
  onRetry(): void;
  retrying: boolean;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <EmptyState
      icon={TriangleAlert}
      tone="danger"
      headingLevel={headingLevel}
      title="Error"
      description="Failed to load profile"
      action={
        <Button onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The signed-in player's own profile

function OwnProfile({ user }: { user: CurrentUser }) {
  const profile = useMyProfile(user.id);
  const [createOpen, setCreateOpen] = useState(false);
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
        username={user.username}
        avatar={user.avatar}
        isPro={user.isPro}
        proUpgradedAt={user.proUpgradedAt}
        createdAt={user.createdAt}
        email={user.email}
        badges={profile.data?.badges}
        actions={
          <Button asChild variant="glass" size="sm">
            <Link to={`/u/${encodeURIComponent(user.username)}`}>
              <ExternalLink aria-hidden="true" className="size-4" />
              View public profile
            </Link>
          </Button>
        }
      />
      {profile.isPending ? (
        <ProfileStatsSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          <ProfileStats profile={profile.data} />
          <PlayerPredictions
            userId={user.id}
            title="Your Predictions"
            action={<div className="max-sm:hidden">{makePrediction}</div>}
            emptyTitle="No predictions yet"
            emptyDescription="Start making predictions to see them here!"
            emptyAction={makePrediction}
          />
          <ProfileHistory />
        </>
      )}
      <SecuritySettings user={user} />
      <CreatePredictionDialog open={createOpen} onOpenChange={setCreateOpen} />
    </div>
  );
}

export function ProfileRoute() {
  useDocumentTitle('Profile');
  const { user, isLoading } = useCurrentUser();

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading profile" className="flex flex-col gap-8 sm:gap-10">
        <ProfileHeaderSkeleton />
        <ProfileStatsSkeleton />
      </div>
    );
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
