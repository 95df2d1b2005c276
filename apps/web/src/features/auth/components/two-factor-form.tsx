// Two-Factor Authentication: the authenticator's 6-digit code, or one of the backup codes.
import { useState } from 'react';
import { z } from 'zod';
import { codeSchema } from '@boldcall/shared/schemas/auth';
import { TextField } from '@/components/ui/form-field';
import * as authApi from '../api/auth-api';
import { AuthForm, CodeField, LinkButton, useAuthForm } from './auth-form';

export function TwoFactorForm(props: { onDone(): Promise<void>; onRestart(): void }) {
  const [backup, setBackup] = useState(false);
  const schema = z.object({
    code: backup ? z.string().trim().min(1, 'Verification code is required') : codeSchema,
  });
  const step = useAuthForm(schema, { code: '' }, 'Invalid code. Please try again.');
  const codeField = step.field('code');
  return (
    <AuthForm
      step={step}
      submitLabel="Verify"
      onValid={async ({ code }) => {
        await authApi.verifyTwoFactor(code.trim(), backup);
        await props.onDone();
      }}
      footer={
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <LinkButton onClick={() => setBackup(!backup)}>
            {backup ? 'Use authenticator code' : 'Use a backup code'}
          </LinkButton>
          <LinkButton onClick={props.onRestart}>Start over</LinkButton>
        </div>
      }
    >
      {backup ? (
        <TextField key="backup" label="Backup code" autoComplete="off" {...codeField} />
      ) : (
        <CodeField key="totp" label="Authentication code" {...codeField} />
      )}
    </AuthForm>
  );
}
