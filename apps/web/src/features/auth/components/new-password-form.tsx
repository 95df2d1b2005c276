// Set New Password: the forced change after an admin required it. The password just typed to
// sign in is reused as the current one; it is asked for only when unknown.
import { z } from 'zod';
import { newPasswordSchema } from '@boldcall/shared/schemas/auth';
import * as authApi from '../api/auth-api';
import { AuthForm, PasswordField, useAuthForm } from './auth-form';

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

export function NewPasswordForm(props: { knownPassword: string; onDone(): Promise<void> }) {
  const askCurrent = !props.knownPassword;
  const { form, formError, field } = useAuthForm(
    newPasswordFormSchema,
    { currentPassword: props.knownPassword, newPassword: '', confirmPassword: '' },
    'Failed to update password',
  );
  return (
    <AuthForm
      form={form}
      formError={formError}
      submitLabel="Set New Password"
      onValid={async (values) => {
        if (!values.currentPassword) {
          form.setError('currentPassword', { message: 'Password is required' });
          return;
        }
        await authApi.changePassword(values.currentPassword, values.newPassword);
        await props.onDone();
      }}
    >
      {askCurrent && (
        <PasswordField current label="Current password" {...field('currentPassword')} />
      )}
      <PasswordField label="New password" {...field('newPassword')} />
      <PasswordField label="Confirm new password" {...field('confirmPassword')} />
    </AuthForm>
  );
}
