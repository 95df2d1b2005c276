import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';

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

/** A failed load inside a card or a menu: its sentence and a small Try Again. */
export function InlineRetry({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry(): void;
  /** Where it sits: spacing and alignment. */
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 text-sm', className)}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
