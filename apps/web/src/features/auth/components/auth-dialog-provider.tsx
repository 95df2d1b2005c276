import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { AuthDialogContext, type AuthDialogApi, type AuthMode } from '../hooks/auth-dialog-context';
import { AuthDialog } from './auth-dialog';

/** Links in our mails (`/?auth=sign-in`, `/?auth=forgot-password`) open the dialog there. */
const LINKED_MODES: Record<string, AuthMode> = {
  'sign-in': 'sign-in',
  'forgot-password': 'forgot-password',
};

function linkedMode(): AuthMode | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('auth');
  return (value && LINKED_MODES[value]) || null;
}

/** Holds the one authentication dialog; forces Set New Password when an admin asked for it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<{ open: boolean; mode: AuthMode }>(() => {
    const mode = linkedMode();
    return { open: mode !== null, mode: mode ?? 'sign-in' };
  });
  const forced = !!user?.mustChangePassword;

  const open = useCallback((mode: AuthMode = 'sign-in') => setState({ open: true, mode }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo<AuthDialogApi>(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogContext value={api}>
      {children}
      <AuthDialog
        open={state.open || forced}
        mode={forced ? 'new-password' : state.mode}
        forced={forced}
        onModeChange={(mode) => setState({ open: true, mode })}
        onOpenChange={(next) => setState((s) => ({ ...s, open: next }))}
      />
    </AuthDialogContext>
  );
}
