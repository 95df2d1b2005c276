import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** Retry once, except when the server gave a final answer (any 4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes "online" until an `offline` event: a page loaded offline (from the
  // service worker) must start paused instead of firing requests that can only fail. Data
  // already shown stays, under the offline banner (features/install).
  // (Node has a navigator without `onLine`: the server render is always online.)
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
