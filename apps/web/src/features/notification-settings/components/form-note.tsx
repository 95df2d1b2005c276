// The red box for a failed step and the green one for a saved form (components/ui/form-note.tsx),
// the green one opaque: this page's notes sit on the tinted page, not in a white card.
import type { ReactNode } from 'react';
import { FormNote as Note } from '@/components/ui/form-note';

const OPAQUE_SUCCESS =
  'border-success-ink/40 bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300';

export function FormNote({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <Note tone={tone} successClassName={OPAQUE_SUCCESS}>
      {children}
    </Note>
  );
}
