import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

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
