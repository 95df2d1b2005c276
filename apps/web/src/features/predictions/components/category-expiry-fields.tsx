// Category and expiry, side by side on wide screens: the create and edit forms' second row.
import { minExpiryDate } from '@boldcall/shared/rules/expiry';
import { useMemo } from 'react';
import type { ComponentProps } from 'react';
import { CategoryField } from '@/components/category-field';
import { TextField } from '@/components/ui/form-field';

type Registered<P> = P & { error?: string | undefined };

export function CategoryExpiryFields({
  categoryId,
  category,
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
      <CategoryField id={categoryId} choose={choose} {...category} />
      <TextField label="Expires on" type="date" min={minDate} {...expiry} />
    </div>
  );
}
