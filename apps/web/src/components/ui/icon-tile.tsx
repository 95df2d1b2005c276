// An icon on a tinted square: the emblem of a section, a figure, an audit entry, an empty chart
// or an empty page.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The tiles' colours. */
export const TILE_TONES = {
  brand: 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
  volt: 'bg-volt-400 text-volt-950',
  sky: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-400/15 dark:text-slate-200',
} as const;

const SIZES = {
  /** Beside a line of text: a figure's label, an audit entry. */
  sm: { tile: 'size-9 rounded-xl', icon: 'size-4', stroke: 2.5 },
  /** Beside a heading, or above a short message. */
  md: { tile: 'size-11 rounded-xl', icon: 'size-5', stroke: undefined },
  /** Above an empty page's title. */
  lg: { tile: 'size-14 rounded-2xl', icon: 'size-7', stroke: undefined },
} as const;

export function IconTile({
  icon: Icon,
  size = 'md',
  tone = TILE_TONES.brand,
  strokeWidth,
  className,
}: {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  /** Classes of the tile's colours: one of TILE_TONES. */
  tone?: string;
  /** A bolder icon than the size's own (on a dark hero, say). */
  strokeWidth?: number;
  className?: string;
}) {
  const { tile, icon, stroke } = SIZES[size];
  return (
    <span className={cn('grid shrink-0 place-items-center', tile, tone, className)}>
      <Icon aria-hidden="true" className={icon} strokeWidth={strokeWidth ?? stroke} />
    </span>
  );
}
