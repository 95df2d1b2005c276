// Forgot Password: asks for a reset code by e-mail for the account's e-mail or username.
import { forgotFormSchema } from '@boldcall/shared/schemas/auth';
import { TextField } from '@/components/ui/form-field';
import * as authApi from '../api/auth-api';
import { AuthForm, LinkButton, useAuthForm } from './auth-form';

export function ForgotPasswordForm(props: {
  defaultIdentifier: string;
  onDone(identifier: string): void;
  onBack(): void;
}) {
  const step = useAuthForm(
    forgotFormSchema,
    { identifier: props.defaultIdentifier },
    'Failed to reset password',
  );
  return (
    <AuthForm
      step={step}
      submitLabel="Send reset code"
      onValid={async ({ identifier }) => {
        await authApi.forgotPassword(identifier.trim());
        props.onDone(identifier.trim());
      }}
      footer={
        <p className="text-center text-sm">
          <LinkButton onClick={props.onBack}>Back to sign in</LinkButton>
        </p>
      }
    >
      <TextField label="Email or username" autoComplete="username" {...step.field('identifier')} />
    </AuthForm>
  );
}
