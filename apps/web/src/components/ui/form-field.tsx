import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormNote } from '@/components/ui/form-note';
import { FieldMessage, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/** A labelled field held by its form as a plain string (a code, a time of day). */
export type StringFieldProps = { label: string; value: string; onValue(value: string): void };

/** What a field's control needs to be labelled and described for assistive tech. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  /** Right of the label: a counter, the balance. */
  aside?: ReactNode | ((fieldId: string) => ReactNode);
  /** More ids describing the control (a counter) besides the message. */
  describedBy?: (fieldId: string) => string;
  children(control: FieldControl): ReactNode;
};

/**
 * A labelled control with its hint or validation message wired for assistive tech: the
 * message (an error replaces the hint) is linked with aria-describedby.
 */
export function Field({ label, error, hint, id, aside, describedBy, children }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const messageId = `${fieldId}-message`;
  const ids = [error || hint ? messageId : null, describedBy?.(fieldId)].filter(Boolean).join(' ');
  const labelNode = <Label htmlFor={fieldId}>{label}</Label>;
  const asideNode = typeof aside === 'function' ? aside(fieldId) : aside;
  return (
    <div className="flex flex-col gap-1.5">
      {asideNode ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelNode}
          {asideNode}
        </div>
      ) : (
        labelNode
      )}
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids || undefined,
      })}
      {error ? (
        <FieldMessage id={messageId} tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : hint ? (
        <FieldMessage id={messageId}>{hint}</FieldMessage>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its hint or validation message wired for assistive tech. */
export function TextField({ label, error, hint, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The x/max counter right of the label, red past the limit and read with the field. */
  counter: { length: number; max: number };
};

/** A labelled text area with its character counter (prediction text, comments, notes). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  counter,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      describedBy={(fieldId) => `${fieldId}-counter`}
      aside={(fieldId) => (
        <span
          id={`${fieldId}-counter`}
          className={cn(
            'text-xs font-semibold tabular-nums',
            counter.length > counter.max ? 'text-danger-ink' : 'text-ink-muted',
          )}
        >
          {counter.length}/{counter.max}
        </span>
      )}
    >
      {(control) => <Textarea {...control} rows={rows} {...props} />}
    </Field>
  );
}

/** A react-hook-form field, registered, with its validation message: spread on a field. */
export function registered<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  name: Path<TIn>,
  options?: RegisterOptions<TIn, Path<TIn>>,
) {
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  };
}

/** The red box for a failed submission. */
export const FormError = ({ children }: { children: ReactNode }) => (
  <FormNote tone="error">{children}</FormNote>
);

/** A green note for a step that worked (e.g. "Password reset successfully!"). */
export const FormSuccess = ({ children }: { children: ReactNode }) => (
  <FormNote tone="success">{children}</FormNote>
);
