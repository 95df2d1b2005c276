// What every form of the auth dialog shares: the layout, the red box for a failure (the
// server's message in the product's words, or the default for that step) and one submit button.
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError, registered, TextField } from '@/components/ui/form-field';
import type { ComponentProps } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@boldcall/shared/constants';
import { useFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import type { SchemaForm } from '@/lib/schema-form';
import { authMessage } from '../api/auth-api';

/** The form error of an auth step: failures are worded by the auth catalogue. */
export const useAuthFormError = (fallback: string) => useFormError(fallback, authMessage);

/** An auth step's form (useAuthForm), handed whole to AuthForm. */
export type AuthStep<TIn extends FieldValues, TOut> = SchemaForm<TIn, TOut> & {
  /** A registered field with its message, to spread on a TextField. */
  field(name: Path<TIn>): ReturnType<typeof registered<TIn, TOut>>;
};

/** An auth step's form: failures are worded by the auth catalogue; `field(name)` to spread. */
export function useAuthForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  fallback: string,
): AuthStep<TIn, TOut> {
  const { form, formError, submit } = useSchemaForm(schema, defaultValues, fallback, authMessage);
  const field = (name: Path<TIn>) => registered(form, name);
  return { form, formError, submit, field };
}

export function AuthForm<TIn extends FieldValues, TOut>(props: {
  step: AuthStep<TIn, TOut>;
  onValid(values: TOut): Promise<void> | void;
  submitLabel: string;
  children: ReactNode;
  /** Below the submit button: links to the other steps, a secondary action. */
  footer?: ReactNode;
}) {
  const { form, formError, submit } = props.step;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit(props.onValid)}>
      {props.children}
      <FormError>{formError.error}</FormError>
      <Button type="submit" loading={form.formState.isSubmitting}>
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
