import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { useAuthDialog } from '../hooks/auth-dialog-context';

type SignInButtonProps = Omit<ButtonProps, 'asChild' | 'children' | 'onClick'> & {
  /** Which part of the authentication dialog opens first. */
  mode?: 'sign-in' | 'sign-up';
  children?: ReactNode;
  /** Runs after opening, e.g. to close a menu. */
  onOpen?: () => void;
};

const LABELS = { 'sign-in': 'Sign In', 'sign-up': 'Sign up' } as const;

/** Opens the authentication dialog in the given mode. */
export function SignInButton({
  mode = 'sign-in',
  children,
  onOpen,
  ...buttonProps
}: SignInButtonProps) {
  const dialog = useAuthDialog();
  return (
    <Button
      {...buttonProps}
      onClick={() => {
        onOpen?.();
        dialog.open(mode);
      }}
    >
      {children ?? LABELS[mode]}
    </Button>
  );
}
