import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Fragment, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes back when a dialog closes. Radix returns focus to its Dialog.Trigger; most of
 * our dialogs are opened from code (a card's button, the auth dialog from anywhere), so there is
 * no trigger and focus would drop to the page body. We remember the element that had focus when
 * the dialog opened and give focus back to it. When it is gone (Join succeeded, so the card has
 * no Join button any more; Sign In became the account controls), the nearest part of the page
 * that is still there gets focus on its first control, so keyboard users stay where they were.
 */
/** Focuses the first visible control of the nearest ancestor still on the page, and answers it. */
function focusFirstControl(ancestors: readonly HTMLElement[]): HTMLElement | null {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const first = [...ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (el) => el.getClientRects().length > 0,
    );
    if (first) {
      first.focus({ preventScroll: true });
      return first;
    }
  }
  return null;
}

/** How long after a dialog closes the page may still be redrawing what it changed. */
const REDRAW_WINDOW_MS = 3000;

/**
 * The page may still be redrawing what the dialog changed (signed in: the feed reloads for the
 * player, its cards replaced by a skeleton, then by new cards). If the control that took focus
 * is removed meanwhile and focus has fallen to the body, the first control of what replaced it
 * takes focus, so it never stays lost. Focus the player moved themselves is left alone.
 */
function keepFocusOnThePage(ancestors: readonly HTMLElement[], focused: HTMLElement) {
  let current = focused;
  const observer = new MutationObserver(() => {
    if (current.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      observer.disconnect();
      return;
    }
    const next = focusFirstControl(ancestors);
    if (next) current = next;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), REDRAW_WINDOW_MS);
}

export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const ancestors = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return;
      opener.current = active;
      const chain: HTMLElement[] = [];
      for (let el = active.parentElement; el && el !== document.body; el = el.parentElement) {
        chain.push(el);
      }
      ancestors.current = chain;
    },
    onCloseAutoFocus(event: Event) {
      const target = opener.current;
      if (target?.isConnected && target.getClientRects().length > 0) {
        event.preventDefault();
        target.focus({ preventScroll: true });
        return;
      }
      const focused = focusFirstControl(ancestors.current);
      if (focused) {
        event.preventDefault();
        keepFocusOnThePage(ancestors.current, focused);
        return;
      }
      // Nothing of the page around the opener is left (a menu item of a closed menu): the
      // caller's fallback, e.g. the menu's button, else Radix's own behaviour (its trigger).
      const other = fallback?.();
      if (other?.isConnected) {
        event.preventDefault();
        other.focus({ preventScroll: true });
      }
    },
  };
}

export const overlayClasses =
  'fixed inset-0 z-50 bg-brand-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

// The width is a prop, not a class: cn() does not resolve conflicting classes, so a caller's
// max-w-* next to the base one would be decided by stylesheet order.
const SIZES = {
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (keep another way to close, e.g. a Cancel button). */
  hideCloseButton?: boolean;
  /** The widest it gets (phones use the full width less the margin). */
  size?: keyof typeof SIZES;
  /**
   * `top`: pinned near the top instead of centred, so a dialog whose body changes height (tabs)
   * grows downwards and its controls stay where they were (under the finger on a phone).
   * `sheet`: a bottom sheet on phones (full width, at most the screen's height, its body scrolls
   * between a fixed header and footer); from sm up pinned near the top like `top`, so switching
   * what the body shows never moves the controls above it.
   */
  placement?: 'center' | 'top' | 'sheet';
};

/**
 * Centred modal panel. Always give it a <DialogTitle> and a <DialogDescription> (Radix warns in
 * the console otherwise; pass aria-describedby={undefined} when there is truly no description).
 */
export function DialogContent({
  className,
  children,
  hideCloseButton = false,
  size = 'md',
  placement = 'center',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      {/* The overlay is also the scroll container, so tall dialogs scroll on small screens. */}
      <DialogPrimitive.Overlay
        className={cn(
          overlayClasses,
          'grid overflow-y-auto p-4',
          placement === 'top'
            ? 'items-start justify-items-center sm:pt-[8vh]'
            : placement === 'sheet'
              ? 'items-end justify-items-center max-sm:overflow-hidden max-sm:p-0 sm:items-start sm:pt-[8vh]'
              : 'place-items-center',
        )}
      >
        <DialogPrimitive.Content
          className={cn(
            'relative w-full min-w-0 rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl sm:p-7',
            SIZES[size],
            placement === 'sheet' &&
              'flex max-h-[calc(100dvh-1rem)] flex-col p-0! max-sm:max-w-none max-sm:rounded-b-none max-sm:border-x-0 max-sm:border-b-0 max-sm:pb-[env(safe-area-inset-bottom)] sm:max-h-[calc(92dvh-1rem)]',
            'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out focus-visible:outline-none',
            className,
          )}
          {...props}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
          }}
        >
          {children}
          {hideCloseButton ? null : <CloseButton className="top-4 right-4 size-9 rounded-lg" />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The X that closes a dialog or a sheet; where it sits, its size and its corners are the caller's. */
export function CloseButton({ className, label = 'Close' }: { className: string; label?: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute inline-flex cursor-pointer items-center justify-center text-ink-muted transition-colors hover:bg-subtle hover:text-ink',
        className,
      )}
      aria-label={label}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-xl font-extrabold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />
  );
}

/**
 * The usual header: what leads it (step dots, an icon), if anything, then the title and one line
 * of description.
 */
export function DialogHeading({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DialogHeader className={className}>
      {children}
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * The usual modal: a title, one line of description and a body (usually a form), in a panel of
 * the given width.
 */
export function FormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  size?: DialogContentProps['size'];
  placement?: DialogContentProps['placement'];
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size={props.size ?? 'md'} placement={props.placement ?? 'center'}>
        <DialogHeading title={props.title} description={props.description} />
        {props.children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A FormDialog about one item (a prediction, a resolve target): open while there is one, its
 * body mounted per item (`itemKey`), so every opening starts from a clean form. `open` false
 * with the item kept lets the dialog animate closed with its content.
 */
export function ItemDialog<T>({
  item,
  open = true,
  itemKey,
  onOpenChange,
  children,
  ...props
}: Omit<ComponentProps<typeof FormDialog>, 'open' | 'children'> & {
  item: T | null;
  open?: boolean;
  itemKey?: (item: T) => string;
  children(item: T, close: () => void): ReactNode;
}) {
  return (
    <FormDialog open={open && item !== null} onOpenChange={onOpenChange} {...props}>
      {item !== null ? (
        <Fragment key={itemKey?.(item)}>{children(item, () => onOpenChange(false))}</Fragment>
      ) : null}
    </FormDialog>
  );
}
