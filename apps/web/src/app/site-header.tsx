import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useCurrentUser } from '@/lib/current-user';
import { MobileMenu } from '@/app/mobile-menu';
import { visibleNavItems } from '@/app/nav-items';
import { SectionLink } from '@/app/section-link';

// Signed-in only (balance, account menu, bell, Sign Out): loaded once a player is known, never
// on a visitor's first load (docs/performance.md).
const SignedInControls = lazy(() =>
  import('@/app/signed-in-controls').then((m) => ({ default: m.SignedInControls })),
);

/** Top navigation: links, account controls, theme. */
export function SiteHeader() {
  const { user, isLoading, isSignedIn, isAdmin } = useCurrentUser();
  const items = visibleNavItems({ isSignedIn, isAdmin });

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 pt-[env(safe-area-inset-top)] backdrop-blur-xl supports-[backdrop-filter]:bg-canvas/70">
      {/* At large text sizes the controls wrap onto a second row instead of widening the page
          (a wider page would also stretch the phones' tab bar off the screen). */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1 sm:px-6 lg:gap-x-6 lg:px-8">
        <Link to="/" aria-label="BoldCall home" className="shrink-0 rounded-xl">
          {/* Phones and md–lg: the controls need the room; the mark alone still says BoldCall. */}
          <BrandLogo
            wordmarkClassName={isSignedIn ? 'max-sm:hidden md:max-lg:hidden' : undefined}
          />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {items.map(({ to, label }) => (
              <li key={to}>
                <SectionLink
                  to={to}
                  className="inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-semibold transition-colors lg:px-3"
                  activeClassName="bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-100"
                  inactiveClassName="text-ink-muted hover:bg-subtle hover:text-ink"
                >
                  {label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex flex-wrap items-center justify-end gap-1.5 sm:gap-2">
          <ThemeToggle />
          {isLoading ? (
            <Skeleton className="h-9 w-24 rounded-full" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-9 w-24 rounded-full" />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <SignInButton size="sm" />
          )}
          <MobileMenu items={items} user={user} />
        </div>
      </div>
    </header>
  );
}
