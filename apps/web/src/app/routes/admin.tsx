import { ShieldCheck, ShieldX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';

/** The server enforces admin rights on every admin call; this only decides what to show. */
export function AdminRoute() {
  useDocumentTitle('Admin');
  const { isAdmin, isLoading } = useCurrentUser();

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
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
  return (
    <PageHeader
      title="Admin Panel"
      eyebrow="Admin"
      icon={ShieldCheck}
      description="Resolve, moderate and merge predictions, and manage users."
    />
  );
}
