import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconTile, TILE_TONES } from './icon-tile';

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
        <IconTile
          icon={Icon}
          size="lg"
          tone={tone === 'danger' ? TILE_TONES.red : TILE_TONES.brand}
          className="mb-5"
        />
      ) : null}
      <Heading className="text-xl font-extrabold tracking-tight">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
