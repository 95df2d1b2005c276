// Set New Password: the forced change after an admin required it. The password just typed to
// sign in is reused as the current one; it is asked for only when unknown.
import { setNewPasswordFormSchema } from '@boldcall/shared/schemas/auth';
import * as authApi from '../api/auth-api';
import { AuthForm, PasswordField, useAuthForm } from './auth-form';

export function NewPasswordForm(props: { knownPassword: string; onDone(): Promise<void> }) {
  const askCurrent = !props.knownPassword;
  const step = useAuthForm(
    setNewPasswordFormSchema,
    { currentPassword: props.knownPassword, newPassword: '', confirmPassword: '' },
    'Failed to update password',
  );
  return (
    <AuthForm
      step={step}
      submitLabel="Set New Password"
      onValid={async (values) => {
        if (!values.currentPassword) {
          step.form.setError('currentPassword', { message: 'Password is required' });
          return;
        }
        await authApi.changePassword(values.currentPassword, values.newPassword);
        await props.onDone();
      }}
    >
      {askCurrent && (
        <PasswordField current label="Current password" {...step.field('currentPassword')} />
      )}
      <PasswordField label="New password" {...step.field('newPassword')} />
      <PasswordField label="Confirm new password" {...step.field('confirmPassword')} />
    </AuthForm>
  );
}
