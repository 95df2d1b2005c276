// The shell every dialog form shares: the fields, the red box for a failed submission, then
// Cancel beside the main action (stacked on phones, main action on top). Cancel closes the
// dialog unless `onCancel` says what it does.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import type { ButtonVariant } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { SchemaForm } from '@/lib/schema-form';

/** Cancel and the dialog's main action(s); `between` puts the actions at the far end. */
export function DialogActions({
  onCancel,
  align = 'end',
  className,
  children,
}: {
  onCancel?: () => void;
  align?: 'end' | 'between';
  className?: string;
  children: ReactNode;
}) {
  const cancel = (
    <Button variant="outline" onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-3 sm:flex-row',
        align === 'end' ? 'sm:justify-end' : 'sm:justify-between',
        className,
      )}
    >
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      {children}
    </div>
  );
}

/** The submit button: its icon, replaced by the spinner while the submission runs. */
export function SubmitButton({
  icon: Icon,
  busy,
  disabled,
  variant,
  children,
}: {
  icon?: LucideIcon;
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} loading={busy} disabled={disabled}>
      {Icon && !busy ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </Button>
  );
}

type DialogFormProps = Omit<ComponentProps<'form'>, 'noValidate'> & {
  /** The failed submission's message (or a refusal known before submitting). */
  error: ReactNode;
  onCancel?: () => void;
  /** The main action(s), usually one SubmitButton. */
  actions: ReactNode;
  /** `tight` for the short forms with many fields (Create League). */
  spacing?: 'tight' | 'normal';
};

/** A dialog's form: fields, the red box, then the actions. Validation is the schema's. */
export function DialogForm({
  error,
  onCancel,
  actions,
  spacing = 'normal',
  className,
  children,
  ...props
}: DialogFormProps) {
  return (
    <form
      noValidate
      className={cn('mt-5 flex flex-col', spacing === 'tight' ? 'gap-4' : 'gap-5', className)}
      {...props}
    >
      {children}
      <FormError>{error}</FormError>
      <DialogActions onCancel={onCancel}>{actions}</DialogActions>
    </form>
  );
}

/**
 * The dialog form of a `useSchemaForm` form (as AuthForm is for the auth steps): its red box shows
 * the form's failure, and its one submit button runs `onValid` on valid values, spinning meanwhile.
 */
export function SchemaDialogForm<TIn extends FieldValues, TOut>({
  schemaForm: { form, formError, submit },
  onValid,
  submitButton,
  ...props
}: Omit<DialogFormProps, 'error' | 'actions' | 'onSubmit'> & {
  schemaForm: SchemaForm<TIn, TOut>;
  onValid(values: TOut): Promise<void> | void;
  submitButton: { icon: LucideIcon; label: string };
}) {
  return (
    <DialogForm
      {...props}
      error={formError.error}
      actions={
        <SubmitButton icon={submitButton.icon} busy={form.formState.isSubmitting}>
          {submitButton.label}
        </SubmitButton>
      }
      onSubmit={submit(onValid)}
    />
  );
}
