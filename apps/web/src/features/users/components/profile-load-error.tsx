import { ErrorState } from '@/components/ui/error-state';
import { ProfileHeaderSkeleton } from './profile-header';
import { ProfileStatsSkeleton } from './profile-stats';

/** 'Error' with Try Again ("Failed to load profile"). */
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
    <ErrorState
      headingLevel={headingLevel}
      title="Error"
      description="Failed to load profile"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** A profile page still loading: the header and the stat cards' shapes. */
export function ProfileLoading() {
  return (
    <div role="status" aria-label="Loading profile" className="flex flex-col gap-8 sm:gap-10">
      <ProfileHeaderSkeleton />
      <ProfileStatsSkeleton />
    </div>
  );
}
