// A button that opens a dialog and gets the focus back when the dialog closes: the props for the
// button and the props for the dialog, which share the open state.
import { useRef, useState } from 'react';

export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return {
    trigger: {
      ref,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: () => setOpen(true),
    } as const,
    dialog: { open, onOpenChange: setOpen, returnFocusTo: () => ref.current },
  };
}
