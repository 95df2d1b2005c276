import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Buttons or links offering the next step. */
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** Heading level of the title within the page outline. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
};

/** A centred panel for empty lists, errors and gated pages ('Sign In Required', 'Access Denied'). */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'neutral',
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface/60 px-6 py-12 text-center sm:py-16',
        className,
      )}
    >
      {Icon ? (
        <div
          className={cn(
            'mb-5 grid size-14 place-items-center rounded-2xl',
            tone === 'danger'
              ? 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300'
              : 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </div>
      ) : null}
      <Heading className="text-xl font-extrabold tracking-tight">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
