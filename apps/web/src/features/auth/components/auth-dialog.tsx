// The authentication dialog with its six modes (plus the two-factor step):
// Sign In, Create Account, Verify Email, Forgot Password, Reset Password, Set New Password.
// Every rule is the shared schema's; every message is the product's.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { SUCCESS_BANNER_MS } from '@boldcall/shared/constants';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import {
  codeSchema,
  forgotFormSchema,
  newPasswordSchema,
  resetFormSchema,
  signInFormSchema,
  signUpFormSchema,
  verifyFormSchema,
} from '@boldcall/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormSuccess, TextField } from '@/components/ui/form-field';
import { invalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';
import * as authApi from '../api/auth-api';
import type { AuthMode } from '../hooks/auth-dialog-context';
import { AuthForm, CodeField, LinkButton, PasswordField, useFormError } from './auth-form';

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
  /** Where the verification code went, and whether it was a sign-up (then maybe a notice). */
  const [sentTo, setSentTo] = useState<{ address: string | null; afterSignUp: boolean }>({
    address: null,
    afterSignUp: false,
  });

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

  const copy = TITLES[mode];
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
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.text}</DialogDescription>
        </DialogHeader>
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
                  setSentTo({ address: result.sentTo, afterSignUp: false });
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
              onDone={(email, pw) => {
                setIdentifier(email);
                setPassword(pw);
                setSentTo({ address: email, afterSignUp: true });
                toast.success(
                  'User created successfully. Please check your email for verification code.',
                );
                onModeChange('verify-email');
              }}
              onSignIn={() => go('sign-in')}
            />
          )}
          {mode === 'verify-email' && (
            <VerifyForm
              identifier={identifier}
              sentTo={sentTo.address}
              afterSignUp={sentTo.afterSignUp}
              onDone={() => finishSignIn('Account verified successfully!')}
              onResent={() => setNote('New verification code sent!')}
            />
          )}
          {mode === 'forgot-password' && (
            <ForgotForm
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
            <ResetForm
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

function SignInForm(props: {
  defaultIdentifier: string;
  onDone(result: authApi.SignInResult, identifier: string, password: string): Promise<void> | void;
  onForgot(): void;
  onSignUp(): void;
}) {
  const { error, guard } = useFormError('Failed to sign in');
  const form = useForm({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { identifier: props.defaultIdentifier, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      error={error}
      submitLabel="Sign In"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async ({ identifier, password }) => {
          const result = await authApi.signIn(identifier.trim(), password);
          await props.onDone(result, identifier.trim(), password);
        }),
      )}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <LinkButton onClick={props.onForgot}>Forgot password?</LinkButton>
          <span className="text-ink-muted">
            New here? <LinkButton onClick={props.onSignUp}>Create account</LinkButton>
          </span>
        </div>
      }
    >
      <TextField
        label="Email or username"
        autoComplete="username"
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <PasswordField
        current
        label="Password"
        error={errors.password?.message}
        {...form.register('password')}
      />
    </AuthForm>
  );
}

function SignUpForm(props: {
  defaultInviteCode: string;
  onDone(email: string, password: string): void;
  onSignIn(): void;
}) {
  const { error, guard } = useFormError('Failed to create account');
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Optional, so kept beside the shared sign-up schema: checked with the server before sending.
  const [inviteCode, setInviteCode] = useState(props.defaultInviteCode);
  const [inviteError, setInviteError] = useState<string | undefined>();
  return (
    <AuthForm
      error={error}
      submitLabel="Create Account"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          const code = inviteCode.trim().toUpperCase();
          if (code) {
            const validity = await authApi.validateInviteCode(code);
            if (!validity.valid) {
              setInviteError(validity.message ?? 'Invalid invitation code');
              return;
            }
          }
          setInviteError(undefined);
          await authApi.signUp({ ...values, inviteCode: code || undefined });
          props.onDone(values.email.trim().toLowerCase(), values.password);
        }),
      )}
      footer={
        <p className="text-center text-sm text-ink-muted">
          Already playing? <LinkButton onClick={props.onSignIn}>Sign in</LinkButton>
        </p>
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        hint="Letters, numbers, underscores and hyphens."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label="Password"
        hint="At least 8 characters with uppercase, lowercase and a number."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TextField
        label="Invite code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={inviteCode ? 'Your friend gets bonus points once you verify your e-mail.' : undefined}
        error={inviteError}
        name="inviteCode"
        value={inviteCode}
        onChange={(e) => {
          setInviteCode(e.target.value);
          setInviteError(undefined);
        }}
      />
    </AuthForm>
  );
}

function VerifyForm(props: {
  identifier: string;
  sentTo: string | null;
  afterSignUp: boolean;
  onDone(): Promise<void>;
  onResent(): void;
}) {
  const { error, guard } = useFormError('Failed to verify account');
  const [resending, setResending] = useState(false);
  const form = useForm({ resolver: zodResolver(verifyFormSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      error={error}
      submitLabel="Verify Email"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async ({ code }) => {
          await authApi.verifyEmail(props.identifier, code);
          await props.onDone();
        }),
      )}
      footer={
        <Button
          type="button"
          variant="ghost"
          loading={resending}
          onClick={async () => {
            setResending(true);
            await guard(async () => {
              await authApi.resendCode(props.identifier);
              props.onResent();
            }, 'Failed to resend code')(undefined);
            setResending(false);
          }}
        >
          Resend code
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">
        {props.sentTo ? (
          <>
            Sent to <strong className="text-ink">{props.sentTo}</strong>.
          </>
        ) : (
          <>
            Sent to the e-mail address of <strong className="text-ink">{props.identifier}</strong>.
          </>
        )}{' '}
        It expires in 10 minutes.
        {props.afterSignUp &&
          ' Check your mail: if this address already has an account, the mail has sign-in and password reset links instead of a code.'}
      </p>
      <CodeField
        label="Verification code"
        error={errors.code?.message}
        {...form.register('code')}
      />
    </AuthForm>
  );
}

function ForgotForm(props: {
  defaultIdentifier: string;
  onDone(identifier: string): void;
  onBack(): void;
}) {
  const { error, guard } = useFormError('Failed to reset password');
  const form = useForm({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { identifier: props.defaultIdentifier },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      error={error}
      submitLabel="Send reset code"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async ({ identifier }) => {
          await authApi.forgotPassword(identifier.trim());
          props.onDone(identifier.trim());
        }),
      )}
      footer={
        <p className="text-center text-sm">
          <LinkButton onClick={props.onBack}>Back to sign in</LinkButton>
        </p>
      }
    >
      <TextField
        label="Email or username"
        autoComplete="username"
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
    </AuthForm>
  );
}

function ResetForm(props: { identifier: string; onDone(): void }) {
  const { error, guard } = useFormError('Failed to confirm password reset');
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      error={error}
      submitLabel="Reset Password"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          await authApi.resetPassword(props.identifier, values.code, values.newPassword);
          props.onDone();
        }),
      )}
    >
      <CodeField
        label="Verification code"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField
        label="New password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </AuthForm>
  );
}

const newPasswordFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

function NewPasswordForm(props: { knownPassword: string; onDone(): Promise<void> }) {
  const { error, guard } = useFormError('Failed to update password');
  const askCurrent = !props.knownPassword;
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { currentPassword: props.knownPassword, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      error={error}
      submitLabel="Set New Password"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          if (!values.currentPassword) {
            form.setError('currentPassword', { message: 'Password is required' });
            return;
          }
          await authApi.changePassword(values.currentPassword, values.newPassword);
          await props.onDone();
        }),
      )}
    >
      {askCurrent && (
        <PasswordField
          current
          label="Current password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <PasswordField
        label="New password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </AuthForm>
  );
}

function TwoFactorForm(props: { onDone(): Promise<void>; onRestart(): void }) {
  const { error, guard } = useFormError('Invalid code. Please try again.');
  const [backup, setBackup] = useState(false);
  const schema = z.object({
    code: backup ? z.string().trim().min(1, 'Verification code is required') : codeSchema,
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const field = { error: errors.code?.message, ...form.register('code') };
  return (
    <AuthForm
      error={error}
      submitLabel="Verify"
      submitting={isSubmitting}
      onSubmit={form.handleSubmit(
        guard(async ({ code }) => {
          await authApi.verifyTwoFactor(code.trim(), backup);
          await props.onDone();
        }),
      )}
      footer={
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <LinkButton onClick={() => setBackup(!backup)}>
            {backup ? 'Use authenticator code' : 'Use a backup code'}
          </LinkButton>
          <LinkButton onClick={props.onRestart}>Start over</LinkButton>
        </div>
      }
    >
      {backup ? (
        <TextField key="backup" label="Backup code" autoComplete="off" {...field} />
      ) : (
        <CodeField key="totp" label="Authentication code" {...field} />
      )}
    </AuthForm>
  );
}
