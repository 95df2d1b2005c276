import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type ErrorStateProps = {
  title: string;
  description: ReactNode;
  onRetry(): void;
  /** The retry is under way (spins the button). */
  retrying: boolean;
  icon?: LucideIcon;
  headingLevel?: 'h1' | 'h2' | 'h3';
};

/** A load that failed, in place of what it should have shown, with Try Again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying,
  icon = TriangleAlert,
  headingLevel,
}: ErrorStateProps) {
  return (
    <EmptyState
      icon={icon}
      tone="danger"
      headingLevel={headingLevel}
      title={title}
      description={description}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      }
    />
  );
}
