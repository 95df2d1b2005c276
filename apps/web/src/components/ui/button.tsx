import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { slot } from '@/components/ui/slot';
import { Spinner } from '@/components/ui/spinner';

const variants = {
  primary: 'bg-primary text-on-primary shadow-sm shadow-brand-900/20 hover:bg-primary-hover',
  accent: 'bg-accent text-on-accent shadow-sm shadow-volt-900/20 hover:bg-accent-hover',
  secondary: 'bg-subtle text-ink hover:bg-line',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-subtle',
  ghost: 'text-ink hover:bg-subtle',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
  /** For dark, image or gradient backgrounds such as the hero. */
  glass: 'border border-white/20 bg-white/10 text-white backdrop-blur hover:bg-white/20',
  'danger-outline':
    'border border-danger/50 text-danger-ink hover:border-danger hover:bg-danger/10',
} as const;

// Touch screens get 44 px targets for the small size too (cards' Join, Jump On, Bet Against, Edit).
const sizes = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm pointer-coarse:h-11',
  md: 'h-11 gap-2 rounded-xl px-5 text-sm',
  lg: 'h-13 gap-2.5 rounded-2xl px-7 text-base',
  icon: 'size-10 rounded-xl',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router <Link>) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button. Ignored with `asChild`. */
  loading?: boolean;
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap select-none',
    'transition-[background-color,border-color,color,box-shadow,transform] duration-150 active:translate-y-px',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return slot(children, { className: classes, ...props });
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner label={null} /> : null}
      {children}
    </button>
  );
}
