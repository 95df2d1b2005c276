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

/**
 * Jump-on bonuses held for the player's open predictions, shown beside the balance: not part
 * of it and not spendable until each call resolves (docs/rules/game.md "Wagers").
 */
export function PendingBonus({ held, className }: { held: number; className?: string }) {
  if (held <= 0) return null;
  return (
    <p
      title="Jump-on bonuses held until your calls resolve"
      className={cn('text-xs font-semibold text-ink-muted tabular-nums', className)}
    >
      +{formatter.format(held)} pending bonus
    </p>
  );
}
