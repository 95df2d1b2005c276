import { nflQuickWagers } from '@boldcall/shared/rules/nfl';
import { Field } from '@/components/ui/form-field';
import { WagerInput } from '@/components/ui/wager-input';

/** A wager input with the NFL quick wagers 10 / 25 / 50, each capped to the points available. */
export function NflWagerInput({
  value,
  onChange,
  available,
  label = 'Wager',
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  available: number;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <WagerInput
          layout="inline"
          quick={nflQuickWagers(available).map((q) => ({
            key: q.label,
            amount: q.amount,
            disabled: disabled ?? false,
          }))}
          current={value}
          onQuickPick={(amount) => onChange(String(amount))}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          {...control}
        />
      )}
    </Field>
  );
}
