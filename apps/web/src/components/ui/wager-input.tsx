// The points box with its quick-wager buttons, shared by the prediction forms and the NFL picks
// (each feature brings its own quick amounts and caps from its shared rules).
import { Coins } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type QuickWager = { key: number; amount: number; disabled: boolean };

type WagerInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  quick: readonly QuickWager[];
  /** The amount entered, to press the matching quick wager. */
  current: number | string;
  onQuickPick(amount: number): void;
  /** `inline` keeps box and buttons on one row (the narrow NFL cards); `stacked` on phones. */
  layout?: 'stacked' | 'inline';
};

const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4' };

export function WagerInput({
  quick,
  current,
  onQuickPick,
  layout = 'stacked',
  className,
  ...inputProps
}: WagerInputProps) {
  const inline = layout === 'inline';
  return (
    <div className={cn('flex gap-2', inline ? null : 'flex-col sm:flex-row')}>
      <div className={cn('relative', inline ? 'w-28 shrink-0' : 'sm:w-36')}>
        <Coins
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-ink-muted',
            inline ? 'left-3' : 'left-3.5',
          )}
        />
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={cn('font-semibold tabular-nums', inline ? 'pl-9' : 'pl-10', className)}
          {...inputProps}
        />
      </div>
      <div
        role="group"
        aria-label="Quick wagers"
        className={cn('grid flex-1 gap-2', COLUMNS[quick.length] ?? 'grid-cols-4')}
      >
        {quick.map(({ key, amount, disabled }) => {
          const pressed = String(current) === String(amount);
          return (
            <button
              key={key}
              type="button"
              disabled={disabled}
              aria-pressed={pressed}
              aria-label={`Wager ${amount} points`}
              onClick={() => onQuickPick(amount)}
              className={cn(
                'h-11 cursor-pointer rounded-xl border text-sm font-bold tabular-nums transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-40',
                pressed
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line-strong bg-surface text-ink hover:border-brand-400 hover:bg-subtle',
              )}
            >
              {amount}
            </button>
          );
        })}
      </div>
    </div>
  );
}
