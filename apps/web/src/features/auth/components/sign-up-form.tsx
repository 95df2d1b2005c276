// Create Account: the shared sign-up schema, plus an optional invite code checked with the
// server before the account is created.
import { useState } from 'react';
import { signUpFormSchema } from '@boldcall/shared/schemas/auth';
import { TextField } from '@/components/ui/form-field';
import * as authApi from '../api/auth-api';
import { AuthForm, LinkButton, PasswordField, useAuthForm } from './auth-form';

export function SignUpForm(props: {
  defaultInviteCode: string;
  /** `codeSent` false: the account exists but its verification code could not be mailed. */
  onDone(email: string, password: string, codeSent: boolean): void;
  onSignIn(): void;
}) {
  const step = useAuthForm(
    signUpFormSchema,
    { email: '', username: '', password: '', confirmPassword: '' },
    'Failed to create account',
  );
  // Optional, so kept beside the shared sign-up schema: checked with the server before sending.
  const [inviteCode, setInviteCode] = useState(props.defaultInviteCode);
  const [inviteError, setInviteError] = useState<string | undefined>();
  return (
    <AuthForm
      step={step}
      submitLabel="Create Account"
      onValid={async (values) => {
        const code = inviteCode.trim().toUpperCase();
        if (code) {
          const validity = await authApi.validateInviteCode(code);
          if (!validity.valid) {
            setInviteError(validity.message ?? 'Invalid invitation code');
            return;
          }
        }
        setInviteError(undefined);
        const { codeSent } = await authApi.signUp({ ...values, inviteCode: code || undefined });
        props.onDone(values.email.trim().toLowerCase(), values.password, codeSent);
      }}
      footer={
        <p className="text-center text-sm text-ink-muted">
          Already playing? <LinkButton onClick={props.onSignIn}>Sign in</LinkButton>
        </p>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" {...step.field('email')} />
      <TextField
        label="Username"
        autoComplete="username"
        hint="Letters, numbers, underscores and hyphens."
        {...step.field('username')}
      />
      <PasswordField
        label="Password"
        hint="At least 8 characters with uppercase, lowercase and a number."
        {...step.field('password')}
      />
      <PasswordField label="Confirm password" {...step.field('confirmPassword')} />
      <TextField
        label="Invite code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={
          inviteCode ? 'Your friend gets bonus points once your first call is settled.' : undefined
        }
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
