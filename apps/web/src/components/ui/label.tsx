import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-semibold text-ink peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}

/** A field's hint or validation message, linked from the field with aria-describedby. */
export function FieldMessage({
  className,
  tone = 'hint',
  ...props
}: ComponentProps<'p'> & { tone?: 'hint' | 'error' }) {
  return (
    <p
      className={cn(
        'text-sm',
        tone === 'error' ? 'font-medium text-danger-ink' : 'text-ink-muted',
        className,
      )}
      {...props}
    />
  );
}
