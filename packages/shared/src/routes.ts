// Client-side routes of the web app. The server answers these with the app
// shell (200) and every other non-API path with the same shell and a 404 status.

export const CLIENT_ROUTES = [
  '/',
  '/nfl',
  '/leaderboard',
  '/leagues',
  '/profile',
  '/admin',
  '/how-scoring-works',
  '/settings/notifications',
] as const;

/** Patterns with one dynamic segment, e.g. public profiles. */
const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/u\/[A-Za-z0-9_-]{1,64}$/,
  /^\/p\/[A-Za-z0-9_-]{1,100}$/,
  /^\/leagues\/[A-Za-z0-9_-]{1,64}$/,
  // Head to head of two players; a sealed receipt by its hash (docs/rules/rivals.md, receipts.md).
  /^\/u\/[A-Za-z0-9_-]{1,64}\/vs\/[A-Za-z0-9_-]{1,64}$/,
  /^\/verify\/[0-9A-Fa-f]{64}$/,
];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (CLIENT_ROUTES as readonly string[]).includes(path) ||
    CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(path))
  );
}

// The addresses the web app shares (docs/rules/sharing.md).
/** The page of one call. */
export const predictionPath = (id: string) => `/p/${encodeURIComponent(id)}`;
/** A player's public profile. */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
/** A league's invite link: opens the Join League dialog with the code filled in. */
export const leagueInvitePath = (code: string) => `/leagues?join=${encodeURIComponent(code)}`;
