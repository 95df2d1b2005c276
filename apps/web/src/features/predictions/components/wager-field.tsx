import { quickWagers } from '@boldcall/shared/rules/wagers';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { FieldMessage, Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

type WagerFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label?: string;
  error?: string | undefined;
  /** The player's balance (null while unknown: the cap is then 100, ). */
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
  const generated = useId();
  const fieldId = id ?? generated;
  const messageId = `${fieldId}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        {points !== null ? (
          <span className="text-xs font-medium text-ink-muted">
            You have <span className="font-bold text-ink tabular-nums">{formatNumber(points)}</span>{' '}
            points
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:w-36">
          <Coins
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="pl-10 font-semibold tabular-nums"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            {...inputProps}
          />
        </div>
        <div role="group" aria-label="Quick wagers" className="grid flex-1 grid-cols-4 gap-2">
          {quickWagers(points).map(({ amount, disabled }) => (
            <button
              key={amount}
              type="button"
              disabled={disabled}
              aria-pressed={current === amount}
              aria-label={`Wager ${amount} points`}
              onClick={() => onQuickPick(amount)}
              className={cn(
                'h-11 cursor-pointer rounded-xl border text-sm font-bold tabular-nums transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-40',
                current === amount
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line-strong bg-surface text-ink hover:border-brand-400 hover:bg-subtle',
              )}
            >
              {amount}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <FieldMessage id={messageId} tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
