import { Crown, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  neutral: 'border border-line bg-subtle text-ink',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-200',
  accent: 'bg-accent text-on-accent',
  success: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  pro: 'bg-linear-to-r from-amber-300 to-yellow-400 text-amber-950 shadow-sm shadow-amber-900/20',
} as const;

export type BadgeVariant = keyof typeof variants;

/** What a labelled badge of a kind shows: its words, its icon and its colour. */
export type BadgeLook = { label: string; icon: LucideIcon; variant: BadgeVariant };

export type BadgeProps = ComponentProps<'span'> & {
  variant?: BadgeVariant;
  /** A small icon before the text. */
  icon?: LucideIcon | undefined;
};

export function Badge({
  variant = 'neutral',
  icon: Icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} /> : null}
      {children}
    </span>
  );
}

/** The PRO mark shown next to Pro members everywhere. */
export function ProBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="pro"
      icon={Crown}
      className={cn('gap-0.5 px-2 text-xs font-extrabold tracking-wider', className)}
    >
      PRO
    </Badge>
  );
}
