// Labelled figures in tiles: the profile's stat cards, the admin dashboard and the merge tab's
// quick stats. A figure still loading shows a placeholder.
import type { LucideIcon } from 'lucide-react';
import { IconTile, TILE_TONES } from '@/components/ui/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type Figure = {
  label: string;
  icon: LucideIcon;
  /** Classes of the icon's tile: one of TILE_TONES. */
  tone: string;
  value: string | undefined;
  hint?: string | undefined;
  /** A second, smaller line under the hint (e.g. a pending bonus). */
  note?: string | undefined;
};

/** A figure from its label, icon, tone name, value and optional hint. */
export function figure(
  label: string,
  icon: LucideIcon,
  tone: keyof typeof TILE_TONES,
  value: string | undefined,
  hint?: string,
): Figure {
  return { label, icon, tone: TILE_TONES[tone], value, hint };
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
      {figures.map(({ label: name, icon, tone, value, hint, note }) => (
        <div
          key={name}
          className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
        >
          <dt className="flex items-center gap-2.5 text-sm leading-snug font-semibold text-ink-muted">
            <IconTile icon={icon} size="sm" tone={tone} />
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
