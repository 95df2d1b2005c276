// Reset Password: the e-mailed code and a new password.
import { resetFormSchema } from '@boldcall/shared/schemas/auth';
import * as authApi from '../api/auth-api';
import { AuthForm, CodeField, PasswordField, useAuthForm } from './auth-form';

export function ResetPasswordForm(props: { identifier: string; onDone(): void }) {
  const { form, formError, field } = useAuthForm(
    resetFormSchema,
    { code: '', newPassword: '', confirmPassword: '' },
    'Failed to confirm password reset',
  );
  return (
    <AuthForm
      form={form}
      formError={formError}
      submitLabel="Reset Password"
      onValid={async (values) => {
        await authApi.resetPassword(props.identifier, values.code, values.newPassword);
        props.onDone();
      }}
    >
      <CodeField label="Verification code" {...field('code')} />
      <PasswordField label="New password" {...field('newPassword')} />
      <PasswordField label="Confirm new password" {...field('confirmPassword')} />
    </AuthForm>
  );
}
