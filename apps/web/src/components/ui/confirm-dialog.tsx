import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { overlayClasses, useReturnFocus } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  /** The element that opens the dialog (rendered as the trigger via asChild). */
  trigger?: ReactNode;
  /** Controlled instead (e.g. opened from a menu item): both or neither. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close when the opener is gone (e.g. the button of a closed menu). */
  returnFocusTo?: () => HTMLElement | null;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
};

/** Asks before a consequential action; it cannot be dismissed by clicking outside. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  open,
  onOpenChange,
  returnFocusTo,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          className={cn(overlayClasses, 'grid place-items-center overflow-y-auto p-4')}
        >
          <AlertDialog.Content
            onOpenAutoFocus={returnFocus.onOpenAutoFocus}
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
            className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out focus-visible:outline-none sm:p-7"
          >
            <AlertDialog.Title className="text-xl font-extrabold tracking-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
              {description}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
                {cancelLabel}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses({ variant: tone === 'danger' ? 'danger' : 'primary' })}
                onClick={onConfirm}
              >
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
