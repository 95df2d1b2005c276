// Kept apart from select.tsx so pages that only need a native <select> do not download Radix
// Select and its positioning library.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from '@/components/ui/input';

/** A styled native <select> for simple forms and the smallest screens. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 cursor-pointer pr-8', className)} {...props} />;
}
