import { PREDICTION_TEXT_MAX } from '@boldcall/shared/constants';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FieldMessage, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type PredictionTextFieldProps = ComponentProps<'textarea'> & {
  label: string;
  length: number;
  error?: string | undefined;
};

/** The prediction's text with its x/500 counter. */
export function PredictionTextField({
  label,
  length,
  error,
  id,
  ...props
}: PredictionTextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counterId = `${fieldId}-counter`;
  const messageId = `${fieldId}-message`;
  const over = length > PREDICTION_TEXT_MAX;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        <span
          id={counterId}
          className={cn(
            'text-xs font-semibold tabular-nums',
            over ? 'text-danger-ink' : 'text-ink-muted',
          )}
        >
          {length}/{PREDICTION_TEXT_MAX}
        </span>
      </div>
      <Textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${messageId} ${counterId}` : counterId}
        {...props}
      />
      {error ? (
        <FieldMessage id={messageId} tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
