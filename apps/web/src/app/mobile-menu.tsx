import { Menu } from 'lucide-react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { useDialogTrigger } from '@/lib/use-dialog-trigger';
import type { MobileMenuSheetProps } from '@/app/mobile-menu-sheet';

type MobileMenuProps = Omit<MobileMenuSheetProps, 'open' | 'onOpenChange' | 'returnFocusTo'>;

// The sheet (Radix Dialog, scroll lock, focus trap) is downloaded on first open, not with Home.
const MobileMenuSheet = lazyDialog(
  () => import('@/app/mobile-menu-sheet').then((m) => m.MobileMenuSheet),
  (props) => props.open,
);

/** Below the md breakpoint the navigation collapses into a slide-in sheet behind this button. */
export function MobileMenu(props: MobileMenuProps) {
  const menu = useDialogTrigger();

  return (
    <>
      <Button
        {...menu.trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        className="md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MobileMenuSheet {...props} {...menu.dialog} />
    </>
  );
}
