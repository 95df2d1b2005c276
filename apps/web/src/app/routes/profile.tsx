import { LogIn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SecuritySettings } from '@/features/auth/components/security-settings';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useCurrentUser } from '@/lib/current-user';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  const { user, isLoading } = useCurrentUser();

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading profile" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-40" />
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
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow="Profile" title={user.username} description={user.email} />
      <SecuritySettings user={user} />
    </div>
  );
}
