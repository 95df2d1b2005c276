// Settings › Notifications (/settings/notifications): push on this device, then what reaches the
// player for each reason, the digest and quiet hours (docs/rules/notification-settings.md).
import { Bell, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { NotificationSettings } from '@/features/notification-settings/components/notification-settings';
import { PushDeviceCard } from '@/features/notification-settings/components/push-device-card';

export function NotificationSettingsRoute() {
  useDocumentTitle('Notification settings');
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        icon={Bell}
        eyebrow="Settings"
        title="Notifications"
        description={
          <>
            Choose what reaches you and where. Other account settings are on your{' '}
            <Link to="/profile" className="font-semibold text-brand-ink underline">
              profile
            </Link>
            .
          </>
        }
      />
      {isLoading ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : !user ? (
        <EmptyState
          icon={LogIn}
          title="Sign In Required"
          description="Sign in to choose which notifications reach you."
          action={<SignInButton />}
        />
      ) : (
        <>
          <PushDeviceCard />
          <NotificationSettings key={user.id} />
        </>
      )}
    </div>
  );
}
