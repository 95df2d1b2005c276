import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { CommentReportsQueue } from '@/features/comments/components/comment-reports-queue';
import { ModeratePredictionDialog } from '@/features/predictions/components/moderate-prediction-dialog';

/** The server enforces admin rights on every admin call; this only decides what to show. */
export function AdminRoute() {
  useDocumentTitle('Admin');
  const { isAdmin, isLoading, isError, retry, isRetrying } = useCurrentUser();

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
    );
  }
  if (!isAdmin && isError) {
    return (
      <ErrorState
        headingLevel="h1"
        title="Error"
        description="We could not check your account. Please try again."
        onRetry={retry}
        retrying={isRetrying}
      />
    );
  }
  if (!isAdmin) {
    return (
      <EmptyState
        icon={ShieldX}
        tone="danger"
        headingLevel="h1"
        title="Access Denied"
        description="This area is for admins only."
        action={
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        }
      />
    );
  }
  return <AdminPage />;
}

type ModerateState = { prediction: Prediction; open: boolean };

function AdminPage() {
  // The Moderate dialog of the predictions feature; the prediction stays while it animates closed.
  const [moderate, setModerate] = useState<ModerateState | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Admin Panel"
        eyebrow="Admin"
        icon={ShieldCheck}
        description="Resolve, moderate and merge predictions, and manage users."
      />
      <AdminPanel onModerate={(prediction) => setModerate({ prediction, open: true })} />
      <CommentReportsQueue />
      <ModeratePredictionDialog
        prediction={moderate?.prediction ?? null}
        open={moderate?.open ?? false}
        onOpenChange={(open) =>
          setModerate((current) => (current && !open ? { ...current, open } : current))
        }
      />
    </div>
  );
}
