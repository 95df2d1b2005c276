// Sign In: email or username and password; the result says what comes next (two-factor step,
// e-mail verification, or signed in).
import { signInFormSchema } from '@boldcall/shared/schemas/auth';
import { TextField } from '@/components/ui/form-field';
import * as authApi from '../api/auth-api';
import { AuthForm, LinkButton, PasswordField, useAuthForm } from './auth-form';

export function SignInForm(props: {
  defaultIdentifier: string;
  onDone(result: authApi.SignInResult, identifier: string, password: string): Promise<void> | void;
  onForgot(): void;
  onSignUp(): void;
}) {
  const step = useAuthForm(
    signInFormSchema,
    { identifier: props.defaultIdentifier, password: '' },
    'Failed to sign in',
  );
  return (
    <AuthForm
      step={step}
      submitLabel="Sign In"
      onValid={async ({ identifier, password }) => {
        const result = await authApi.signIn(identifier.trim(), password);
        await props.onDone(result, identifier.trim(), password);
      }}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <LinkButton onClick={props.onForgot}>Forgot password?</LinkButton>
          <span className="text-ink-muted">
            New here? <LinkButton onClick={props.onSignUp}>Create account</LinkButton>
          </span>
        </div>
      }
    >
      <TextField label="Email or username" autoComplete="username" {...step.field('identifier')} />
      <PasswordField current label="Password" {...step.field('password')} />
    </AuthForm>
  );
}
