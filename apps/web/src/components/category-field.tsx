// The Category select of a prediction's forms (create, edit, and the admin's merge): the
// categories in their fixed order with their labels.
import { CATEGORIES } from '@boldcall/shared/constants';
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { CATEGORY_META } from '@/lib/domain-labels';

export function CategoryField({
  id,
  error,
  choose = false,
  ...select
}: ComponentProps<'select'> & {
  error?: string | undefined;
  /** Start on "Choose a category" (a new prediction has none yet). */
  choose?: boolean;
}) {
  return (
    <Field label="Category" id={id} error={error}>
      {(control) => (
        <NativeSelect {...control} {...select}>
          {choose ? <option value="">Choose a category</option> : null}
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_META[value].label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
