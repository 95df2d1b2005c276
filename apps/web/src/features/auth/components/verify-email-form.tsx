// Verify Email: the 6-digit code sent after sign-up (or to an unverified account signing in),
// with a way to have it sent again.
import { useState } from 'react';
import { verifyFormSchema } from '@boldcall/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import * as authApi from '../api/auth-api';
import { AuthForm, CodeField, useAuthForm } from './auth-form';

export function VerifyEmailForm(props: {
  identifier: string;
  sentTo: string | null;
  afterSignUp: boolean;
  onDone(): Promise<void>;
  onResent(): void;
}) {
  const [resending, setResending] = useState(false);
  const step = useAuthForm(verifyFormSchema, { code: '' }, 'Failed to verify account');
  return (
    <AuthForm
      step={step}
      submitLabel="Verify Email"
      onValid={async ({ code }) => {
        await authApi.verifyEmail(props.identifier, code);
        await props.onDone();
      }}
      footer={
        <Button
          type="button"
          variant="ghost"
          loading={resending}
          onClick={async () => {
            setResending(true);
            await step.formError.run(async () => {
              await authApi.resendCode(props.identifier);
              props.onResent();
            }, 'Failed to resend code');
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
      <CodeField label="Verification code" {...step.field('code')} />
    </AuthForm>
  );
}
