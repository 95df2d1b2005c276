// How sure the player is that their side is right (docs/rules/track-record.md): optional, a
// whole percent from 1 to 99, set with a quick pick (55 / 70 / 85 / 95) or the slider (arrow
// keys, Page Up/Down, Home/End move it). Self-contained: any form with a `confidence` field
// (create, join, jump on, bet against) renders <ConfidenceField form={form} />.
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  CONFIDENCE_QUICK_PICKS,
} from '@boldcall/shared/rules/track-record';
import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldMessage, Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type ConfidencePickerProps = {
  /** The confidence chosen, undefined when none (the call then stays out of the Brier score). */
  value: number | undefined;
  onChange(value: number | undefined): void;
  error?: string | undefined;
  disabled?: boolean;
  label?: string;
};

/** Where the slider rests while no confidence is chosen. */
const RESTING = 50;

export function ConfidencePicker({
  value,
  onChange,
  error,
  disabled,
  label = 'How sure are you that you are right?',
}: ConfidencePickerProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const chosen = value !== undefined;
  return (
    <div className="flex flex-col gap-2" data-testid="confidence-picker">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          <span className="inline-flex items-center gap-1.5">
            <Gauge aria-hidden="true" className="size-4 text-ink-muted" />
            {label}
          </span>
        </Label>
        <span
          aria-live="polite"
          className={cn(
            'text-sm font-black tabular-nums',
            chosen ? 'text-ink' : 'font-medium text-ink-muted',
          )}
        >
          {chosen ? `${value} %` : 'Optional'}
        </span>
      </div>
      <div role="group" aria-label="Quick confidence picks" className="grid grid-cols-5 gap-2">
        {CONFIDENCE_QUICK_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            disabled={disabled}
            aria-pressed={value === pick}
            aria-label={`${pick} percent sure`}
            onClick={() => onChange(pick)}
            className={cn(
              'h-10 cursor-pointer rounded-xl border text-sm font-bold tabular-nums transition-colors',
              'disabled:cursor-not-allowed disabled:opacity-40',
              value === pick
                ? 'border-primary bg-primary text-on-primary'
                : 'border-line-strong bg-surface text-ink hover:border-brand-400 hover:bg-subtle',
            )}
          >
            {pick}%
          </button>
        ))}
        <button
          type="button"
          disabled={disabled || !chosen}
          onClick={() => onChange(undefined)}
          className="h-10 cursor-pointer rounded-xl border border-line bg-surface text-xs font-semibold text-ink-muted hover:bg-subtle disabled:cursor-default disabled:opacity-50"
        >
          Clear
        </button>
      </div>
      <input
        id={id}
        type="range"
        min={CONFIDENCE_MIN}
        max={CONFIDENCE_MAX}
        step={1}
        disabled={disabled}
        value={value ?? RESTING}
        aria-valuetext={chosen ? `${value} percent sure` : 'No confidence given'}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={(e) => onChange(Number(e.target.value))}
        className={cn('w-full cursor-pointer accent-primary', !chosen && 'opacity-50')}
      />
      {error ? (
        <FieldMessage id={messageId} tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : (
        <FieldMessage id={messageId}>
          Your confidence is kept with your position and cannot be changed later. It feeds your
          calibration chart and Brier score.
        </FieldMessage>
      )}
    </div>
  );
}

/** The picker bound to a react-hook-form `confidence` field (number | undefined). */
export function ConfidenceField<TIn extends FieldValues & { confidence?: number }, TOut>({
  form,
  disabled,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({
    control: form.control as unknown as Control<FieldValues>,
    name: 'confidence' as Path<FieldValues>,
  });
  return (
    <ConfidencePicker
      value={typeof field.value === 'number' ? field.value : undefined}
      onChange={(v) => field.onChange(v)}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
