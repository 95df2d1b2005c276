// The authentication dialog with its six modes (plus the two-factor step):
// Sign In, Create Account, Verify Email, Forgot Password, Reset Password, Set New Password.
// Every rule is the shared schema's; every message is the product's.
// Each step's form is its own file beside this one; this file carries what passes between them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { SUCCESS_BANNER_MS } from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormSuccess } from '@/components/ui/form-field';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import type { AuthMode } from '../hooks/auth-dialog-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorForm } from './two-factor-form';
import { VerifyEmailForm } from './verify-email-form';

const TITLES: Record<AuthMode, { title: string; text: string }> = {
  'sign-in': { title: 'Sign In', text: 'Welcome back. Sign in with your email or username.' },
  'sign-up': { title: 'Create Account', text: 'Start with 100 free points. No card, no catch.' },
  'verify-email': { title: 'Verify Email', text: 'We e-mailed you a 6-digit code.' },
  'forgot-password': { title: 'Forgot Password', text: 'We will e-mail you a code to reset it.' },
  'reset-password': {
    title: 'Reset Password',
    text: 'Enter the code from the e-mail and a new password.',
  },
  'new-password': {
    title: 'Set New Password',
    text: 'You must set a new password to complete sign-in.',
  },
  'two-factor': {
    title: 'Two-Factor Authentication',
    text: 'Enter the 6-digit code from your authenticator app.',
  },
};

export interface AuthDialogProps {
  open: boolean;
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  onOpenChange(open: boolean): void;
  /** A forced step (Set New Password) cannot be dismissed. */
  forced: boolean;
  /** From an invite link (`/?invite=CODE`): pre-fills Sign Up. */
  inviteCode?: string;
}

export function AuthDialog({
  open,
  mode,
  onModeChange,
  onOpenChange,
  forced,
  inviteCode = '',
}: AuthDialogProps) {
  const queryClient = useQueryClient();
  // Carried between steps: who is signing in, and the password just typed (for a forced change).
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState<string | null>(null);
  /**
   * Where the verification code went, whether it was a sign-up (then maybe a notice), and
   * whether the sign-up's code could not be mailed (until a resend).
   */
  const [sentTo, setSentTo] = useState<{
    address: string | null;
    afterSignUp: boolean;
    notSent: boolean;
  }>({ address: null, afterSignUp: false, notSent: false });

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const refreshUser = () => invalidateAfter(queryClient, 'account');

  const finishSignIn = async (message: string) => {
    await refreshUser();
    const me = queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser);
    if (me?.mustChangePassword) {
      onModeChange('new-password');
      return;
    }
    toast.success(message);
    onOpenChange(false);
  };

  const copy = dialogCopy(mode, sentTo.notSent);
  const go = (next: AuthMode) => {
    setNote(null);
    onModeChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (forced && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        hideCloseButton={forced}
        onEscapeKeyDown={(e) => forced && e.preventDefault()}
        onPointerDownOutside={(e) => forced && e.preventDefault()}
      >
        <DialogHeading title={copy.title} description={copy.text} />
        <div className="mt-5 flex flex-col gap-4">
          <FormSuccess>{note}</FormSuccess>
          {mode === 'sign-in' && (
            <SignInForm
              defaultIdentifier={identifier}
              onDone={async (result, id, pw) => {
                setIdentifier(id);
                setPassword(pw);
                if (result.kind === 'two-factor') return go('two-factor');
                if (result.kind === 'verify-email') {
                  setSentTo({ address: result.sentTo, afterSignUp: false, notSent: false });
                  setNote('Please verify your email address before signing in.');
                  return onModeChange('verify-email');
                }
                await finishSignIn('Signed in successfully!');
              }}
              onForgot={() => go('forgot-password')}
              onSignUp={() => go('sign-up')}
            />
          )}
          {mode === 'sign-up' && (
            <SignUpForm
              defaultInviteCode={inviteCode}
              onDone={(email, pw, codeSent) => {
                setIdentifier(email);
                setPassword(pw);
                setSentTo({ address: email, afterSignUp: true, notSent: !codeSent });
                announceSignUp(codeSent);
                onModeChange('verify-email');
              }}
              onSignIn={() => go('sign-in')}
            />
          )}
          {mode === 'verify-email' && (
            <VerifyEmailForm
              identifier={identifier}
              sentTo={sentTo.address}
              afterSignUp={sentTo.afterSignUp}
              notSent={sentTo.notSent}
              onDone={() => finishSignIn('Account verified successfully!')}
              onResent={() => {
                setSentTo({ ...sentTo, notSent: false });
                setNote('New verification code sent!');
              }}
            />
          )}
          {mode === 'forgot-password' && (
            <ForgotPasswordForm
              defaultIdentifier={identifier}
              onDone={(id) => {
                setIdentifier(id);
                setNote('Password reset code sent to your email!');
                onModeChange('reset-password');
              }}
              onBack={() => go('sign-in')}
            />
          )}
          {mode === 'reset-password' && (
            <ResetPasswordForm
              identifier={identifier}
              onDone={() => {
                setNote('Password reset successfully!');
                onModeChange('sign-in');
              }}
            />
          )}
          {mode === 'new-password' && (
            <NewPasswordForm
              knownPassword={password}
              onDone={async () => {
                setPassword('');
                await refreshUser();
                toast.success('Password updated.');
                onOpenChange(false);
              }}
            />
          )}
          {mode === 'two-factor' && (
            <TwoFactorForm
              onDone={() => finishSignIn('Signed in successfully!')}
              onRestart={() => go('sign-in')}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's title and line; Verify Email says so when the sign-up's code did not go out. */
function dialogCopy(mode: AuthMode, codeNotSent: boolean) {
  if (mode === 'verify-email' && codeNotSent) {
    return {
      title: TITLES[mode].title,
      text: 'Your account is created; its code is not on its way yet.',
    };
  }
  return TITLES[mode];
}

function announceSignUp(codeSent: boolean) {
  if (codeSent) {
    toast.success('User created successfully. Please check your email for verification code.');
  } else {
    toast.warning(MSG.codeNotSent);
  }
}
