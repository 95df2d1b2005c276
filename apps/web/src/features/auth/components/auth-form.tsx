// What every form of the auth dialog shares: the layout, the red box for a failure (the
// server's message, or the product's default for that step) and one submit button.
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import type { ComponentProps } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import { authMessage } from '../api/auth-api';

/**
 * The form's failure message and `guard`, which wraps an action so that a failure shows its
 * message (or the fallback: the form's, or the one given for this action) instead of escaping.
 */
export function useFormError(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const guard =
    <T,>(action: (values: T) => Promise<void> | void, actionFallback = fallback) =>
    async (values: T) => {
      setError(null);
      try {
        await action(values);
      } catch (e) {
        setError(authMessage(e, actionFallback));
      }
    };
  return { error, setError, guard };
}

export function AuthForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
  /** Below the submit button: links to the other steps, a secondary action. */
  footer?: ReactNode;
}) {
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={props.onSubmit}>
      {props.children}
      <FormError>{props.error}</FormError>
      <Button type="submit" loading={props.submitting}>
        {props.submitLabel}
      </Button>
      {props.footer}
    </form>
  );
}

export function LinkButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer font-semibold text-brand-ink underline-offset-4 hover:underline focus-visible:underline"
    >
      {children}
    </button>
  );
}

type TextFieldProps = ComponentProps<typeof TextField>;

/** A password box: `current` for signing in, otherwise a new one (password managers care). */
export function PasswordField({
  current = false,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { current?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      {...props}
    />
  );
}

/** A 6-digit code box (e-mail or authenticator), filled in by the phone's one-time-code hint. */
export function CodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      placeholder="123456"
      className="text-center font-mono text-lg tracking-[0.4em]"
      {...props}
    />
  );
}
