import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { AuthDialogContext, type AuthDialogApi, type AuthMode } from '../hooks/auth-dialog-context';
import { lazyDialog } from '@/components/lazy-dialog';

// The sign-in / sign-up forms load the first time the dialog opens.
const AuthDialog = lazyDialog(
  () => import('./auth-dialog').then((m) => m.AuthDialog),
  (props) => props.open,
);

/** Holds the one authentication dialog; forces Set New Password when an admin asked for it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<{ open: boolean; mode: AuthMode }>({
    open: false,
    mode: 'sign-in',
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
