// Labelled figures in tiles: the profile's stat cards, the admin dashboard and the merge tab's
// quick stats. A figure still loading shows a placeholder.
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type Figure = {
  label: string;
  icon: LucideIcon;
  /** Classes of the icon's tile. */
  tone: string;
  value: string | undefined;
  hint?: string | undefined;
  /** A second, smaller line under the hint (e.g. a pending bonus). */
  note?: string | undefined;
};

/** The icon tiles' colours. */
export const FIGURE_TONES = {
  brand: 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
  volt: 'bg-volt-400 text-volt-950',
  sky: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-400/15 dark:text-slate-200',
} as const;

/** A figure from its label, icon, tone name, value and optional hint. */
export function figure(
  label: string,
  icon: LucideIcon,
  tone: keyof typeof FIGURE_TONES,
  value: string | undefined,
  hint?: string,
): Figure {
  return { label, icon, tone: FIGURE_TONES[tone], value, hint };
}

/** A grid of labelled figures. */
export function FigureGrid({
  label,
  figures,
  wide = false,
}: {
  label: string;
  figures: Figure[];
  /** Four columns on wide screens instead of three. */
  wide?: boolean;
}) {
  return (
    <dl
      aria-label={label}
      className={cn(
        'grid grid-cols-2 gap-3 wrap-break-word sm:gap-4',
        wide ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {figures.map(({ label: name, icon: Icon, tone, value, hint, note }) => (
        <div
          key={name}
          className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
        >
          <dt className="flex items-center gap-2.5 text-sm leading-snug font-semibold text-ink-muted">
            <span className={cn('grid size-8 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-4" strokeWidth={2.5} />
            </span>
            {name}
          </dt>
          <dd className="mt-3 text-3xl font-black tracking-tight tabular-nums sm:text-4xl">
            {value ?? (
              <>
                <Skeleton className="h-9 w-20 sm:h-10" />
                <span className="sr-only">Loading</span>
              </>
            )}
          </dd>
          {hint ? (
            <dd className="mt-1 text-xs font-medium text-ink-muted sm:text-sm">{hint}</dd>
          ) : null}
          {note ? (
            <dd className="mt-1 text-xs font-semibold text-ink-muted tabular-nums sm:text-sm">
              {note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
