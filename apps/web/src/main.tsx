import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'sonner/dist/styles.css';
import '@/styles.css';
import { AppProviders } from '@/app/providers';
import { createRouter, preloadMatchedRoutes } from '@/app/router';
import { hydration, HYDRATION_DATA_ID } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { startClockAt } from '@/lib/use-now';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

/**
 * What the server render sends beside its HTML (entry-server.tsx): the clock and TanStack Query's
 * dehydrated state, of which only successful queries are sent.
 */
type HydrationData = {
  now: number;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };
};

function readHydrationData(): HydrationData | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationData) : null;
}

declare global {
  interface Window {
    /** Buttons pressed before the app had started, held by public/boot.js. */
    __boldcallEarlyPresses?: HTMLElement[];
  }
}

/**
 * Marks the document once React has taken the page over (hydrated or rendered), then presses
 * again the buttons a player pressed before that: until then a server-rendered button has no
 * handler, so public/boot.js held those presses. Tests and tools can wait for `html[data-ready]`.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    for (const button of window.__boldcallEarlyPresses?.splice(0) ?? []) {
      // A node the hydration replaced (it would have logged a mismatch) is no longer the page's.
      if (button.isConnected) button.click();
    }
  }, []);
  return null;
}

async function start() {
  const data = readHydrationData();
  const queryClient = createQueryClient();
  if (data) {
    // Server HTML: the same data, clock and page module as the server had, then hydrate
    // (docs/decisions/039).
    // setQueryData rather than TanStack's hydrate(): the same result for successful queries,
    // without its code in the first load (docs/performance.md).
    for (const { queryKey, state } of data.queries.queries) {
      queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    }
    hydration.now = data.now;
    startClockAt(data.now);
    hydration.fromServer = true;
    await preloadMatchedRoutes(window.location.pathname);
  }
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={createRouter(data ? { loaderData: {} } : undefined)} />
        <MarkReady />
      </AppProviders>
    </StrictMode>
  );
  // Hydration as a transition: React does it in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task of every card on the page
  // (docs/decisions/045).
  if (data) startTransition(() => void hydrateRoot(container as HTMLElement, app));
  else createRoot(container as HTMLElement).render(app);
}

void start();

// Service worker at /sw.js; a new version announces itself with a reload prompt.
// The service worker (and its workbox helper) load after the page, outside the first load.
void import('@/features/install/register-service-worker').then((m) => m.registerServiceWorker());
