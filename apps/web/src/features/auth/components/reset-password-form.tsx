// Reset Password: the e-mailed code and a new password.
import { resetFormSchema } from '@boldcall/shared/schemas/auth';
import * as authApi from '../api/auth-api';
import { AuthForm, CodeField, PasswordField, useAuthForm } from './auth-form';

export function ResetPasswordForm(props: { identifier: string; onDone(): void }) {
  const step = useAuthForm(
    resetFormSchema,
    { code: '', newPassword: '', confirmPassword: '' },
    'Failed to confirm password reset',
  );
  return (
    <AuthForm
      step={step}
      submitLabel="Reset Password"
      onValid={async (values) => {
        await authApi.resetPassword(props.identifier, values.code, values.newPassword);
        props.onDone();
      }}
    >
      <CodeField label="Verification code" {...step.field('code')} />
      <PasswordField label="New password" {...step.field('newPassword')} />
      <PasswordField label="Confirm new password" {...step.field('confirmPassword')} />
    </AuthForm>
  );
}
