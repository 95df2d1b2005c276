import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CloseButton, overlayClasses } from '@/components/ui/dialog';

/** A panel that slides in from the right edge (the mobile menu). Built on Radix Dialog. */
export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-l border-line bg-surface text-ink shadow-2xl',
          'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]',
          'data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton
          className="top-[calc(env(safe-area-inset-top)+0.75rem)] right-3 size-10 rounded-xl"
          label="Close menu"
        />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
