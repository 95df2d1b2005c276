import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block; hidden from assistive technology (pair it with a status text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-xl bg-subtle', className)}
      {...props}
    />
  );
}

/**
 * A list row's placeholder: its mark (an avatar or an icon), a name over a detail line, and what
 * stands at its end (a badge, an amount). `lines` are the two lines' widths; the rest by class.
 */
export function SkeletonRow({
  mark,
  lines,
  end,
  className,
}: {
  mark: string;
  lines: [string, string];
  end: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Skeleton className={mark} />
      <div className="flex flex-1 flex-col gap-1.5">
        <Skeleton className={cn('h-4', lines[0])} />
        <Skeleton className={cn('h-3', lines[1])} />
      </div>
      <Skeleton className={end} />
    </div>
  );
}
