// One call's own page at /p/:id (docs/rules/sharing.md): the full card with every action the
// feed's card has (the same PredictionCard and dialogs, so changes to them show here too), the
// outcome once resolved, a Share action, and below the card the place of its discussion.
// The server answers this address with the call's link preview, and an unknown id with a 404.
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { predictionPath } from '@boldcall/shared/routes';
import { ArrowLeft, ArrowRight, GitMerge, SearchX, Trash2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ShareButton } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { isNotFound, usePrediction } from '@/features/predictions/api/prediction-pages-api';
import {
  PredictionCard,
  PredictionCardSkeleton,
} from '@/features/predictions/components/prediction-card';
import { usePredictionDialogs } from '@/features/predictions/hooks/use-prediction-dialogs';
import { CommentThread } from '@/features/comments/components/comment-thread';
import { WatchToggle } from '@/features/follows/components/watch-toggle';

const TITLE_LENGTH = 60;
const short = (text: string) =>
  text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : text;

/** What to say when the call is shared: its outcome once there is one. */
function shareText(p: Prediction): string {
  if (p.status === 'CORRECT') return `Called it! “${short(p.text)}”`;
  if (p.status === 'INCORRECT') return `This one missed: “${short(p.text)}”`;
  return `“${short(p.text)}” — back it or fade it on BoldCall`;
}

function BackHome() {
  return (
    <ButtonLink to="/" icon={ArrowLeft} variant="ghost" size="sm" className="self-start">
      All calls
    </ButtonLink>
  );
}

function CallMissing({ deleted }: { deleted: boolean }) {
  useDocumentTitle(deleted ? 'Call removed' : 'Call not found');
  return (
    <EmptyState
      icon={deleted ? Trash2 : SearchX}
      headingLevel="h1"
      title={deleted ? 'This call was removed' : 'Call not found'}
      description={
        deleted
          ? `${PREDICTION_MSG.deleted}. Its wagers were settled as the rules say.`
          : 'There is no call at this address. The link may be wrong, or the call never existed.'
      }
      action={
        <ButtonLink to="/" icon={ArrowLeft}>
          Back to home
        </ButtonLink>
      }
    />
  );
}

function CallPage({ id }: { id: string }) {
  const query = usePrediction(id);
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const predictions = query.data ? [query.data] : [];
  const { actions, dialogs } = usePredictionDialogs(predictions, () => authDialog.open('sign-in'));
  useDocumentTitle(query.data ? short(query.data.text) : undefined);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the call" className="mx-auto w-full max-w-2xl">
        <PredictionCardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      const deleted = query.error instanceof ApiError && query.error.code === 'PREDICTION_DELETED';
      return <CallMissing deleted={deleted} />;
    }
    return (
      <ErrorState
        headingLevel="h1"
        title="Failed to load this call"
        description="Check your connection and try again."
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const p = query.data;
  const viewer = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  const shareTarget = { path: predictionPath(p.id), title: short(p.text), text: shareText(p) };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <BackHome />
      <h1 className="sr-only">Call by {p.username}</h1>
      {p.status === 'MERGED' && p.mergedIntoId ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-subtle px-4 py-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <GitMerge aria-hidden="true" className="size-4 text-brand-ink" />
            This call was merged into another one; its stakes moved there.
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to={predictionPath(p.mergedIntoId)}>
              Open that call
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </div>
      ) : null}
      <PredictionCard prediction={p} viewer={viewer} standalone {...actions} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {p.status === 'PENDING'
            ? 'Know someone who would take the other side? Send them this call.'
            : 'Show everyone how this one ended.'}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* Watching: its comments and result reach the player (docs/rules/follows.md). */}
          {user ? <WatchToggle predictionId={p.id} /> : null}
          <ShareButton target={shareTarget} label="Share this call" variant="primary" size="md" />
        </div>
      </div>
      {/* The call's discussion, below the card. */}
      <div id="discussion" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <CommentThread prediction={p} />
      </div>
      {dialogs}
    </div>
  );
}

export function PredictionRoute() {
  const { id = '' } = useParams();
  // Another call's page starts fresh (no dialog carried over).
  return <CallPage key={id} id={id} />;
}
