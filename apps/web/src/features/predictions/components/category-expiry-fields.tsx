// Category and expiry, side by side on wide screens: the create and edit forms' second row.
import { CATEGORIES } from '@boldcall/shared/constants';
import { minExpiryDate } from '@boldcall/shared/rules/expiry';
import { useMemo } from 'react';
import type { ComponentProps } from 'react';
import { Field, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { CATEGORY_META } from '@/lib/domain-labels';

type Registered<P> = P & { error?: string | undefined };

export function CategoryExpiryFields({
  categoryId,
  category: { error: categoryError, ...select },
  expiry,
  choose = false,
}: {
  categoryId: string;
  category: Registered<ComponentProps<'select'>>;
  expiry: Registered<ComponentProps<'input'>>;
  /** Start on "Choose a category" (a new prediction has none yet). */
  choose?: boolean;
}) {
  const minDate = useMemo(() => minExpiryDate(), []);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Category" id={categoryId} error={categoryError}>
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
      <TextField label="Expires on" type="date" min={minDate} {...expiry} />
    </div>
  );
}
