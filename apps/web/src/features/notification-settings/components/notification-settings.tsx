// The settings form once the saved settings are in, with its loading and error states.
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotificationSettings } from '../api/notification-settings-api';
import { NotificationSettingsForm } from './notification-settings-form';
import { browserTimeZone } from './settings-draft';

export function NotificationSettings({
  browserZone = browserTimeZone(),
}: {
  browserZone?: string | null;
}) {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return <Skeleton className="h-96 w-full rounded-2xl" />;
  }
  if (settings.isError) {
    return (
      <ErrorState
        title="Could not load your settings"
        description="Your settings are safe; the page could not fetch them."
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }
  return <NotificationSettingsForm settings={settings.data} browserZone={browserZone} />;
}
