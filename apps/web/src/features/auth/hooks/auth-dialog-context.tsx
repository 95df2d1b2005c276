// One authentication dialog for the whole app; anything can open it in a given mode.
import { createContext, useContext } from 'react';

export type AuthMode =
  | 'sign-in'
  | 'sign-up'
  | 'verify-email'
  | 'forgot-password'
  | 'reset-password'
  | 'new-password'
  | 'two-factor';

export interface AuthDialogApi {
  open(mode?: AuthMode): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}
