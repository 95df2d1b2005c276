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
  /** The sign-up's code mail failed: say so, and point at Resend code. */
  notSent: boolean;
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
      {props.notSent ? (
        <p className="text-sm text-ink-muted" role="alert">
          We could not send a code to <strong className="text-ink">{props.sentTo}</strong>. Press
          Resend code to get one.
        </p>
      ) : (
        <SentNotice
          sentTo={props.sentTo}
          identifier={props.identifier}
          afterSignUp={props.afterSignUp}
        />
      )}
      <CodeField label="Verification code" {...step.field('code')} />
    </AuthForm>
  );
}

/** Where the code went, how long it lasts, and after a sign-up what else the mail may hold. */
function SentNotice(props: { sentTo: string | null; identifier: string; afterSignUp: boolean }) {
  return (
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
  );
}
