import { DEFAULT_WAGER } from '@boldcall/shared/constants';
import { quickWagers, wagerCap } from '@boldcall/shared/rules/wagers';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { ComponentProps } from 'react';
import { Field, registered } from '@/components/ui/form-field';
import { WagerInput } from '@/components/ui/wager-input';
import { formatNumber } from '@/lib/format';

type WagerFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label?: string;
  error?: string | undefined;
  /** The player's balance (null while unknown: the cap is then 100). */
  points: number | null;
  /** The amount currently entered, to highlight the matching quick wager. */
  current: number;
  onQuickPick(amount: number): void;
};

/** A points input with the quick wagers 5 / 10 / 25 / 50, each disabled above the balance. */
export function WagerField({
  label = 'Wager',
  error,
  points,
  current,
  onQuickPick,
  id,
  ...inputProps
}: WagerFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      id={id}
      aside={
        points !== null ? (
          <span className="text-xs font-medium text-ink-muted">
            You have <span className="font-bold text-ink tabular-nums">{formatNumber(points)}</span>{' '}
            points
          </span>
        ) : null
      }
    >
      {(control) => (
        <WagerInput
          quick={quickWagers(points).map((q) => ({ key: q.amount, ...q }))}
          current={current}
          onQuickPick={onQuickPick}
          {...control}
          {...inputProps}
        />
      )}
    </Field>
  );
}

/** The wager a form starts with: the default, lowered to the balance (at least 1). */
export const startingWager = (points: number | null) =>
  Math.min(DEFAULT_WAGER, Math.max(1, wagerCap(points)));

/**
 * The WagerField props of a react-hook-form number field: registered as a number, its
 * message, and quick picks that set it (validated again once the form was submitted).
 */
export function wagerFieldProps<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  name: Path<TIn>,
) {
  return {
    onQuickPick: (amount: number) =>
      form.setValue(name, amount as PathValue<TIn, Path<TIn>>, {
        shouldValidate: form.formState.isSubmitted,
        shouldDirty: true,
      }),
    ...registered(form, name, { valueAsNumber: true }),
  };
}
