import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { clearClientData } from '@/lib/client-data';

/** Ends the server session (Better Auth clears the HttpOnly session cookie). */
export async function requestSignOut(signal?: AbortSignal): Promise<void> {
  await apiFetch('/auth/sign-out', { method: 'POST', body: {}, signal });
}

/**
 * Sign Out: ends the session, then — whether or not the server answered — clears local and
 * session storage and readable cookies, forgets every cached query and goes to `/`
 * ("Sign out always clears …"). The theme choice is kept.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => requestSignOut(),
    // The toast library is not part of the first load (app/providers.tsx).
    onSuccess: () =>
      void import('sonner').then(({ toast }) => toast.success('Signed out successfully!')),
    onError: () => void import('sonner').then(({ toast }) => toast.error('Failed to sign out')),
    onSettled: async () => {
      clearClientData({ keepTheme: true });
      await navigate('/');
      await queryClient.resetQueries();
    },
  });
}

/**
 * Force Logout: the emergency exit when a session is stuck. Best-effort server sign-out (2 s at
 * most), then clears everything this site keeps in the browser, theme included, and reloads.
 */
export async function forceLogout(): Promise<void> {
  try {
    await requestSignOut(AbortSignal.timeout(2000));
  } catch {
    // Offline or already signed out: clearing local data below is what matters here.
  }
  clearClientData();
  window.location.reload();
}
