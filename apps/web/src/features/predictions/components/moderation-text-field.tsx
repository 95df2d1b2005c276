import { MODERATION_TEXT_MAX } from '@boldcall/shared/rules/moderation';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessage, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type ModerationTextFieldProps = Omit<ComponentProps<'textarea'>, 'value'> & {
  label: string;
  value: string;
  error?: string | null | undefined;
  hint?: ReactNode;
};

/** The admin's comment or the player's response, with its x/1000 counter. */
export function ModerationTextField({
  label,
  value,
  error,
  hint,
  id,
  ...props
}: ModerationTextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counterId = `${fieldId}-counter`;
  const messageId = `${fieldId}-message`;
  const over = value.length > MODERATION_TEXT_MAX;
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
          {value.length}/{MODERATION_TEXT_MAX}
        </span>
      </div>
      <Textarea
        id={fieldId}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${messageId} ${counterId}` : counterId}
        {...props}
      />
      {error ? (
        <FieldMessage id={messageId} tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : hint ? (
        <FieldMessage id={messageId}>{hint}</FieldMessage>
      ) : null}
    </div>
  );
}

/** Client-side check of a comment or response: the server's messages, before the round trip. */
export function moderationTextError(
  text: string,
  messages: { required?: string; tooLong: string },
): string | null {
  const trimmed = text.trim();
  if (messages.required && trimmed.length === 0) return messages.required;
  if (trimmed.length > MODERATION_TEXT_MAX) return messages.tooLong;
  return null;
}
