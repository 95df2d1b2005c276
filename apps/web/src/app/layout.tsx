import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '@/app/site-footer';
import { SiteHeader } from '@/app/site-header';
import { TabBar } from '@/app/tab-bar';
import { useCurrentUser } from '@/lib/current-user';
import { InstallBanner } from '@/features/install/components/install-banner';
import { OfflineBanner } from '@/features/install/components/offline-banner';

/** The frame of every page: skip link, top navigation, main landmark, footer. */
export function AppLayout() {
  const { isSignedIn } = useCurrentUser();
  return (
    // Below md the tab bar is fixed at the bottom: the page ends above it. Whatever cannot reflow
    // (at very large text sizes) is clipped rather than widening the page: a wider page would
    // zoom a phone's screen out and stretch the tab bar past its edge. `clip`, not `hidden`, so
    // the sticky header still sticks.
    <div className="flex min-h-dvh flex-col overflow-x-clip max-md:pb-[calc(56px+env(safe-area-inset-bottom))]">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 sm:px-6 sm:pt-10 lg:px-8 focus:outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <TabBar isSignedIn={isSignedIn} />
      <InstallBanner />
      <ScrollRestoration />
    </div>
  );
}
