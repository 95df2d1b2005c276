import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared look of text fields (Input, Textarea, native Select). */
export const fieldClasses = cn(
  'w-full rounded-xl border border-line-strong bg-surface px-3.5 text-base text-ink sm:text-sm',
  'placeholder:text-ink-muted/80 transition-[border-color,box-shadow] duration-150',
  'hover:border-brand-400 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/15',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
