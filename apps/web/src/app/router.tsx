import { createBrowserRouter } from 'react-router';
import { AppLayout } from '@/app/layout';
import { AdminRoute } from '@/app/routes/admin';
import { HomeRoute } from '@/app/routes/home';
import { HowScoringWorksRoute } from '@/app/routes/how-scoring-works';
import { LeaderboardRoute } from '@/app/routes/leaderboard';
import { LeagueRoute } from '@/app/routes/league';
import { LeaguesRoute } from '@/app/routes/leagues';
import { NflRoute } from '@/app/routes/nfl';
import { NotFoundRoute } from '@/app/routes/not-found';
import { ProfileRoute } from '@/app/routes/profile';
import { PublicProfileRoute } from '@/app/routes/public-profile';
import { RouteErrorBoundary } from '@/app/routes/route-error';

// Paths mirror CLIENT_ROUTES in @boldcall/shared/routes (the server serves the app shell there).
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Errors inside a page render within the layout, so the navigation stays usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'nfl', Component: NflRoute },
          { path: 'leaderboard', Component: LeaderboardRoute },
          { path: 'leagues', Component: LeaguesRoute },
          { path: 'leagues/:id', Component: LeagueRoute },
          { path: 'profile', Component: ProfileRoute },
          { path: 'admin', Component: AdminRoute },
          { path: 'how-scoring-works', Component: HowScoringWorksRoute },
          { path: 'u/:username', Component: PublicProfileRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]);
