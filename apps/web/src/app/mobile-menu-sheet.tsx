import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/features/auth/api/sign-out';
import { ForceLogoutButton } from '@/features/auth/components/force-logout-button';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import type { NavItem } from '@/app/nav-items';
import { AccountSummary } from '@/app/account-summary';

export type MobileMenuSheetProps = {
  items: readonly NavItem[];
  user: CurrentUser | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Focus goes back here when the sheet closes (the menu button). */
  returnFocusTo: () => HTMLElement | null;
};

/** The slide-in sheet of the phone navigation (loaded when the menu is first opened). */
export function MobileMenuSheet({
  items,
  user,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  const signOut = useSignOut();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
        onOpenAutoFocus={(event) => {
          // Start on the navigation (the current page's link), never on Sign Out next to the
          // destructive Force Logout.
          const sheet = event.currentTarget as HTMLElement;
          const link =
            sheet.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
            sheet.querySelector<HTMLElement>('nav a');
          if (link) {
            event.preventDefault();
            link.focus();
          }
        }}
      >
        <div className="flex h-16 items-center border-b border-line px-5">
          <BrandLogo />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and account</SheetDescription>

        {user ? (
          <AccountSummary
            user={user}
            size="lg"
            className="mx-4 mt-5 rounded-2xl border border-line bg-subtle p-3.5"
          />
        ) : null}

        <nav aria-label="Main" className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center gap-3.5 rounded-xl px-3.5 text-base font-semibold transition-colors',
                      isActive
                        ? 'bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-100'
                        : 'text-ink hover:bg-subtle',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5 opacity-80" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t border-line p-4">
          {user ? (
            <>
              <Button
                variant="outline"
                loading={signOut.isPending}
                onClick={() => {
                  close();
                  signOut.mutate();
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </Button>
              {/* Set apart from Sign Out: it clears everything, not just the session. */}
              <div className="mt-3 border-t border-dashed border-line pt-4">
                <ForceLogoutButton size="md" className="w-full" />
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-ink-muted">
                Sign in to make calls, wager points and join leagues.
              </p>
              <SignInButton className="w-full" onOpen={close} />
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
