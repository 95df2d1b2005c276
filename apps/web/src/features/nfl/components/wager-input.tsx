import { nflQuickWagers } from '@boldcall/shared/rules/nfl';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

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
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <div className="relative w-28 shrink-0">
          <Coins
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            className="pl-9 font-semibold tabular-nums"
          />
        </div>
        <div role="group" aria-label="Quick wagers" className="grid flex-1 grid-cols-3 gap-2">
          {nflQuickWagers(available).map(({ label: quick, amount }) => (
            <button
              key={quick}
              type="button"
              disabled={disabled}
              aria-label={`Wager ${amount} points`}
              aria-pressed={value === String(amount)}
              onClick={() => onChange(String(amount))}
              className={cn(
                'h-11 cursor-pointer rounded-xl border text-sm font-bold tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                value === String(amount)
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line-strong bg-surface text-ink hover:bg-subtle',
              )}
            >
              {amount}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
