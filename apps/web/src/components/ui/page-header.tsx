import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  icon?: LucideIcon;
  /** Buttons aligned to the right on wide screens. */
  actions?: ReactNode;
  className?: string;
};

/** The title block at the top of every inner page (one <h1> per page). */
export function PageHeader({
  title,
  description,
  eyebrow,
  icon: Icon,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        {Icon ? (
          <div className="grid size-12 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-brand-600 to-brand-900 text-volt-400 shadow-glow sm:size-14">
            <Icon aria-hidden="true" className="size-6 sm:size-7" strokeWidth={2.25} />
          </div>
        ) : null}
        <div className="min-w-0">
          {eyebrow ? (
            <p className="mb-1 text-xs font-bold tracking-[0.14em] text-brand-ink uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{title}</h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-base text-ink-muted sm:text-lg">{description}</p>
          ) : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
