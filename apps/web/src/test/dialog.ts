// Support for the web component tests of dialogs and sheets (they render into the body, role
// "dialog"): the open dialog, its text, a way to see that it asked to close, and the world a
// dialog test starts from (that watch and a fake API answering the dialog's write).
import { beforeEach } from 'vitest';
import { button, click, fakeApi, pageText, type, type FakeAnswer, type SentRequest } from './dom';

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

/**
 * A dialog test's world, made fresh before each test: `watch` (see closeWatch) and a fake API
 * that answers the dialog's write (`isWrite`) with `answer`, which a test may replace (with a
 * refusal, say), and any other request with `read(url)`: an empty list unless given.
 */
export function dialogWorld(setup: {
  isWrite: (method: string, url: string) => boolean;
  answer: () => FakeAnswer;
  read?: (url: string) => FakeAnswer;
}) {
  const world = {
    watch: closeWatch(),
    /** Set before each test from `setup.answer`. */
    answer: { data: null } as FakeAnswer,
    requests: [] as SentRequest[],
    /** What was sent other than reads. */
    writes: () => world.requests.filter((r) => r.method !== 'GET'),
  };
  beforeEach(() => {
    world.watch = closeWatch();
    world.answer = setup.answer();
    world.requests = fakeApi((method, url) =>
      setup.isWrite(method, url) ? world.answer : (setup.read?.(url) ?? { data: [] }),
    );
  });
  return world;
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
