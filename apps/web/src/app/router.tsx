import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import { AppLayout } from '@/app/layout';
import { HomeRoute } from '@/app/routes/home';
import { RouteErrorBoundary } from '@/app/routes/route-error';

/**
 * Every page but Home is its own chunk, downloaded when its path is first visited (the shell and
 * Home stay in the first load; docs/performance.md). Adding a page is one line:
 * `{ path: 'x', lazy: page(() => import('@/app/routes/x'), 'XRoute') }`.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load())[name] });
}

// Paths mirror CLIENT_ROUTES in @boldcall/shared/routes (the server serves the app shell there).
// The server render (entry-server.tsx) uses the same routes.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown only while a lazy page's first chunk loads on a direct visit without server HTML.
    HydrateFallback: () => null,
    children: [
      {
        // Errors inside a page render within the layout, so the navigation stays usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'nfl', lazy: page(() => import('@/app/routes/nfl'), 'NflRoute') },
          {
            path: 'leaderboard',
            lazy: page(() => import('@/app/routes/leaderboard'), 'LeaderboardRoute'),
          },
          { path: 'leagues', lazy: page(() => import('@/app/routes/leagues'), 'LeaguesRoute') },
          { path: 'leagues/:id', lazy: page(() => import('@/app/routes/league'), 'LeagueRoute') },
          { path: 'profile', lazy: page(() => import('@/app/routes/profile'), 'ProfileRoute') },
          {
            path: 'settings/notifications',
            lazy: page(
              () => import('@/app/routes/notification-settings'),
              'NotificationSettingsRoute',
            ),
          },
          { path: 'admin', lazy: page(() => import('@/app/routes/admin'), 'AdminRoute') },
          {
            path: 'how-scoring-works',
            lazy: page(() => import('@/app/routes/how-scoring-works'), 'HowScoringWorksRoute'),
          },
          { path: 'p/:id', lazy: page(() => import('@/app/routes/prediction'), 'PredictionRoute') },
          {
            path: 'u/:username',
            lazy: page(() => import('@/app/routes/public-profile'), 'PublicProfileRoute'),
          },
          {
            path: 'u/:username/vs/:other',
            lazy: page(() => import('@/app/routes/head-to-head'), 'HeadToHeadRoute'),
          },
          { path: 'verify/:hash', lazy: page(() => import('@/app/routes/verify'), 'VerifyRoute') },
          { path: '*', lazy: page(() => import('@/app/routes/not-found'), 'NotFoundRoute') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy page modules a URL matches, so the first render is the page itself, not the
 * HydrateFallback: server HTML must be hydrated by the same tree (docs/decisions/039).
 */
export async function preloadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
