import { Coins } from 'lucide-react';
import { cn } from '@/lib/cn';

const formatter = new Intl.NumberFormat('en-US');

/** The points balance as a pill, e.g. in the top navigation. */
export function PointsPill({ points, className }: { points: number; className?: string }) {
  const label = `${formatter.format(points)} points`;
  return (
    <span
      title={label}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-accent pr-3.5 pl-2.5 text-sm font-extrabold text-on-accent tabular-nums shadow-sm shadow-volt-900/20',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4" strokeWidth={2.5} />
      {formatter.format(points)}
      <span aria-hidden="true" className="text-xs font-bold opacity-75">
        pts
      </span>
      <span className="sr-only"> points</span>
    </span>
  );
}
