// The text area of a moderation text (the admin's comment or note, the player's response), for
// the predictions' dialogs and the admin's Resolve alike.
import { MODERATION_TEXT_MAX } from '@boldcall/shared/rules/moderation';
import type { ComponentProps } from 'react';
import { TextAreaField } from '@/components/ui/form-field';

type ModerationTextFieldProps = Omit<ComponentProps<typeof TextAreaField>, 'counter' | 'value'> & {
  value: string;
};

/** The admin's comment or the player's response, with its x/1000 counter. */
export function ModerationTextField(props: ModerationTextFieldProps) {
  return (
    <TextAreaField counter={{ length: props.value.length, max: MODERATION_TEXT_MAX }} {...props} />
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
