import { ErrorState } from '@/components/ui/error-state';

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
