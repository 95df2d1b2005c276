// Reset Password: the e-mailed code and a new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetFormSchema } from '@boldcall/shared/schemas/auth';
import * as authApi from '../api/auth-api';
import { AuthForm, CodeField, fieldOf, PasswordField, useAuthFormError } from './auth-form';

export function ResetPasswordForm(props: { identifier: string; onDone(): void }) {
  const formError = useAuthFormError('Failed to confirm password reset');
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const field = fieldOf(form);
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
