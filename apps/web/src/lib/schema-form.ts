// A form validated by its shared schema (docs/architecture.md "Schema first") whose failed
// submission shows in the form's red box (decision 018: useFormError).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormError } from '@/lib/form-errors';
import type { ToMessage } from '@/lib/form-errors';

/**
 * The form with the schema's resolver, its error state (`fallback` when a failure carries no
 * message) and `submit(onValid)`: the submit handler that validates, then runs `onValid`
 * guarded by that error state.
 */
export function useSchemaForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  fallback: string,
  toMessage?: ToMessage,
) {
  const formError = useFormError(fallback, toMessage);
  // A failed validation never moves focus (docs/decisions/033-focus-never-moves-while-a-person-types.md):
  // the validation ends asynchronously, and on a slow device that is after the person has put
  // the caret somewhere, so a late focus would send their next keystrokes into another field.
  // The errors are announced (role="alert") and the fields marked aria-invalid instead.
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const submit = (onValid: (values: TOut) => Promise<void> | void) =>
    form.handleSubmit(formError.guard(onValid));
  return { form, formError, submit };
}

export type SchemaForm<TIn extends FieldValues, TOut> = ReturnType<typeof useSchemaForm<TIn, TOut>>;
