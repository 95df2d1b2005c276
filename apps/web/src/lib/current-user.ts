import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Every page asks who is there: the schema (and zod) loads beside that request, not with the
// first load (docs/decisions/040).
const meSchema = () =>
  import('@boldcall/shared/schemas/users').then((m) => m.currentUserSchema.nullable());

/**
 * `GET /api/users/me` answers 200 `{ data: CurrentUser | null }` (null when signed out), so a
 * visitor never causes a 4xx (which Chromium logs to the console). A 401 is still read as
 * "signed out" for robustness.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get('/users/me', { signal, schema: meSchema });
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return null;
    throw error;
  }
}

export type CurrentUserState = {
  /** The signed-in user, or null for a visitor (also while loading or when the call failed). */
  user: CurrentUser | null;
  /** True only for the very first load, before we know who is there. */
  isLoading: boolean;
  /**
   * The call failed (server error, offline) and we do not know who is there: pages that need
   * the player show an error with Try Again, not "Sign In Required".
   */
  isError: boolean;
  /** Asks again (the Try Again of that error). */
  retry(): void;
  isRetrying: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  isPro: boolean;
};

export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });
  // A failed call (server down, offline): the header looks signed out, pages show the error.
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending && query.fetchStatus === 'fetching',
    isError: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
    isRetrying: query.isError && query.fetchStatus === 'fetching',
    isSignedIn: user !== null,
    isAdmin: user?.isAdmin ?? false,
    isPro: user?.isPro ?? false,
  };
}
