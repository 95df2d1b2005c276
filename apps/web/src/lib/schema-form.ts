// A form validated by its shared schema (docs/architecture.md "Schema first") whose failed
// submission shows in the form's red box (decision 018: useFormError).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
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
  // react-hook-form would focus the first invalid field once the (asynchronous) validation
  // ends: on a slow phone that is after the person has moved on, and their next keystrokes land
  // in that field ("Confirm password" typed into "Email"). Focus moves to the first invalid field
  // only if it is still where the person submitted from (docs/decisions/033-focus-never-moves-while-a-person-types.md).
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const submit =
    (onValid: (values: TOut) => Promise<void> | void) => (event?: BaseSyntheticEvent) => {
      const from = typeof document === 'undefined' ? null : document.activeElement;
      return form.handleSubmit(formError.guard(onValid), (errors) => {
        if (document.activeElement !== from) return;
        const first = Object.keys(errors)[0];
        if (first) form.setFocus(first as Path<TIn>);
      })(event);
    };
  return { form, formError, submit };
}

export type SchemaForm<TIn extends FieldValues, TOut> = ReturnType<typeof useSchemaForm<TIn, TOut>>;
