// /u/:username/vs/:other — two players' head-to-head record and every meeting
// (docs/rules/rivals.md). The names are looked up as profiles, then the record by their ids.
import { UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHeadToHead } from '@/features/rivals/api/rivals-api';
import { HeadToHeadRecord } from '@/features/rivals/components/head-to-head-record';
import { usePlayerProfile } from '@/features/users/api/use-profile';

export function HeadToHeadRoute() {
  const { username = '', other = '' } = useParams();
  const a = usePlayerProfile(username);
  const b = usePlayerProfile(other);
  const h2h = useHeadToHead(a.data?.id, b.data?.id);
  useDocumentTitle(`${username} vs ${other}`);

  if (a.isNotFound || b.isNotFound) {
    return (
      <EmptyState
        icon={UserX}
        headingLevel="h1"
        title="Player not found"
        description={`There is no player called “${a.isNotFound ? username : other}”.`}
        action={
          <Button asChild variant="outline">
            <Link to="/leaderboard">Leaderboard</Link>
          </Button>
        }
      />
    );
  }
  const failed = a.error ?? b.error ?? h2h.error;
  if (failed) {
    return (
      <EmptyState
        icon={UserX}
        tone="danger"
        headingLevel="h1"
        title="Could not load the head-to-head"
        description={errorMessage(failed, 'Failed to load the head-to-head record')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow="Head to head"
        title={`${a.data?.username ?? username} vs ${b.data?.username ?? other}`}
      />
      {h2h.data ? (
        <HeadToHeadRecord h2h={h2h.data} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      )}
    </div>
  );
}
