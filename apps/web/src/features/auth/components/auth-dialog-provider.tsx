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

let takenInvite: string | null = null;

/** `?invite=CODE` of an invite link, taken out of the address bar once (kept in memory). */
function takeInviteParam(): string {
  if (typeof window === 'undefined') return '';
  if (takenInvite !== null) return takenInvite;
  takenInvite = '';
  const url = new URL(window.location.href);
  const code = url.searchParams.get('invite')?.trim() ?? '';
  if (!code) return '';
  url.searchParams.delete('invite');
  // React Router keeps its own entry in history.state: pass it through unchanged.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  takenInvite = code.slice(0, 32);
  return takenInvite;
}

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

/**
 * Holds the one authentication dialog; forces Set New Password when an admin asked for it; an
 * invite link opens Create Account with the code filled in for a visitor; links in our mails
 * open their step.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [inviteCode] = useState(takeInviteParam);
  const [state, setState] = useState<{ open: boolean; mode: AuthMode }>(() => {
    const mode = linkedMode();
    return { open: mode !== null, mode: mode ?? 'sign-in' };
  });
  const forced = !!user?.mustChangePassword;
  // An invite link shows Create Account to a visitor until the dialog is used or closed.
  const [invitePending, setInvitePending] = useState(!!inviteCode);
  const inviteOpen = invitePending && !isLoading && !user;

  const open = useCallback((mode: AuthMode = 'sign-in') => {
    setInvitePending(false);
    setState({ open: true, mode });
  }, []);
  const close = useCallback(() => {
    setInvitePending(false);
    setState((s) => ({ ...s, open: false }));
  }, []);
  const api = useMemo<AuthDialogApi>(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogContext value={api}>
      {children}
      <AuthDialog
        open={state.open || forced || inviteOpen}
        mode={forced ? 'new-password' : inviteOpen ? 'sign-up' : state.mode}
        forced={forced}
        inviteCode={inviteCode}
        onModeChange={(mode) => {
          setInvitePending(false);
          setState({ open: true, mode });
        }}
        onOpenChange={(next) => {
          setInvitePending(false);
          setState((s) => ({ ...s, open: next }));
        }}
      />
    </AuthDialogContext>
  );
}
