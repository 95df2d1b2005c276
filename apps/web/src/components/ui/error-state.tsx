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

type RetryProps = {
  onRetry(): void;
  /** Where it sits: its box, spacing and alignment. */
  className?: string;
};

/** A failure's sentence above a small Try Again, in a column. */
function RetryColumn({ onRetry, className, children }: RetryProps & { children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {children}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** A failed load inside a card or a menu: its sentence and a small Try Again. */
export function InlineRetry({ message, ...place }: RetryProps & { message: string }) {
  return (
    <RetryColumn {...place} className={cn('text-sm', place.className)}>
      <p>{message}</p>
    </RetryColumn>
  );
}

/** A chart or panel that failed to load: "Failed to load {what}" in red, and a small Try Again. */
export function LoadFailed({ what, ...place }: RetryProps & { what: string }) {
  return (
    <RetryColumn {...place} className={cn('items-center text-center', place.className)}>
      <p className="flex items-center gap-2 text-sm font-semibold text-danger-ink">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Failed to load {what}
      </p>
    </RetryColumn>
  );
}
