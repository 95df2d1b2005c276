import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { FieldMessage, Label } from '@/components/ui/label';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its hint or validation message wired for assistive tech. */
export function TextField({ label, error, hint, id, ...props }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const messageId = `${fieldId}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
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

/** The red box for a failed submission. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger-ink"
    >
      {children}
    </div>
  );
}

/** A green note for a step that worked (e.g. "Password reset successfully!"). */
export function FormSuccess({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-success-ink/40 bg-success-ink/10 px-4 py-3 text-sm font-medium text-success-ink"
    >
      {children}
    </div>
  );
}
