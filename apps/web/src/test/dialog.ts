// Support for the web component tests of dialogs and sheets (they render into the body, role
// "dialog"): the open dialog, its text, and a way to see that it asked to close.
import { button, click, pageText, type } from './dom';

/** The open dialog; fails the test when none is open. */
export function dialog(): HTMLElement {
  const element = document.querySelector('[role="dialog"]');
  if (!element) throw new Error('the dialog is not open');
  return element as HTMLElement;
}

/** The open dialog's text, white space folded. */
export const dialogText = () => pageText(dialog());

/**
 * Records whether the dialog asked to close: pass `onOpenChange` to the dialog, read `closed()`.
 * Call it in `beforeEach` so every test starts open.
 */
export function closeWatch(): { onOpenChange: (isOpen: boolean) => void; closed: () => boolean } {
  let closed = false;
  return {
    onOpenChange: (isOpen) => {
      if (!isOpen) closed = true;
    },
    closed: () => closed,
  };
}

/** Types `value` into one of the open dialog's fields, then presses the dialog's button `label`. */
export async function typeAndPress(
  field: HTMLInputElement | HTMLTextAreaElement,
  value: string,
  label: string,
): Promise<void> {
  await type(field, value);
  await click(button(label, dialog()));
}
